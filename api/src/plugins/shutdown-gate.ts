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
  // Callback hooks, not async ones: they run on every request, and an async hook costs a promise and a turn of the
  // microtask queue even when it does nothing, as these do until shutdown (docs/push-path.md).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    void reply.code(503).send({ error: 'shutting-down', message: 'The server is restarting. Please try again in a moment.' });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
