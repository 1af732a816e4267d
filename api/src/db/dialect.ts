import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { PostgresAdapter, SqliteDialect, type Dialect } from 'kysely';
import type pg from 'pg';
import type { AppConfig } from '../config.js';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.js';
import { SqliteDirectAdapter } from './sqlite-direct.js';
import { withStatementCache } from './statement-cache.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

/**
 * The one place that picks the SQL dialect: SQLite (embedded, a file under DATA_DIR) by default, Postgres when
 * DATABASE_URL is set. Everything above this file only sees Kysely<Database>; the migrations use portable types and
 * spell out the few things the two engines write differently (see `isPostgres`).
 */
export function createDialect(config: Pick<AppConfig, 'databasePath' | 'databaseUrl'>): Dialect {
  if (config.databaseUrl !== undefined) return new CurrentSchemaPostgresDialect({ pool: createPostgresPool(config.databaseUrl) });
  const path = config.databasePath;
  // The adapter knows the connection, so the sync write path can run its statements on it directly (sqlite-direct.ts).
  const adapter = new SqliteDirectAdapter();
  const dialect = new SqliteDialect({
    // Opened on the first query, so a Kysely instance that never ran one holds no file handle to leak.
    database: async () => {
      const connection = openSqlite(path);
      adapter.connection = connection;
      return withStatementCache(connection, undefined, startWalCheckpointer(connection));
    },
  });
  // One dialect per Kysely instance (connection.ts), so this adapter and that connection go together.
  dialect.createAdapter = () => adapter;
  return dialect;
}

/**
 * True when `db` runs on Postgres, decided on the dialect's adapter (shared by a Kysely instance and its
 * transactions) by its class, not by its class's name.
 */
export function isPostgres(db: { getExecutor(): { adapter: object } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// Counts and sums come back from Postgres as int8/numeric, which pg hands over as strings to be safe beyond 2^53.
// Every such value here is a row count or a byte total far below that, and the SQLite driver answers numbers:
// parsing them keeps the two engines' rows identical for the code above.
const int8 = 20;
const numeric = 1700;
const typesOf = (driver: typeof pg) =>
  ({
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === int8 || oid === numeric) return (value: string) => Number(value);
      return driver.types.getTypeParser(oid, format);
    },
  }) as pg.CustomTypesConfig;

/**
 * The Postgres driver, loaded on first use: a server on SQLite (the default) never needs it, and loading it was a
 * fifth of a second of every start (issue 22). pg is CommonJS, so it loads synchronously where the pool is made.
 */
const loadPg = (): typeof pg => createRequire(import.meta.url)('pg') as typeof pg;

/**
 * A pool for DATABASE_URL. The URL may carry libpq's `options`, e.g. `?options=-c%20search_path%3Dpaintforge`, to
 * keep the app's tables in their own schema (the tests give each run its own that way).
 */
export function createPostgresPool(url: string): pg.Pool {
  const driver = loadPg();
  const pool = new driver.Pool({
    connectionString: url,
    types: typesOf(driver),
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client's connection can drop (a database restart); pg reports it on the pool, where an unhandled
  // 'error' event would end the process. The next checkout opens a fresh connection.
  pool.on('error', () => undefined);
  pool.on('connect', survivesLostConnection);
  return pool;
}

/**
 * A checked-out client (a transaction between two statements) whose connection is cut or whose backend is terminated
 * reports it on the client, where pg-pool listens only while the client is idle: unheard, the 'error' event ended the
 * server process (issue 34's fault harness, pg-refuse-connections). Heard here, the statement in flight fails, and so
 * does every later one on that client, with pg's own errors, which carry no SQLSTATE: they get ECONNRESET, what they
 * are, so the push's rollback answers a retryable 503 (features/sync/faults.ts) instead of 500, and pg-pool drops the
 * client when it is released. Server-side errors keep their SQLSTATE.
 */
function survivesLostConnection(client: pg.PoolClient): void {
  let lost = false;
  client.on('error', () => (lost = true));
  client.on('end', () => (lost = true));
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const connectionLost = (error: unknown) => {
    const failure = error as { code?: unknown } | null;
    const queryable = (client as unknown as { _queryable?: boolean })._queryable !== false;
    if (failure instanceof Error && failure.code === undefined && (lost || !queryable)) Object.assign(failure, { code: 'ECONNRESET' });
    throw error;
  };
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise ? result.catch(connectionLost) : result;
  }) as typeof client.query;
}

export function openSqlite(path: string): SqliteDatabase.Database {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path, { timeout: 5000 });
  // WAL: readers never block the writer, and a crash cannot corrupt the file. NORMAL is durable in WAL mode except
  // for the last commits before a power loss, which is the usual trade for an app like this one.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite ships with foreign keys off; the cascades of the schema depend on them.
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}
