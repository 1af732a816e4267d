import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import { closeDatabase, createDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import type { Database } from './db/schema.js';
import { loadCatalog } from './features/catalog/loader.js';
import { catalogRoutes } from './features/catalog/routes.js';
import type { Catalog } from './features/catalog/service.js';
import { healthRoutes } from './features/health/routes.js';
import { createLogger } from './logger.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler, toErrorAnswer } from './plugins/error-handler.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import { registerRequestLog } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerShutdownGate } from './plugins/shutdown-gate.js';
import { registerWebApp } from './plugins/web-app.js';
import { zodSerializerCompiler, zodValidatorCompiler } from './plugins/zod-schemas.js';

/** What the app runs on. server.ts passes all of them; a test may pass none and get a fresh database of its own. */
export interface AppDeps {
  /** A migrated database. When omitted, the app opens `config.databasePath`, migrates it, and closes it on close. */
  db?: Kysely<Database>;
  /** The loaded catalog. When omitted, the app loads `config.catalogPath` into the database. */
  catalog?: Catalog;
  logger?: FastifyBaseLogger;
}

/** Builds the whole HTTP app, ready for `listen()` or, in tests, `inject()`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const logger = deps.logger ?? createLogger(config);
  const ownsDatabase = deps.db === undefined;
  const db = deps.db ?? createDatabase(config);
  let catalog: Catalog;
  try {
    if (ownsDatabase) await migrateToLatest(db, logger);
    catalog = deps.catalog ?? (await loadCatalog(db, config.catalogPath, logger)).catalog;
  } catch (error) {
    if (ownsDatabase) await closeDatabase(db);
    throw error;
  }

  const app = Fastify({
    loggerInstance: logger,
    // request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The shutdown gate answers requests that arrive while closing, in the API's own error shape.
    return503OnClosing: false,
    // Errors Fastify raises before routing (a malformed URL) get the same JSON shape as every other error.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const answer = toErrorAnswer(error);
      void reply.code(answer.statusCode).send(answer.body);
    },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerShutdownGate(app);
  await registerSecurityHeaders(app, { hsts: config.hsts });
  await registerCompression(app);
  await registerRateLimits(app);

  await app.register(healthRoutes, { db, catalogPaints: catalog.paints.length });
  await app.register(catalogRoutes, { catalog });
  await registerWebApp(app, { webDist: config.webDist });

  if (ownsDatabase) app.addHook('onClose', async () => closeDatabase(db));
  return app;
}
