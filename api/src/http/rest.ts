import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@paintforge/sync-protocol';

/** Every error answer has the one shape; listing it makes a route's documentation complete. */
export const restErrors = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;

/** Answers that carry a user's own data: no cache (browser, service worker or proxy) may keep them. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
