/**
 * `node --conditions=source --import tsx bench/push-time-split.ts`: where a push's time goes, beside the same work
 * by hand, in one run. Not part of `npm run bench`: it times every better-sqlite3 call (a few hundred nanoseconds
 * each), which the bench's own ratios should not carry. Three sides push the same paint creates, 4,000 after 1,000
 * unmeasured, in pushes of 5 and of 50:
 * - the push over Fastify's inject (the bench's "ours": session check, envelope, response included);
 * - the sync service's push() called directly (the push path alone: no request, no session, no envelope);
 * - our statements by hand (raw-mutation-statements.ts, the bench's baseline).
 * For each: the wall time, the part of it spent inside SQLite (every statement's run, its commit included), so the
 * rest is our JavaScript and its garbage, and the process's CPU time, steadier than the wall on a shared machine.
 * The sides take turns for ROUNDS (3) rounds; each side's figures are its round of least CPU. docs/push-path.md
 * reads these figures.
 */
import Sqlite from 'better-sqlite3';
import type { PushMutation } from '@paintforge/sync-protocol';
import { push } from '../api/src/features/sync/service.js';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pushOk } from '../api/src/testing/sync.js';
import { rawPaintCreates } from './raw-mutation-statements.js';

// better-sqlite3's Statement methods, wrapped to add their time to `sqlMs`: every statement on every side runs
// through them (Kysely's driver, the direct statements of sqlite-direct.ts, the hand-written ones).
let sqlMs = 0;
const statementPrototype = Object.getPrototypeOf(new Sqlite(':memory:').prepare('select 1')) as Record<string, unknown>;
for (const method of ['run', 'get', 'all']) {
  const original = statementPrototype[method] as (...args: unknown[]) => unknown;
  statementPrototype[method] = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      sqlMs += performance.now() - started;
    }
  };
}

interface Figures {
  wallMs: number;
  sqlMs: number;
  /** The process's CPU time (user and system): steadier than the wall on a machine other work shares. */
  cpuMs: number;
}

/** Runs `pushes` in order and answers its wall time, the part of it inside SQLite, and the CPU time it took. */
async function timed(pushes: Array<() => unknown>): Promise<Figures> {
  const sqlBefore = sqlMs;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (const pushOne of pushes) await pushOne();
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs: performance.now() - started, sqlMs: sqlMs - sqlBefore, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** Of several rounds, the one that took the least CPU: the least disturbed by the rest of the machine. */
const leastCpu = (rounds: Figures[]) => rounds.reduce((best, round) => (round.cpuMs < best.cpuMs ? round : best));
const rounds = Number(process.env.ROUNDS ?? 3);

const warmUp = 1000;
const count = 4000;
const testApp = await createSyncTestApp();
const bare = await createSyncTestApp();
try {
  const httpUser = await createTestUser(testApp);
  const serviceUser = await createTestUser(testApp);
  const httpDevice = newDevice();
  const serviceDevice = newDevice();
  const statements = rawPaintCreates(bare.config.databasePath, (await createTestUser(bare)).id);
  const creates = (device: ReturnType<typeof newDevice>, total: number) =>
    mutations(device, ...Array.from({ length: total }, () => ['paint.create@1', paintArgs()] as [string, unknown]));
  const inPushes = <T>(list: T[], size: number) =>
    Array.from({ length: list.length / size }, (_, i) => list.slice(i * size, (i + 1) * size));
  const sides = {
    'HTTP inject': (size: number, total: number) =>
      inPushes(creates(httpDevice, total), size).map((list) => () => pushOk(testApp.app, httpUser, httpDevice, list)),
    'service push()': (size: number, total: number) =>
      inPushes(creates(serviceDevice, total), size).map(
        (list) => () => push(testApp.sync, serviceUser.id, serviceDevice.clientId, list as PushMutation[]),
      ),
    'statements by hand': (size: number, total: number) =>
      inPushes(
        Array.from({ length: total }, () => paintArgs()),
        size,
      ).map((list) => () => statements.push(list)),
  };
  console.log(`Push time split (SQLite, ${count} paint.create after ${warmUp}; ms, then per push)`);
  for (const size of [5, 50]) {
    for (const pushesOf of Object.values(sides)) await timed(pushesOf(size, warmUp));
    // The sides take turns, round after round, so a burst of other work on the machine falls on all of them.
    const measured: Record<string, Figures[]> = {};
    for (let round = 0; round < rounds; round++)
      for (const [side, pushesOf] of Object.entries(sides)) (measured[side] ??= []).push(await timed(pushesOf(size, count)));
    const figures = Object.fromEntries(Object.entries(measured).map(([side, list]) => [side, leastCpu(list)]));
    const byHand = figures['statements by hand']!;
    console.log(`  pushes of ${size} (of ${rounds} rounds, the one of least CPU)`);
    for (const [side, { wallMs, sqlMs: inSql, cpuMs }] of Object.entries(figures)) {
      const perPush = (ms: number) => ((ms / count) * size).toFixed(3);
      console.log(
        `    ${side.padEnd(20)} wall ${wallMs.toFixed(0).padStart(5)} (${perPush(wallMs)}/push)  SQLite ${inSql.toFixed(0).padStart(5)} (${perPush(inSql)})` +
          `  the rest ${(wallMs - inSql).toFixed(0).padStart(5)} (${perPush(wallMs - inSql)})  by hand / this ${(byHand.wallMs / wallMs).toFixed(3)}×` +
          `  CPU ${cpuMs.toFixed(0).padStart(5)} (${perPush(cpuMs)}/push, by hand / this ${(byHand.cpuMs / cpuMs).toFixed(3)}×)`,
      );
    }
  }
  statements.close();
} finally {
  await bare.cleanup();
  await testApp.cleanup();
}
