import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

interface ShutdownOptions {
  app: FastifyInstance;
  logger: FastifyBaseLogger;
  /** Runs after the HTTP server has finished its last request (closes the database). */
  afterClose: () => Promise<void>;
  timeoutMs?: number;
}

/**
 * SIGTERM (docker stop, systemd) or SIGINT (Ctrl+C): stop accepting connections, let in-flight requests finish,
 * close the database (which checkpoints the SQLite WAL), exit 0. A second signal, or a shutdown that takes longer
 * than the timeout, exits 1 at once: an operator pressing Ctrl+C twice means it.
 */
export function installGracefulShutdown({ app, logger, afterClose, timeoutMs = 10_000 }: ShutdownOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'Second signal received, exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'Shutdown took too long, exiting without waiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    app
      .close()
      .then(afterClose)
      .then(() => {
        logger.info('Shutdown complete');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
