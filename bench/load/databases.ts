import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** One database a bench run measures on, fresh, and removed afterwards. */
export interface BenchDatabase {
  label: 'SQLite' | 'Postgres';
  /** Our server's data folder (mail files are read from it when seeding). */
  dataDir: string;
  /** Environment for our server. */
  serverEnv: Record<string, string>;
  /** Environment for the bare server: the same database. */
  bareEnv: Record<string, string>;
  drop(): Promise<void>;
}

export function sqliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'paintforge-load-'));
  return {
    label: 'SQLite',
    dataDir,
    serverEnv: { DATA_DIR: dataDir },
    bareEnv: { BARE_DATABASE_PATH: join(dataDir, 'paintforge.db') },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the given Postgres server (`paintforge_load_<random>`), dropped by `drop()`. */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const { default: pg } = await import('pg');
  const name = `paintforge_load_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'paintforge-load-'));
  return {
    label: 'Postgres',
    dataDir,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    bareEnv: { BARE_DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // FORCE (Postgres 13+): a connection a crashed child left open must not keep the database alive.
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
