import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { pino } from 'pino';
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

/**
 * Brings the schema up to date and logs each migration that ran. Throws on failure, because a server on a
 * half-migrated schema would corrupt data; Kysely runs each migration in its own transaction where the dialect
 * allows DDL in transactions (SQLite and Postgres both do).
 */
export async function migrateToLatest(db: Kysely<Database>, log: MigrationLogger = pino({ name: 'migrate' })): Promise<MigrationResult[]> {
  const migrator = new Migrator({
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
  const applied = results.filter((result) => result.status === 'Success').length;
  log.info(
    { applied, known: Object.keys(migrations).length },
    applied === 0 ? 'Database schema is up to date' : 'Database schema migrated',
  );
  return results;
}
