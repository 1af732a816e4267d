import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pullOk, pushOk } from '../api/src/testing/sync.js';
import { maxMutationsPerPush } from '@paintforge/sync-protocol';

function line(label: string, value: string) {
  console.log(`  ${label.padEnd(52)} ${value.padStart(14)}`);
}

/**
 * The server's side of sync: how fast pushed mutations are applied (each in its own transaction, with its log
 * entry and version bump) next to raw better-sqlite3 inserts with the same one-transaction-per-row shape, and how
 * long a device's first pull of 5,000 rows takes.
 */
export async function benchSyncServer(): Promise<void> {
  const testApp = await createSyncTestApp();
  try {
    const user = await createTestUser(testApp);
    const device = newDevice();
    const count = 1000;
    const queued = mutations(
      device,
      ...Array.from({ length: count }, (_, i) => ['paint.create@1', paintArgs({ name: `Paint ${i}` })] as [string, unknown]),
    );
    let started = performance.now();
    for (let i = 0; i < queued.length; i += maxMutationsPerPush)
      await pushOk(testApp.app, user, device, queued.slice(i, i + maxMutationsPerPush));
    const pushMs = performance.now() - started;

    const sqlite = new SqliteDatabase(join(testApp.config.dataDir, 'raw.db'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.exec('create table paint (id text primary key, name text, brand text, color text, type text, quantity integer)');
    const insert = sqlite.prepare('insert into paint values (?, ?, ?, ?, ?, ?)');
    const insertOne = sqlite.transaction((i: number) => insert.run(`id-${i}`, `Paint ${i}`, 'Citadel', '#9A1115', 'Base', 1));
    started = performance.now();
    for (let i = 0; i < count; i++) insertOne(i);
    const rawMs = performance.now() - started;
    sqlite.close();

    const more = mutations(
      device,
      ...Array.from({ length: 4000 }, (_, i) => ['paint.create@1', paintArgs({ name: `More ${i}` })] as [string, unknown]),
    );
    for (let i = 0; i < more.length; i += maxMutationsPerPush)
      await pushOk(testApp.app, user, device, more.slice(i, i + maxMutationsPerPush));
    const reader = newDevice();
    started = performance.now();
    const page = await pullOk(testApp.app, user, reader, 5000);
    const pullMs = performance.now() - started;

    console.log('\nSync, server side (SQLite, in-process inject)');
    line(`push ${count} paint.create mutations (batches of ${maxMutationsPerPush})`, `${pushMs.toFixed(0)} ms`);
    line('  server apply rate', `${Math.round((count / pushMs) * 1000)} mutations/s`);
    line('  baseline: raw better-sqlite3, one txn per insert', `${Math.round((count / rawMs) * 1000)} inserts/s`);
    line(`pull of ${page.patch.length} rows from cursor 0 (one page)`, `${pullMs.toFixed(0)} ms`);
  } finally {
    await testApp.cleanup();
  }
}
