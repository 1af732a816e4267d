import { rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import { createTestConfig, type AppConfig } from '../config.js';
import { closeDatabase, createDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';

export const silentLog = { info: () => undefined, error: () => undefined };

export interface TestDatabase {
  readonly db: Kysely<Database>;
  readonly config: AppConfig;
}

/** A fresh, migrated SQLite file for every test of the calling file, deleted after each one. */
export function useTestDatabase(): TestDatabase {
  let config: AppConfig | undefined;
  let db: Kysely<Database> | undefined;
  beforeEach(async () => {
    config = createTestConfig();
    db = createDatabase(config);
    await migrateToLatest(db, silentLog);
  });
  afterEach(async () => {
    if (db) await closeDatabase(db);
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
  });
  return {
    get db() {
      if (!db) throw new Error('useTestDatabase: the database exists only inside a test');
      return db;
    },
    get config() {
      if (!config) throw new Error('useTestDatabase: the config exists only inside a test');
      return config;
    },
  };
}
