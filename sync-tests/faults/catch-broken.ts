import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrokenServerName } from './broken-servers.js';
import { startCluster, type Cluster } from './cluster.js';
import type { FaultKind } from './nemesis.js';
import { describeReport, runHistories } from './run.js';

/** Histories a broken server gets before the harness is said to have missed it: BROKEN_FAULT_HISTORIES (6). */
const budget = Number(process.env.BROKEN_FAULT_HISTORIES ?? 6);
const firstSeed = Number(process.env.FAULT_SEED ?? 34_100);

/**
 * The harness against a deliberately broken server (broken-servers.ts), with the faults that expose it: it must find a
 * failing history within the budget, and fail it for the check the server breaks (`caughtBy`, matched against the
 * history's problems), not for something else.
 */
export function describeBrokenServer(name: BrokenServerName, only: readonly FaultKind[], caughtBy: RegExp): void {
  describe(`a server that ${name}`, () => {
    let cluster: Cluster;
    beforeAll(async () => {
      cluster = await startCluster({ devices: 3, servers: 2, broken: name });
    }, 120_000);
    afterAll(async () => {
      await cluster?.close();
    });

    it(
      `is caught by the fault harness within ${budget} histories of ${only.join(', ')}`,
      async () => {
        const report = await runHistories(cluster, firstSeed, {
          windowMs: 6000,
          only,
          until: (done) => done >= budget,
          stopOnFailure: true,
        });
        const failure = report.failures[0];
        if (failure === undefined) console.info(describeReport(report, cluster.dialect));
        expect(failure, `${budget} histories passed against a server that ${name}`).toBeDefined();
        expect(
          failure!.problems.some((problem) => caughtBy.test(problem)),
          failure!.problems.join('\n'),
        ).toBe(true);
        console.info(
          `A server that ${name} (${cluster.dialect}) was caught in history ${report.histories.length} (seed ${failure!.plan.seed}):\n  ${failure!.problems.slice(0, 4).join('\n  ')}`,
        );
      },
      budget * 40_000,
    );
  });
}
