import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Limits are set per route (`config.rateLimit`), for the routes that cost something or could be abused (search now;
 * login and registration later). A global limit would throttle the app shell and the catalog download for no reason.
 * The 429 answer itself is shaped by the error handler.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}
