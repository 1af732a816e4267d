import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pullOk, pushOk } from '../api/src/testing/sync.js';
import { maxMutationsPerPush } from '@paintforge/sync-protocol';
import { rawPaintCreates } from './raw-mutation-statements.js';

function line(label: string, value: string) {
  console.log(`  ${label.padEnd(52)} ${value.padStart(14)}`);
}

/**
 * The server's side of sync: how fast pushed mutations are applied (each in its own transaction, with its log
 * entry and version bump) next to two baselines: raw better-sqlite3 inserts with the same one-transaction-per-row
 * shape, and the server's own statements for each mutation hand-written on raw better-sqlite3
 * (raw-mutation-statements.ts), which tells the SQL's cost from the code's. Then how long a device's first pull of
 * 5,000 rows takes.
 */
export async function benchSyncServer(): Promise<void> {
  const testApp = await createSyncTestApp();
  try {
    const user = await createTestUser(testApp);
    const device = newDevice();
    const pushAll = async (names: string[]) => {
      const queued = mutations(device, ...names.map((name) => ['paint.create@1', paintArgs({ name })] as [string, unknown]));
      for (let i = 0; i < queued.length; i += maxMutationsPerPush)
        await pushOk(testApp.app, user, device, queued.slice(i, i + maxMutationsPerPush));
    };
    // Both sides first write 1,000 rows unmeasured, as a server that has been running does: the JIT has compiled the
    // path and SQLite's WAL is past its first checkpoints (ours on a thread by then: db/wal-checkpointer.ts).
    const warmUp = 1000;
    const count = 4000;
    await pushAll(Array.from({ length: warmUp }, (_, i) => `Warm ${i}`));
    let started = performance.now();
    await pushAll(Array.from({ length: count }, (_, i) => `Paint ${i}`));
    const pushMs = performance.now() - started;

    const sqlite = new SqliteDatabase(join(testApp.config.dataDir, 'raw.db'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.exec('create table paint (id text primary key, name text, brand text, color text, type text, quantity integer)');
    const insert = sqlite.prepare('insert into paint values (?, ?, ?, ?, ?, ?)');
    const insertOne = sqlite.transaction((i: number) => insert.run(`id-${i}`, `Paint ${i}`, 'Citadel', '#9A1115', 'Base', 1));
    for (let i = 0; i < warmUp; i++) insertOne(-1 - i);
    started = performance.now();
    for (let i = 0; i < count; i++) insertOne(i);
    const rawMs = performance.now() - started;
    sqlite.close();

    // The second baseline: the same statements as ours, on the same schema, by hand on raw better-sqlite3.
    const bare = await createSyncTestApp();
    const statements = rawPaintCreates(bare.config.databasePath, (await createTestUser(bare)).id);
    for (let i = 0; i < warmUp; i++) statements.create(paintArgs());
    started = performance.now();
    for (let i = 0; i < count; i++) statements.create(paintArgs());
    const statementsMs = performance.now() - started;
    statements.close();
    await bare.cleanup();

    const reader = newDevice();
    started = performance.now();
    const page = await pullOk(testApp.app, user, reader, 5000);
    const pullMs = performance.now() - started;

    console.log('\nSync, server side (SQLite, in-process inject)');
    line(`push ${count} paint.create mutations (batches of ${maxMutationsPerPush}, after ${warmUp})`, `${pushMs.toFixed(0)} ms`);
    line('  server apply rate', `${Math.round((count / pushMs) * 1000)} mutations/s`);
    line('  baseline: raw better-sqlite3, one txn per insert', `${Math.round((count / rawMs) * 1000)} inserts/s`);
    line('  ratio ours / raw inserts', `${(rawMs / pushMs).toFixed(3)}×`);
    line('  baseline: our statements by hand, raw better-sqlite3', `${Math.round((count / statementsMs) * 1000)} mutations/s`);
    line('  ratio ours / our statements by hand', `${(statementsMs / pushMs).toFixed(3)}×`);
    line('  ratio our statements by hand / raw inserts', `${(rawMs / statementsMs).toFixed(3)}×`);
    line(`pull of ${page.patch.length} rows from cursor 0 (one page)`, `${pullMs.toFixed(0)} ms`);
  } finally {
    await testApp.cleanup();
  }
}
