import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import { bearer } from '../api/src/testing/accounts.js';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pullOk, pushBody, pushOk } from '../api/src/testing/sync.js';
import type { PushMutation } from '@paintforge/sync-protocol';
import { push } from '../api/src/features/sync/service.js';
import { rawPaintCreates, type RawPaintCreate } from './raw-mutation-statements.js';
import { printGoal } from './report.js';

function line(label: string, value: string) {
  console.log(`  ${label.padEnd(58)} ${value.padStart(16)}`);
}

/** Mutations per push measured: a device's everyday push, and a device back from a long time offline. */
const pushSizes = [5, 50] as const;

/**
 * The server's side of sync: how fast pushed mutations are applied (one transaction per push, a savepoint, log
 * entry and result per mutation, one version bump) next to two baselines of the same shape, one transaction per push:
 * raw better-sqlite3 inserting as many rows, and the server's own statements for each push hand-written on raw
 * better-sqlite3 (raw-mutation-statements.ts), which tells the SQL's cost from the code's.
 */
export async function benchSyncServer(): Promise<void> {
  const testApp = await createSyncTestApp();
  const bare = await createSyncTestApp();
  try {
    const user = await createTestUser(testApp);
    const device = newDevice();
    const pushAll = async (size: number, names: string[]) => {
      const queued = mutations(device, ...names.map((name) => ['paint.create@1', paintArgs({ name })] as [string, unknown]));
      for (let i = 0; i < queued.length; i += size) await pushOk(testApp.app, user, device, queued.slice(i, i + size));
    };
    // The push path alone: the sync service's push() called directly, no request around it (its own painter and device).
    const serviceUser = await createTestUser(testApp);
    const serviceDevice = newDevice();
    const pushAllDirectly = async (size: number, names: string[]) => {
      const queued = mutations(serviceDevice, ...names.map((name) => ['paint.create@1', paintArgs({ name })] as [string, unknown]));
      for (let i = 0; i < queued.length; i += size)
        await push(testApp.sync, serviceUser.id, serviceDevice.clientId, queued.slice(i, i + size) as PushMutation[]);
    };
    const sqlite = new SqliteDatabase(join(testApp.config.dataDir, 'raw.db'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.exec('create table paint (id text primary key, name text, brand text, color text, type text, quantity integer)');
    const insert = sqlite.prepare('insert into paint values (?, ?, ?, ?, ?, ?)');
    let rawId = 0;
    const insertPush = sqlite.transaction((size: number) => {
      for (let i = 0; i < size; i++) insert.run(`id-${rawId++}`, `Paint ${rawId}`, 'Citadel', '#9A1115', 'Base', 1);
    });
    const statements = rawPaintCreates(bare.config.databasePath, (await createTestUser(bare)).id);
    // The ceiling over inject: a bare Fastify route (no plugins, no session, no validation) that runs our statements by
    // hand, sent the same bodies through the same inject. Its ratio is the most any Fastify server doing the design's
    // statements can reach against them in process: inject and Fastify alone cost what it falls short by.
    const floorApp = Fastify();
    floorApp.post<{ Body: { mutations: Array<{ id: number; args: RawPaintCreate }> } }>('/api/sync/push', async (request) => {
      const list = request.body.mutations;
      statements.push(list.map((mutation) => mutation.args));
      return { lastMutationId: list.at(-1)?.id ?? 0, results: list.map((mutation) => ({ id: mutation.id, status: 'applied' })) };
    });
    const floorDevice = newDevice();
    const pushAllToFloor = async (size: number, names: string[]) => {
      const queued = mutations(floorDevice, ...names.map((name) => ['paint.create@1', paintArgs({ name })] as [string, unknown]));
      for (let i = 0; i < queued.length; i += size) {
        const payload = pushBody(floorDevice, queued.slice(i, i + size));
        const response = await floorApp.inject({ method: 'POST', url: '/api/sync/push', headers: bearer(user.token), payload });
        if (response.statusCode !== 200) throw new Error(`the bare route answered ${response.statusCode}`);
      }
    };

    // Each side first writes 1,000 rows unmeasured, as a server that has been running does: the JIT has compiled the
    // path and SQLite's WAL is past its first checkpoints (ours on a thread by then: db/wal-checkpointer.ts).
    const warmUp = 1000;
    const count = 4000;
    console.log('\nSync, server side (SQLite, in-process inject)');
    // Each side writes its warm-up rows, then is timed for `count` more, pushes of `size`.
    const timed = async (size: number, pushNames: (size: number, names: string[]) => Promise<void> | void) => {
      await pushNames(
        size,
        Array.from({ length: warmUp }, (_, i) => `Warm ${i}`),
      );
      const started = performance.now();
      await pushNames(
        size,
        Array.from({ length: count }, (_, i) => `Paint ${i}`),
      );
      return performance.now() - started;
    };
    for (const size of pushSizes) {
      const pushMs = await timed(size, pushAll);
      const directMs = await timed(size, pushAllDirectly);
      const rawMs = await timed(size, (_, names) => {
        for (let i = 0; i < names.length; i += size) insertPush(size);
      });
      const statementsMs = await timed(size, (_, names) => {
        for (let i = 0; i < names.length; i += size) statements.push(Array.from({ length: size }, () => paintArgs()));
      });
      const floorMs = await timed(size, pushAllToFloor);

      line(`push ${count} paint.create mutations, ${size} a push (after ${warmUp})`, `${pushMs.toFixed(0)} ms`);
      line('  server apply rate', `${Math.round((count / pushMs) * 1000)} mutations/s`);
      line(`  baseline: raw better-sqlite3, ${size} inserts a txn`, `${Math.round((count / rawMs) * 1000)} inserts/s`);
      line('  ratio ours / raw inserts', `${(rawMs / pushMs).toFixed(3)}×`);
      printGoal(
        22,
        `apply of pushes of ${size} ≥ 0.25× raw inserts, one txn a push`,
        `${(rawMs / pushMs).toFixed(3)}×`,
        rawMs / pushMs >= 0.25,
      );
      line('  baseline: our statements by hand, raw better-sqlite3', `${Math.round((count / statementsMs) * 1000)} mutations/s`);
      line('  ratio ours / our statements by hand', `${(statementsMs / pushMs).toFixed(3)}×`);
      printGoal(
        34,
        `in-process push of ${size} ≥ 0.5× our statements by hand`,
        `${(statementsMs / pushMs).toFixed(3)}×`,
        statementsMs / pushMs >= 0.5,
      );
      line('  bare Fastify route + our statements by hand, over inject', `${Math.round((count / floorMs) * 1000)} mutations/s`);
      line('  ratio it / our statements by hand: the most over inject', `${(statementsMs / floorMs).toFixed(3)}×`);
      line('  ratio ours / it: our code beyond Fastify and the SQL', `${(floorMs / pushMs).toFixed(3)}×`);
      line('  ratio our statements by hand / raw inserts', `${(rawMs / statementsMs).toFixed(3)}×`);
      // Beside the goal's figure (over inject), not instead of it: how much of the distance is the push path's own.
      line('  the service’s push() alone, no request (same creates)', `${Math.round((count / directMs) * 1000)} mutations/s`);
      line('  ratio push() alone / our statements by hand', `${(statementsMs / directMs).toFixed(3)}×`);
    }
    statements.close();
    sqlite.close();
    await floorApp.close();

    const reader = newDevice();
    const started = performance.now();
    const page = await pullOk(testApp.app, user, reader, 5000);
    const pullMs = performance.now() - started;
    line(`pull of ${page.patch.length} rows from cursor 0 (one page)`, `${pullMs.toFixed(0)} ms`);
  } finally {
    await bare.cleanup();
    await testApp.cleanup();
  }
}
