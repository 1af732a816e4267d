import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@paintforge/sync-protocol';

/** Every error answer has the one shape; listing it makes a route's documentation complete. */
export const restErrors = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;
export const messageSchema = z.object({ message: z.string() });
/** Ids in paths: a user's rows have UUIDs, but an unknown or malformed id is simply not found (404), never a 400. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Answers that carry a user's own data: no cache (browser, service worker or proxy) may keep them. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
