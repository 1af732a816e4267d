import { rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import type { AppConfig } from '../config.js';
import { createTestConfig } from './test-config.js';
import { closeDatabase, createDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { copyTemplate } from './database-templates.js';

export const silentLog = { info: () => undefined, error: () => undefined };

export interface TestDatabase {
  readonly db: Kysely<Database>;
  readonly config: AppConfig;
}

/**
 * A fresh, migrated SQLite file (or Postgres database) for every test of the calling file, deleted after each one: a
 * copy of the run's migrated template (database-templates.ts), brought up to date as a server's start would (a no-op
 * on a copy, the whole migration where there is no template).
 */
export function useTestDatabase(): TestDatabase {
  let config: AppConfig | undefined;
  let db: Kysely<Database> | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    ({ config, drop } = await copyTemplate(createTestConfig(), 'migrated'));
    db = createDatabase(config);
    await migrateToLatest(db, silentLog);
  });
  afterEach(async () => {
    if (db) await closeDatabase(db);
    await drop?.();
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
    config = db = drop = undefined;
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
