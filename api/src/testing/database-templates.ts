import { constants, copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { createTestConfig } from './test-config.js';
import { closeDatabase, createDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { loadCatalog } from '../features/catalog/loader.js';
import { postgresDatabaseUrl, postgresTemplateDatabase, sqliteTemplatesVariable, type TemplateName } from './template-names.js';

/**
 * Databases migrated once per run, copied for each test app (issue 20): on SQLite a copied file (a tenth of a second
 * where migrating and loading the catalog took over half a second), on Postgres a database made from a template
 * (`create database … template …`) when the app loads the real catalog, whose 5,800 inserts took most of a second per
 * app. Two templates: `migrated` (the schema only, for apps given a catalog of their own or another catalog file) and
 * `catalog` (the real catalog loaded too, so the app's start finds its snapshot and loads nothing). The migrations themselves, and a first start on an empty database, keep their own
 * tests (db/migrations.test.ts, server.test.ts), which make their databases from nothing.
 */
const silent = { info: () => undefined, error: () => undefined, warn: () => undefined };

/** The catalog file every test config loads unless told otherwise: the `catalog` template holds it. */
const defaultCatalogPath = createTestConfig({ dataDir: '' }).catalogPath;

/** Migrates the database `config` points at and, for the `catalog` template, loads the real catalog into it. */
export async function buildTemplate(config: Pick<AppConfig, 'databasePath' | 'databaseUrl'>, name: TemplateName): Promise<void> {
  const db = createDatabase(config);
  try {
    await migrateToLatest(db, silent);
    if (name === 'catalog') await loadCatalog(db, defaultCatalogPath, silent);
  } finally {
    await closeDatabase(db);
  }
}

/** The template an app on `config` starts from: the catalog one only when it would load that same catalog file. */
export function templateFor(config: Pick<AppConfig, 'catalogPath'>, hasOwnCatalog: boolean): TemplateName {
  return !hasOwnCatalog && config.catalogPath === defaultCatalogPath ? 'catalog' : 'migrated';
}

let copies = 0;

/**
 * Gives a fresh test config a copy of `template` as its database, and answers the config to use (on Postgres its URL
 * names the copy) and what removes the copy. Without templates (outside the test projects that set them up, e.g. the
 * benches) the config is answered as it is, and the app migrates its database itself.
 */
export async function copyTemplate(config: AppConfig, template: TemplateName): Promise<{ config: AppConfig; drop(): Promise<void> }> {
  const runUrl = process.env.PAINTFORGE_TEST_RUN_DATABASE_URL;
  // On Postgres a copy (about 8 MB of WAL for the system catalogs, and a drop) costs as much as the 13 migrations in a
  // schema of the run's database, which the app then runs itself; only the catalog's 5,800 inserts are worth copying.
  if (config.databaseUrl !== undefined && template === 'catalog' && runUrl !== undefined && runUrl !== '') {
    const base = new URL(runUrl);
    const database = `${base.pathname.slice(1)}_${process.pid.toString(36)}_${(copies++).toString(36)}`;
    await withAdminClient(base, (client) =>
      client.query(`create database "${database}" template "${postgresTemplateDatabase(base, template)}"`),
    );
    return {
      config: { ...config, databaseUrl: postgresDatabaseUrl(base, database) },
      // Forced: a connection a test left open must not keep the copy (and its 8 MB) for the rest of the run.
      drop: () => withAdminClient(base, (client) => client.query(`drop database if exists "${database}" with (force)`)),
    };
  }
  const dir = process.env[sqliteTemplatesVariable];
  if (config.databaseUrl === undefined && dir !== undefined && dir !== '' && !existsSync(config.databasePath)) {
    // A clone where the file system can (copy-on-write), a plain copy elsewhere.
    copyFileSync(join(dir, `${template}.db`), config.databasePath, constants.COPYFILE_FICLONE);
  }
  return { config, drop: async () => undefined };
}

async function withAdminClient(url: URL, use: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
