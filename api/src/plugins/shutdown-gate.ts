import type { FastifyInstance } from 'fastify';

/**
 * Once shutdown starts:
 * - requests still arriving on open keep-alive connections get a quick 503, so clients retry after the restart
 *   instead of hanging;
 * - every response, including those of requests already in flight (which run to completion), carries
 *   `Connection: close`. Without it the connection of a request that finishes during shutdown stays open as an idle
 *   keep-alive socket, and the server cannot finish closing until the client lets go of it.
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply.code(503).send({ error: 'shutting-down', message: 'The server is restarting. Please try again in a moment.' });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
