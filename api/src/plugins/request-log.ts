import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../http/redact-url.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: do not write the per-request log line for this route (for health probes). */
    requestLog?: boolean;
  }
}

/**
 * One info line per request, written when the response is done: method, url (secrets in the query redacted),
 * status and time. Replaces Fastify's two default lines ("incoming request", "request completed").
 */
export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise and a microtask turn on every request (docs/push-path.md).
  app.addHook('onResponse', (request, reply, done) => {
    // Routes polled by machines (health checks) opt out of the line, unless they fail.
    if (request.routeOptions.config.requestLog === false && reply.statusCode < 400) {
      done();
      return;
    }
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
