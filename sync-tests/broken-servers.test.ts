import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokenServers } from './broken-servers.js';
import { historiesHold } from './history.js';
import { useHost } from './world.js';

/**
 * The property suite can fail: against each deliberately broken server it finds a failing history in every run, each
 * run with its own fixed seed. `BROKEN_RUNS` and `BROKEN_HISTORIES` change the 5 runs of up to 200 histories (a broken
 * server is usually caught within a few histories, so the whole check stays quick).
 */
const runs = Number(process.env.BROKEN_RUNS ?? 5);
const histories = Number(process.env.BROKEN_HISTORIES ?? 200);
const seeds = Array.from({ length: runs }, (_, index) => 1000 + index * 7919);

for (const [name, broken] of Object.entries(brokenServers)) {
  describe(`a server that ${name}`, () => {
    const hostOf = useHost({ broken });

    it(`fails the property suite in each of ${runs} runs of ${histories} histories`, async () => {
      const caught: Array<{ seed: number; after: number; why: string }> = [];
      for (const seed of seeds) {
        // No shrinking: that the suite fails is the point, not the smallest failing history.
        const details = await fc.check(historiesHold(hostOf), { seed, numRuns: histories, endOnFailure: true });
        expect(details.failed, `seed ${seed}: ${histories} histories passed against a server that ${name}`).toBe(true);
        const why = String((details.errorInstance as Error | null)?.message ?? '').split('\n')[0]!;
        caught.push({ seed, after: details.numRuns, why });
      }
      console.info(
        `A server that ${name} was caught:\n${caught.map((run) => `  seed ${run.seed}: history ${run.after} (${run.why})`).join('\n')}`,
      );
    });
  });
}
