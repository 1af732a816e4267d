import { ConfigError, loadConfig } from './config.js';
import { buildApp, type AppDeps } from './app.js';
import { closeDatabase, createDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { loadCatalog } from './features/catalog/loader.js';
import { createLogger } from './logger.js';
import { installGracefulShutdown } from './shutdown.js';

/** A connection URL fit for a log line: its password, if any, masked. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
}

/**
 * The server process: config → database → migrations → catalog → listen. server.ts runs it as it is; the fault
 * harness's deliberately broken servers (sync-tests/faults/broken-server.ts) run it with test seams.
 */
export async function serve(extra: Pick<AppDeps, 'syncSeams'> = {}): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    // No logger yet (its level is part of the config): a plain message is the clearest thing to print.
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const logger = createLogger(config);
  // A crash must leave a structured line saying why, not only a stack on stderr.
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Uncaught exception, exiting');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'Unhandled promise rejection, exiting');
    process.exit(1);
  });
  logger.info(
    {
      dataDir: config.dataDir,
      database: config.databaseUrl === undefined ? config.databasePath : withoutPassword(config.databaseUrl),
      webDist: config.webDist,
      jwtSecret: config.jwtSecretSource,
      // Without SMTP, sign-up links are only in the log and DATA_DIR/mail/: say so where the operator looks first.
      mail: config.smtpUrl === undefined ? `no SMTP_URL: mails are written to the log and to ${config.dataDir}/mail/` : 'smtp',
      trustProxy: config.trustProxy,
    },
    'Starting The Paint Forge',
  );

  let db;
  try {
    db = createDatabase(config);
    await migrateToLatest(db, logger);
    const { catalog } = await loadCatalog(db, config.catalogPath, logger);
    const app = await buildApp(config, { db, catalog, logger, ...extra });
    const database = db;
    installGracefulShutdown({ app, logger, afterClose: () => closeDatabase(database) });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    // Tests and scripts wait for this exact message, then read `port` (useful with PORT=0).
    logger.info({ port, host: config.host, url: `http://localhost:${port}` }, 'Server is listening');
    // Compress the catalog now, in the thread pool, so the first download does not wait for it.
    void catalog.encoded('br').catch((error: unknown) => logger.warn({ err: error }, 'Could not precompress the catalog'));
    void catalog.encoded('gzip').catch((error: unknown) => logger.warn({ err: error }, 'Could not precompress the catalog'));
  } catch (error) {
    logger.fatal({ err: error }, 'Could not start the server');
    if (db !== undefined) await closeDatabase(db).catch(() => undefined);
    process.exit(1);
  }
}
