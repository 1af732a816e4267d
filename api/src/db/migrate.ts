import { Migrator, sql, type Kysely, type MigrationResult } from 'kysely';
import { pino } from 'pino';
import { isPostgres } from './dialect.js';
import { lockKeyOf } from './exclusive-job.js';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';

interface MigrationLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Raised when a migration fails; the database is left at the last migration that succeeded. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

// The session-level advisory lock that lets one server at a time migrate a Postgres database (several start
// together behind a proxy; Kysely's own lock table could itself be created twice at once).
const migrationLockKey = lockKeyOf('migrations');

/**
 * Brings the schema up to date and logs each migration that ran. Throws on failure, because a server on a
 * half-migrated schema would corrupt data; Kysely runs each migration in its own transaction where the dialect
 * allows DDL in transactions (SQLite and Postgres both do).
 */
export async function migrateToLatest(db: Kysely<Database>, log: MigrationLogger = pino({ name: 'migrate' })): Promise<MigrationResult[]> {
  const results = isPostgres(db)
    ? await db.connection().execute(async (connection) => {
        const schema = await createNamedSchema(connection);
        await sql`select pg_advisory_lock(${migrationLockKey})`.execute(connection);
        try {
          return await migrate(connection, log, schema);
        } finally {
          await sql`select pg_advisory_unlock(${migrationLockKey})`.execute(connection);
        }
      })
    : await migrate(db, log);
  const applied = results.filter((result) => result.status === 'Success').length;
  log.info(
    { applied, known: Object.keys(migrations).length },
    applied === 0 ? 'Database schema is up to date' : 'Database schema migrated',
  );
  return results;
}

async function migrate(db: Kysely<Database>, log: MigrationLogger, schema?: string): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    // Named on Postgres: Kysely looks for its bookkeeping tables in every schema of the database otherwise, and
    // would take another schema's for this one's.
    ...(schema !== undefined && { migrationTableSchema: schema }),
    // The migrations write snake_case themselves; the camelCase plugin must not touch Kysely's own bookkeeping.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    if (result.status === 'Success') log.info({ migration: result.migrationName }, 'Migration applied');
    else if (result.status === 'Error') log.error({ migration: result.migrationName }, 'Migration failed');
  }
  if (error !== undefined) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new MigrationError(`Database migration failed: ${cause.message}`, { cause });
  }
  return results;
}

/**
 * DATABASE_URL may keep the app in its own schema (`?options=-c search_path=NAME`); a first start creates it, as a
 * first start creates the SQLite file. The default search path (`"$user", public`) is left alone. Answers the schema the
 * app's tables live in.
 */
async function createNamedSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ search_path: string }>`show search_path`.execute(db.withoutPlugins());
  const first = rows[0]?.search_path.split(',')[0]?.trim() ?? '';
  const name = first.replace(/^"(.*)"$/, '$1');
  if (name !== '' && name !== '$user') {
    // Two servers starting together may both try; the loser's duplicate error means the schema is there.
    await sql`create schema if not exists ${sql.id(name)}`.execute(db).catch((error: unknown) => {
      if ((error as { code?: string }).code !== '23505') throw error;
    });
  }
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return current.rows[0]!.schema;
}
