import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { historiesHold, historyArbitrary, historyBefore26Arbitrary, maxCommands } from './history.js';
import { useHost } from './world.js';

/**
 * The design's properties (sync.md §7) over generated histories: three devices (one starting on the previous local
 * schema), every mutation kind, offline/online, crashes, expired sessions, server restarts, tombstone purges, a
 * network that drops, duplicates (concurrently) and fails requests, and a server that fails mid-mutation; checked
 * against each other and against an independent model of what the painter intended (model.ts). `SYNC_RUNS` raises
 * the count (npm run soak:prop). Failing seeds found so far are kept in `regressions` below and run first, every time.
 */
const runs = Number(process.env.SYNC_RUNS ?? 200);
const regressions: Array<{ seed: number; path: string; why: string }> = [
  {
    // A miniature deleted and synced on one device, then purged: that device keeps the miniature's (hidden) recipe
    // rows the server purged with it. Found by this suite; the device comparison now allows exactly that.
    seed: -1070193928,
    path: '117:0:3:0:0:2:5:7:9:10:9:9:6:6:6:6:6:6:6',
    why: 'recipe rows of a purged miniature stay on a device that saw its deletion',
  },
  {
    // Found by npm run soak (history 1806 of 5,000): the answer to a refused change was lost, the log was pruned, and
    // the resend came back alreadyProcessed with no error, so the device could not be told. The notice is now owed
    // only while the log still holds the refusal (properties.ts).
    seed: 1450472397,
    path: '1805:5:6:9:4:5:7:7:8:8:8:8:10:12:12:14:13:14:16:15:12:12:12',
    why: 'a refusal pruned from the log before its device heard of it',
  },
];

const hostOf = useHost();

describe('sync properties (sync.md §7) under a faulty network', () => {
  it('generates histories up to the length asked', () => {
    const lengths = fc.sample(historyArbitrary, { numRuns: 300, seed: 1 }).map((history) => history.commands.length);
    expect(Math.max(...lengths)).toBe(maxCommands);
    expect(lengths.filter((length) => length > 20).length).toBeGreaterThan(50);
  });

  it('replays every recorded regression', async () => {
    for (const regression of regressions) {
      await fc.assert(historiesHold(hostOf, historyBefore26Arbitrary), {
        seed: regression.seed,
        path: regression.path,
        numRuns: 1,
      });
    }
  });

  it(
    `hold over ${runs} generated histories`,
    async () => {
      await fc.assert(historiesHold(hostOf), { numRuns: runs });
      // The 'server-error' fault really reached the server and failed mutations after their writes (a few in a hundred
      // histories at least; a short SYNC_RUNS may see none).
      if (runs >= 100) expect(hostOf().fault.struck).toBeGreaterThan(0);
      // The project's 5-minute ceiling fits 200 histories, not a soak's thousands: allow a generous second per history.
    },
    Math.max(300_000, runs * 2_000),
  );
});
