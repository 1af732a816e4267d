import { CamelCasePlugin, Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import { createDialect } from './dialect.js';
import type { Database } from './schema.js';

/**
 * TypeScript sees camelCase (`userId`), SQL stores snake_case (`user_id`); the plugin translates both ways.
 * Migrations write snake_case names directly, which the plugin leaves as they are.
 */
export function createDatabase(config: Pick<AppConfig, 'databasePath' | 'databaseUrl'>): Kysely<Database> {
  return new Kysely<Database>({ dialect: createDialect(config), plugins: [new CamelCasePlugin()] });
}

/**
 * Closes the connection. For SQLite this also checkpoints the WAL into the main file and removes the -wal file,
 * so a stopped server leaves one self-contained file that is safe to copy as a backup.
 */
export async function closeDatabase(db: Kysely<Database>): Promise<void> {
  await db.destroy();
}
