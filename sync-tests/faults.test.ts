import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './faults/cluster.js';
import type { FaultKind } from './faults/nemesis.js';
import { describeReport, runHistories } from './faults/run.js';

/**
 * The sync core out of process, under real faults (issue 34): device processes running the web's sync engine on
 * fake-indexeddb, real server processes (one on SQLite; two on one Postgres in the postgres project), our own TCP
 * proxies between every device and its server and between the servers and Postgres, and a seeded nemesis
 * (faults/nemesis.ts). CI runs a fixed budget: FAULT_HISTORIES histories (3) of FAULT_WINDOW_MS (6 s) of faults each,
 * from FAULT_SEED (34000), about 35 s a database. `npm run soak` sets FAULT_MINUTES: histories for that long on each
 * database, from a random first seed it prints. Each history's seed is the first plus its index; FAULT_SEED=<seed>
 * FAULT_HISTORIES=1 replays one (its faults and writes; the machine's timing is its own).
 */
const histories = Number(process.env.FAULT_HISTORIES ?? 3);
const minutes = Number(process.env.FAULT_MINUTES ?? 0);
const windowMs = Number(process.env.FAULT_WINDOW_MS ?? 6000);
// A replay of a broken server's history names its faults (faults-broken*.test.ts), e.g. FAULT_ONLY=server-sigkill.
const only = process.env.FAULT_ONLY?.split(',') as FaultKind[] | undefined;
const firstSeed = Number(process.env.FAULT_SEED ?? (minutes > 0 ? Math.floor(Math.random() * 2 ** 31) : 34_000));
// A history takes about 12 s: its window, the heal, the drain and the checks; this is a ceiling for a hang.
const timeoutMs = (minutes > 0 ? minutes * 60_000 : histories * 40_000) + 120_000;

describe('the sync core under real faults, out of process', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ devices: 3, servers: 2 });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  });

  const budget = minutes > 0 ? `for ${minutes} minutes` : `in ${histories} seeded histories`;
  it(
    `loses, doubles and wedges nothing ${budget}`,
    async () => {
      console.info(`Fault harness on ${cluster.dialect}: first seed ${firstSeed} (FAULT_SEED=${firstSeed} replays this run)`);
      const started = Date.now();
      const report = await runHistories(cluster, firstSeed, {
        windowMs,
        only,
        until: (done) => (minutes > 0 ? Date.now() - started >= minutes * 60_000 : done >= histories),
        onHistory: (result) =>
          result.problems.length > 0 &&
          console.error(
            `seed ${result.plan.seed} failed (replay: FAULT_SEED=${result.plan.seed} FAULT_HISTORIES=1):\n  ${result.problems.join('\n  ')}`,
          ),
      });
      console.info(describeReport(report, cluster.dialect));
      expect(report.failures.map((failure) => ({ seed: failure.plan.seed, problems: failure.problems }))).toEqual([]);
      // Each history did work for the faults to strike.
      for (const history of report.histories) expect(history.writes).toBeGreaterThan(10);
    },
    timeoutMs,
  );
});
