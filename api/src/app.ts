import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import { closeDatabase, createDatabase } from './db/connection.js';
import { isPostgres } from './db/dialect.js';
import { runExclusively } from './db/exclusive-job.js';
import { sharedSecret } from './db/shared-secret.js';
import { migrateToLatest } from './db/migrate.js';
import type { Database } from './db/schema.js';
import { grantConfiguredAdmins } from './features/auth/admins.js';
import { createPasswordHasher } from './features/auth/passwords.js';
import { authRoutes } from './features/auth/routes.js';
import { createAccountService } from './features/auth/service.js';
import { purgeExpiredSessions } from './features/auth/sessions.js';
import { loadCatalog } from './features/catalog/loader.js';
import { catalogRoutes } from './features/catalog/routes.js';
import type { Catalog } from './features/catalog/service.js';
import { adminBarcodeRoutes, barcodeRoutes, sharedBarcodeRoutes } from './features/barcodes/routes.js';
import { rebuildSharedBarcodes } from './features/barcodes/shared-map.js';
import { createVoiceRecount, trustSweepIntervalMs } from './features/trust/recount.js';
import { blobRoutes } from './features/blobs/routes.js';
import { adminRoutes } from './features/admin/routes.js';
import { settleReportedColour } from './features/catalog-corrections/agreed-reports.js';
import { followCorrections } from './features/catalog-corrections/follow-corrections.js';
import { createLiveCatalog } from './features/catalog-corrections/live-catalog.js';
import { feedbackRoutes } from './features/feedback/routes.js';
import { createBackupService } from './features/operations/backups.js';
import { createResponseCounter, registerResponseCounting } from './features/operations/response-counts.js';
import { healthRoutes } from './features/health/routes.js';
import { imageLinkRoutes } from './features/image-links/routes.js';
import { paintRoutes } from './features/paints/routes.js';
import { projectRoutes } from './features/projects/routes.js';
import { recipeRoutes } from './features/recipes/routes.js';
import { showcaseRoutes } from './features/showcase/routes.js';
import type { SyncDeps } from './features/sync/apply.js';
import { purgeExpired } from './features/sync/purge.js';
import { syncRoutes } from './features/sync/routes.js';
import { liveRoutes } from './features/sync/live-routes.js';
import { createPokeHub, type PokeLimits } from './features/sync/pokes.js';
import type { SyncSeams } from './features/sync/seams.js';
import { createLogger } from './logger.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler, toErrorAnswer } from './plugins/error-handler.js';
import { registerJsonBody } from './plugins/json-body.js';
import { purgeEndedRateLimits } from './plugins/database-rate-limit-store.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { registerRequestLog } from './plugins/request-log.js';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.js';
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
  /** Where account mails go. When omitted: SMTP if `config.smtpUrl` is set, else the log and DATA_DIR/mail/. */
  mailer?: Mailer;
  /** How often the response counts reach the database (default 5 s); tests that compare whole tables lengthen it. */
  responseCountFlushMs?: number;
  /** Bounds of live streams (features/sync/pokes.ts; defaultPokeLimits when omitted). Tests make them small. */
  pokeLimits?: PokeLimits;
  /** Tests only: hooks into the sync write path (features/sync/seams.ts). */
  syncSeams?: SyncSeams;
  /** How often a server on Postgres looks for catalog corrections made through another server (default 5 s). */
  correctionFollowMs?: number;
  /** How often painters whose first week ended are counted again (default hourly: trust/recount.ts). */
  trustSweepMs?: number;
  /**
   * Tests only: where a server on SQLite keeps its rate-limit counters (default: the library's in-memory store), so a
   * test app shared by a file's tests can forget them between tests (testing/rate-limit-memory.ts).
   */
  rateLimitMemoryStore?: FastifyRateLimitStoreCtor;
}

const sessionPurgeIntervalMs = 60 * 60 * 1000;
const tombstonePurgeIntervalMs = 24 * 60 * 60 * 1000;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole HTTP app, ready for `listen()` or, in tests, `inject()`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const startedAt = new Date();
  const logger = deps.logger ?? createLogger(config);
  const ownsDatabase = deps.db === undefined;
  const db = deps.db ?? createDatabase(config);
  let catalog: Catalog;
  let jwtSecret = config.jwtSecret;
  // Ended sessions and ended rate-limit windows: both are refused or ignored anyway; the purge keeps tables small.
  const purgeSessions = async () => {
    await purgeExpiredSessions(db);
    await purgeEndedRateLimits(db);
  };
  const purgeTombstones = async () => {
    const purged = await purgeExpired(db, { retentionDays: config.tombstoneRetentionDays });
    if (Object.values(purged).some((count) => count > 0))
      logger.info({ ...purged, retentionDays: config.tombstoneRetentionDays }, 'Purged old tombstones');
  };
  try {
    if (ownsDatabase) await migrateToLatest(db, logger);
    catalog = deps.catalog ?? (await loadCatalog(db, config.catalogPath, logger)).catalog;
    // The stored shared barcode map, counted again in full once per start (links and verifications kept it current).
    await rebuildSharedBarcodes(db);
    const granted = await grantConfiguredAdmins(db, config.adminEmails);
    if (granted.length > 0) logger.info({ emails: granted }, 'Granted admin rights from ADMIN_EMAILS');
    if (config.jwtSecretSource === 'database') jwtSecret = await sharedSecret(db, 'jwt');
    await runExclusively(db, 'purge-sessions', purgeSessions);
    await runExclusively(db, 'purge-tombstones', purgeTombstones);
  } catch (error) {
    if (ownsDatabase) await closeDatabase(db);
    throw error;
  }

  // Served through one object whose content an admin's correction can replace (catalog-corrections/).
  const liveCatalog = createLiveCatalog(catalog);
  // Several servers may share a Postgres database: a correction made through one reaches the others' catalogs.
  const corrections = isPostgres(db)
    ? await followCorrections(db, liveCatalog, {
        intervalMs: deps.correctionFollowMs ?? 5000,
        onError: (error) => logger.warn({ err: error }, 'Could not look for catalog corrections'),
      })
    : undefined;
  const responseCounts = createResponseCounter(db, {
    log: logger,
    ...(deps.responseCountFlushMs !== undefined && { flushIntervalMs: deps.responseCountFlushMs }),
  });
  // SQLite only: a Postgres server is backed up by its own tools.
  const backups =
    config.databaseUrl === undefined
      ? createBackupService(
          {
            databasePath: config.databasePath,
            backupDir: config.backupDir,
            keep: config.backupKeep,
            intervalMs: config.backupIntervalHours * 60 * 60 * 1000,
          },
          logger,
        )
      : undefined;

  const passwords = await createPasswordHasher({ memoryKib: config.argon2MemoryKib });
  const mailer = deps.mailer ?? createMailer(config, logger);
  // Voices that start counting (trust/trust-rule.ts): at a verification, and when a painter's first week ends (the
  // sweep, hourly on one server at a time); at start, what a stopped server missed.
  const voices = createVoiceRecount({ db, catalog: liveCatalog });
  await voices.settleAll().catch((error: unknown) => logger.warn({ err: error }, 'Could not settle painters’ colour reports at start'));
  const accounts = createAccountService({ db, passwords, mailer, log: logger, config, voices });

  const frameworkErrorHeaders = securityHeaders({ hsts: config.hsts });
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    // A client must send its whole request, headers and body, within REQUEST_TIMEOUT_SECONDS: one that trickles a
    // byte every few seconds is answered 408 and dropped instead of holding a connection open for good. Node checks
    // its connections every `connectionsCheckingInterval` (30 s by default), so the check runs often enough for the
    // drop to come close to the limit.
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(2000, Math.max(100, requestTimeoutMs / 4)),
    },
    loggerInstance: logger,
    // Behind a reverse proxy the client's address is in X-Forwarded-For; rate limits key on it (TRUST_PROXY).
    // A number means "the last N hops are proxies", which Fastify accepts at run time but its types spell as a function.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The shutdown gate answers requests that arrive while closing, in the API's own error shape.
    return503OnClosing: false,
    // Errors Fastify raises before routing (a malformed URL) get the same JSON shape as every other error.
    // No hook has run yet, so the security headers are set here as well.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const answer = toErrorAnswer(error);
      void reply.code(answer.statusCode).headers(frameworkErrorHeaders).send(answer.body);
    },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerRequestLog(app);
  registerResponseCounting(app, responseCounts);
  registerShutdownGate(app);
  registerSecurityHeaders(app, { hsts: config.hsts });
  await registerCompression(app);
  await registerRateLimits(app, db, deps.rateLimitMemoryStore);
  await registerAuth(app, { db, jwtSecret, policy: config });

  await app.register(healthRoutes, { db, catalogPaints: catalog.size });
  await app.register(catalogRoutes, { catalog: liveCatalog });
  await app.register(authRoutes, { accounts });
  const sync: SyncDeps = {
    db,
    findCatalogPaint: (id) => liveCatalog.find(id),
    // A colour report queued on a device is counted toward the shared colour once its push commits, as the REST route does.
    onColourReport: async (paintId) => void (await settleReportedColour(db, liveCatalog, paintId)),
    ...(deps.syncSeams && { seams: deps.syncSeams }),
    pollSeconds: config.syncPollSeconds,
  };
  // Live devices (issue 33): bounded streams; across servers on Postgres through LISTEN/NOTIFY, in process on SQLite.
  const pokes = createPokeHub({
    db,
    databaseUrl: config.databaseUrl,
    ...(deps.pokeLimits && { limits: deps.pokeLimits }),
    onError: (error) => logger.warn({ err: error }, 'Live pokes: the database connection failed; devices poll meanwhile'),
  });
  // Open streams would hold the server's close: they end first (devices reconnect to the next server, or poll).
  app.addHook('preClose', async () => pokes.close());
  // Built means listening: a push on another server from now on reaches this server's streams (never rejects).
  await pokes.listening;
  await app.register(syncRoutes, { sync, pushesPerMinute: config.pushesPerMinute, pokes });
  await app.register(liveRoutes, { pokes });
  await app.register(blobRoutes, { db });
  await app.register(imageLinkRoutes, { db, testOrigins: config.imageLinkTestOrigins });
  await app.register(paintRoutes, { sync });
  await app.register(projectRoutes, { sync, appUrl: config.appUrl });
  await app.register(recipeRoutes, { sync });
  await app.register(showcaseRoutes, {
    db,
    appUrl: config.appUrl,
    webDist: config.webDist,
    catalogEtag: () => liveCatalog.etag,
    findCatalogPaint: (id) => liveCatalog.find(id),
    readsPerMinute: config.showcaseReadsPerMinute,
  });
  await app.register(feedbackRoutes, { db, catalog: liveCatalog });
  await app.register(sharedBarcodeRoutes, { db, catalog: liveCatalog });
  await app.register(barcodeRoutes, { db, catalog: liveCatalog });
  await app.register(adminBarcodeRoutes, { db, catalog: liveCatalog });
  await app.register(adminRoutes, { db, catalog: liveCatalog, startedAt, backups, flushResponseCounts: responseCounts.flush });
  await registerWebApp(app, { webDist: config.webDist });

  // Expired sessions are refused anyway; the purge only keeps the table small, so a failure is worth a warning.
  // Each runs on one server at a time (runExclusively); a server that finds another at it skips its turn.
  const purge = setInterval(() => {
    runExclusively(db, 'purge-sessions', purgeSessions).catch((error: unknown) =>
      logger.warn({ err: error }, 'Could not purge expired sessions'),
    );
  }, sessionPurgeIntervalMs);
  purge.unref();
  // Old tombstones and log entries: a missed run only keeps them a day longer.
  const tombstonePurge = setInterval(() => {
    runExclusively(db, 'purge-tombstones', purgeTombstones).catch((error: unknown) =>
      logger.warn({ err: error }, 'Could not purge old tombstones'),
    );
  }, tombstonePurgeIntervalMs);
  tombstonePurge.unref();
  const trustSweep = setInterval(() => {
    runExclusively(db, 'trust-sweep', () => voices.sweep()).catch((error: unknown) =>
      logger.warn({ err: error }, 'Could not count the voices of painters whose first week ended'),
    );
  }, deps.trustSweepMs ?? trustSweepIntervalMs);
  trustSweep.unref();
  // One hook, so the order is explicit (Fastify runs separate onClose hooks last-registered first): a backup still
  // copying and the last seconds of response counts, which a restart must not lose, finish before the database
  // closes (here, or in server.ts after close).
  app.addHook('onClose', async () => {
    clearInterval(purge);
    clearInterval(tombstonePurge);
    clearInterval(trustSweep);
    corrections?.stop();
    await backups?.close();
    await responseCounts.close();
    await accounts.settle();
    if (deps.mailer === undefined) mailer.close();
    if (ownsDatabase) await closeDatabase(db);
  });
  await backups?.start();
  return app;
}
