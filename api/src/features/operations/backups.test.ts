import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { backupFileSchema } from '@paintforge/sync-protocol';
import { main as backupCommand } from '../../cli/backup.js';
import type { Output } from '../../cli/output.js';
import { main as restoreCommand } from '../../cli/restore.js';
import type { AppConfig } from '../../config.js';
import { closeDatabase, createDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { nowIso } from '../../db/schema.js';
import { createTestAdmin } from '../../testing/admin.js';
import { useRestartableApps } from '../../testing/restartable-apps.js';
import { createTestUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { dumpTables } from '../../testing/tables.js';
import { silentLog } from '../../testing/test-database.js';
import { createCatalog } from '../catalog/service.js';
import { syncCatalogToDatabase } from '../catalog/loader.js';
import { listBackups } from './backup-file.js';
import { createBackupService } from './backups.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

const apps = useRestartableApps();
const newConfig = () => apps.newConfig();

/** The environment the command line reads, for `config`'s files. */
const envOf = (config: AppConfig): NodeJS.ProcessEnv => ({
  DATA_DIR: config.dataDir,
  DATABASE_PATH: config.databasePath,
  BACKUP_DIR: config.backupDir,
  JWT_SECRET: config.jwtSecret,
});

function recordingOutput(): Output & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line) };
}

async function start(config: AppConfig) {
  // Counts reach the database only at close here, so nothing writes between a backup and the dump it is compared to.
  const app = await apps.start(config, { catalog: createCatalog(testCatalogPaints), responseCountFlushMs: 3_600_000 });
  const db = createDatabase(config);
  await syncCatalogToDatabase(db, testCatalogPaints);
  return { app, db };
}

const jpeg = (fill: number, size = 68) => Buffer.from(testJpeg(fill, size));

async function ok(app: FastifyInstance, user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const response = await send(app, user, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

describe('backup and restore', () => {
  it('brings back every table exactly as it was at the backup', async () => {
    const config = newConfig();
    const { app, db } = await start(config);
    const admin = await createTestAdmin({ app, db, config });
    const painter = await createTestUser({ app, db, config });
    const paint = await ok(app, painter, 'POST', '/api/paints', {
      name: 'Mephiston Red',
      brand: 'Citadel',
      color: '#9A1115',
      type: 'Base',
    });
    const project = await ok(app, painter, 'POST', '/api/projects', {
      name: 'Sanguinary Guard',
      imageUrl: `data:image/jpeg;base64,${jpeg(3).toString('base64')}`,
    });
    await ok(app, painter, 'POST', `/api/projects/${project.id}/paints`, { paintId: paint.id, partName: 'Armor' });
    await ok(app, painter, 'POST', '/api/feedback', { subject: 'Hello', message: 'Lovely app, thank you!' });
    await ok(app, admin, 'PUT', `/api/admin/catalog/${testCatalogPaints[0]!.id}/color`, { color: '#101010' });
    await ok(app, admin, 'GET', '/api/admin/stats');

    const atBackup = await dumpTables(db);
    const backup = backupFileSchema.parse(await ok(app, admin, 'POST', '/api/admin/backups'));
    expect(await dumpTables(db)).toEqual(atBackup);
    expect(Object.keys(atBackup)).toEqual(
      expect.arrayContaining(['user', 'paint', 'project_paint', 'blob', 'feedback', 'catalog_correction', 'response_minute']),
    );

    // Life goes on: a user leaves, another writes, an admin resolves.
    await ok(app, painter, 'POST', '/api/feedback', { subject: 'Again', message: 'Another message for you.' });
    expect((await send(app, admin, 'DELETE', `/api/admin/users/${painter.id}`)).statusCode).toBe(200);
    expect(await dumpTables(db)).not.toEqual(atBackup);
    await closeDatabase(db);

    // The restore refuses while the server has the database open.
    const refused = recordingOutput();
    expect(await restoreCommand([backup.file], envOf(config), refused)).toBe(1);
    expect(refused.errors.join('\n')).toMatch(/is in use .*Stop the server/);
    await app.close();

    const output = recordingOutput();
    expect(await restoreCommand([backup.file], envOf(config), output), output.errors.join('\n')).toBe(0);
    expect(output.lines[0]).toBe(`Restored ${join(config.backupDir, backup.file)} into ${config.databasePath}.`);
    const restored = createDatabase(config);
    try {
      expect(await dumpTables(restored)).toEqual(atBackup);
    } finally {
      await closeDatabase(restored);
    }
    // The database as it was before the restore is kept, apart from the backups the schedule prunes.
    const kept = readdirSync(config.backupDir).filter((name) => name.startsWith('paintforge-before-restore-'));
    expect(kept).toHaveLength(1);
    expect(await listBackups(config.backupDir)).toEqual([backup]);
    // Each a single self-contained file: looking at a backup leaves no -wal or -shm beside it.
    expect(readdirSync(config.backupDir).sort()).toEqual([backup.file, kept[0]]);

    // And the server runs on it: the painter is back, signed in as before.
    const again = await start(config);
    expect((await send(again.app, painter, 'GET', '/api/feedback')).json()).toHaveLength(1);
    await closeDatabase(again.db);
  });

  it('serves requests while a backup runs, and the copy is a whole database', async () => {
    const config = newConfig();
    const { app, db } = await start(config);
    const admin = await createTestAdmin({ app, db, config });
    // About 24 MB of photos, so the copy takes a while.
    for (let index = 0; index < 24; index++) {
      const bytes = jpeg(index, 1024 * 1024);
      await db
        .insertInto('blob')
        .values({ sha256: String(index).padStart(64, '0'), mime: 'image/jpeg', size: bytes.length, bytes, createdAt: nowIso() })
        .execute();
    }
    let done = false;
    const backup = ok(app, admin, 'POST', '/api/admin/backups').finally(() => {
      done = true;
    });
    let servedDuring = 0;
    while (!done) {
      const painter = await createTestUser({ app, db, config });
      expect(
        (await send(app, painter, 'POST', '/api/feedback', { subject: 'During', message: 'Written during a backup.' })).statusCode,
      ).toBe(201);
      if (!done) servedDuring += 1;
    }
    const file = backupFileSchema.parse(await backup);
    expect(servedDuring).toBeGreaterThan(0);
    await closeDatabase(db);
    const copy = new SqliteDatabase(join(config.backupDir, file.file), { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.prepare('select count(*) from blob').pluck().get()).toBe(24);
    } finally {
      copy.close();
    }
  });

  it('refuses a file that is not a database of this app, or one from a newer release', async () => {
    const config = newConfig();
    const db = createDatabase(config);
    await migrateToLatest(db, silentLog);
    await closeDatabase(db);
    const junk = join(config.dataDir, 'junk.db');
    writeFileSync(junk, 'not a database at all, just some text that is long enough to be a file');
    const output = recordingOutput();
    expect(await restoreCommand([junk], envOf(config), output)).toBe(1);
    expect(output.errors[0]).toMatch(/junk\.db/);

    const newer = join(config.dataDir, 'newer.db');
    const file = new SqliteDatabase(newer);
    file.exec(
      `create table kysely_migration (name text primary key, timestamp text); insert into kysely_migration values ('0999_future', 'x')`,
    );
    file.close();
    expect(await restoreCommand([newer], envOf(config), output)).toBe(1);
    expect(output.errors[1]).toMatch(/newer release \(migrations 0999_future\)/);
    expect(await restoreCommand([], envOf(config), output)).toBe(2);
  });
});

describe('npm run backup', () => {
  it('writes a backup next to the others and keeps the newest BACKUP_KEEP', async () => {
    const config = newConfig();
    const output = recordingOutput();
    expect(await backupCommand([], envOf(config), output)).toBe(1);
    expect(output.errors[0]).toMatch(/no database/);

    const db = createDatabase(config);
    await migrateToLatest(db, silentLog);
    await closeDatabase(db);
    for (const at of ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z']) {
      expect(await backupCommand([], envOf(config), output)).toBe(0);
      // Age the file the command just made (the newest), so the order of the three is known.
      const [made] = await listBackups(config.backupDir);
      utimesSync(join(config.backupDir, made!.file), new Date(at), new Date(at));
    }
    expect(await backupCommand([], { ...envOf(config), BACKUP_KEEP: '2' }, output)).toBe(0);
    const files = await listBackups(config.backupDir);
    expect(files).toHaveLength(2);
    expect(Date.parse(files[0]!.createdAt)).toBeGreaterThan(Date.parse('2026-01-02T00:00:00.000Z'));
    expect(files[1]!.createdAt).toBe('2026-01-02T00:00:00.000Z');
    expect(output.lines.at(-1)).toBe('Deleted 1 older backup(s), keeping the newest 2.');
  });
});

describe('the backup schedule', () => {
  it('backs up every interval, keeping the newest N', async () => {
    const config = newConfig();
    const db = createDatabase(config);
    await migrateToLatest(db, silentLog);
    await closeDatabase(db);
    const log = { info: () => undefined, error: () => undefined };
    const service = createBackupService({ databasePath: config.databasePath, backupDir: config.backupDir, keep: 2, intervalMs: 300 }, log);
    await service.start();
    expect(await service.list()).toEqual([]);
    await expect.poll(async () => (await service.list()).length, { timeout: 5000 }).toBe(2);
    // A third run prunes the oldest.
    const [newest] = await service.list();
    await expect.poll(async () => (await service.list())[0]!.file !== newest!.file, { timeout: 5000 }).toBe(true);
    await service.close();
    // Only whole files: no copy left half-written under its .partial name.
    expect(readdirSync(config.backupDir).filter((name) => !name.endsWith('.partial'))).toHaveLength(2);
    expect(readdirSync(config.backupDir)).toHaveLength(2);
  });
});
