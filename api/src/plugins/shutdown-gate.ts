import type { FastifyInstance } from 'fastify';

/**
 * Once shutdown starts, requests that still arrive on open keep-alive connections get a quick 503 and
 * `Connection: close`, so clients retry elsewhere (or after the restart) instead of hanging; requests already
 * in flight run to completion.
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply.code(503).header('connection', 'close').send({ error: 'shutting-down', message: 'The server is restarting. Please try again in a moment.' });
  });
}
