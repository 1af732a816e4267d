import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SqliteDialect, type Dialect } from 'kysely';
import type { AppConfig } from '../config.js';
import { withStatementCache } from './statement-cache.js';

/** Raised at start when the configuration asks for a database this release cannot use. */
export class UnsupportedDatabaseError extends Error {
  override name = 'UnsupportedDatabaseError';
}

/**
 * The one place that picks the SQL dialect. SQLite (embedded, a file under DATA_DIR) is the default; Postgres will
 * be chosen here when DATABASE_URL is set. Everything above this file only sees Kysely<Database>, and the
 * migrations use portable types, so adding Postgres means adding a branch here (plus `pg` as a dependency).
 */
export function createDialect(config: Pick<AppConfig, 'databasePath' | 'databaseUrl'>): Dialect {
  if (config.databaseUrl !== undefined) {
    throw new UnsupportedDatabaseError(
      'DATABASE_URL is set, but Postgres support is coming in a later release. ' +
        'Unset DATABASE_URL to use the built-in SQLite database (DATABASE_PATH, default DATA_DIR/paintforge.db).',
    );
  }
  const path = config.databasePath;
  return new SqliteDialect({
    // Opened on the first query, so a Kysely instance that never ran one holds no file handle to leak.
    database: async () => withStatementCache(openSqlite(path)),
  });
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
