import type { FastifyPluginAsync } from 'fastify';
import sseModule, { type SSEPluginOptions } from '@fastify/sse';
import { z } from 'zod';
import { ApiError } from '../../plugins/api-error.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import type { PokeHub } from './pokes.js';

// A CommonJS package: its module.exports is the plugin as fastify-plugin wraps it (so reply.sse reaches this scope's
// routes); the types describe the unwrapped one as the default export.
const fastifySse = sseModule as unknown as FastifyPluginAsync<SSEPluginOptions>;

/** Seconds between heartbeats: under the 60 s idle timeout of common proxies (nginx's proxy_read_timeout). */
export const heartbeatSeconds = 25;

/** A poke still unsent in the socket after this many bytes means the device is not reading: the stream ends. */
const unreadBytes = 1024;

const tooManyStreams = () =>
  new ApiError(429, 'rate-limited', 'This account has as many live connections as it may; this device syncs on its schedule.');
const serverFull = () =>
  new ApiError(503, 'database-unavailable', 'The server has as many live connections as it may; this device syncs on its schedule.');

/**
 * GET /api/sync/live (issue 33): a server-sent event stream on which the server says "pull now" (`event: poke`)
 * when another device of the painter pushed. The session travels in the Authorization header like every other
 * request, never in the URL; `clientId` only says which device this is, so its own pushes do not poke it.
 * Behind a proxy: `X-Accel-Buffering: no` turns nginx's buffering off for the stream, `Cache-Control: no-transform`
 * keeps a compressing proxy from holding events back, and heartbeats keep idle timeouts from cutting it.
 */
export const liveRoutes: FastifyPluginAsync<{ pokes: PokeHub }> = async (fastify, { pokes }) => {
  await fastify.register(fastifySse, { heartbeatInterval: heartbeatSeconds * 1000 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);

  app.get(
    '/api/sync/live',
    {
      sse: 'only',
      onRequest: authenticate,
      schema: { querystring: z.object({ clientId: z.uuid() }) },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const sse = reply.sse;
      const leave = pokes.join(userId, {
        clientId: request.query.clientId,
        poke() {
          // A stream that has not taken its last poke is not read: drop it rather than queue for it.
          if (!sse.isConnected || reply.raw.writableLength > unreadBytes) {
            sse.close();
            return false;
          }
          void sse.send({ event: 'poke', data: 'pull' }).catch(() => undefined);
          return true;
        },
        close: () => sse.close(),
      });
      if (leave === 'painter-full') throw tooManyStreams();
      if (leave === 'server-full') throw serverFull();
      sse.onClose(leave);
      reply.header('cache-control', 'no-cache, no-transform').header('x-accel-buffering', 'no');
      sse.keepAlive();
      // Sent at once, so the device knows the stream is open (it says "live") and proxies pass the headers on.
      await sse.send({ event: 'ready', data: 'live' });
    },
  );
};
