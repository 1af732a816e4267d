import { describe, expect, it } from 'vitest';
import { ceilingLines, comparisonLines, goalLine, memoryVerdict } from './figures.js';

const mib = 1024 * 1024;

describe('memoryVerdict', () => {
  const at = (rssMib: number, heapMib: number) => ({ rss: rssMib * mib, heapUsed: heapMib * mib });

  it('compares the lowest sample of the first third with that of the last third, so a burst does not count', () => {
    // A login burst at the end lifts the last sample by 80 MiB; the floor it comes back to has not moved.
    const verdict = memoryVerdict([at(200, 40), at(260, 40), at(230, 41), at(205, 40), at(210, 41), at(280, 41)]);
    expect(verdict.flat).toBe(true);
    expect(verdict.text).toBe(
      'floor of the first third → last third of 6 samples: RSS 200.0 MiB → 210.0 MiB (+5.0%), live heap 40.0 MiB → 41.0 MiB (+2.5%): flat',
    );
  });

  it('calls it growing when the floor of the live heap rises by more than 10%, even with RSS steady', () => {
    const verdict = memoryVerdict([at(200, 40), at(200, 40), at(200, 44), at(200, 45), at(200, 48), at(200, 49)]);
    expect(verdict.flat).toBe(false);
    expect(verdict.text).toContain('NOT flat');
  });

  it('calls it growing when the RSS floor rises by more than 10%', () => {
    expect(memoryVerdict([at(200, 40), at(205, 40), at(215, 40), at(225, 40), at(230, 40), at(235, 40)]).flat).toBe(false);
  });

  it('works from two samples, start and end', () => {
    expect(memoryVerdict([at(200, 40), at(204, 40)]).flat).toBe(true);
    expect(() => memoryVerdict([at(200, 40)])).toThrow('two samples');
  });
});

describe('comparisonLines', () => {
  it('prints both rows and the ratio of their rates, and says how many requests failed', () => {
    const lines = comparisonLines(
      'Inventory read',
      { label: 'ours', figures: { requestsPerSecond: 1200.4, p50: 5, p99: 18.25, failures: 0 } },
      { label: 'bare', figures: { requestsPerSecond: 2000, p50: 3, p99: 9, failures: 2 } },
    );
    expect(lines[0]).toBe('Inventory read');
    expect(lines[1]).toMatch(/^ {2}ours +1200 req\/s {3}p50 +5\.0 ms {3}p99 +18\.3 ms$/);
    expect(lines[2]).toMatch(/2000 req\/s .* \(2 failed\)$/);
    expect(lines[3]).toBe('  ratio ours / bare (req/s): 0.60×');
  });
});

describe('ceilingLines', () => {
  it('puts the work by hand between the bare route and ours: its share of the bare rate, and ours of it', () => {
    const figures = (requestsPerSecond: number) => ({ requestsPerSecond, p50: 2, p99: 11, failures: 0 });
    const lines = ceilingLines(figures(1000), figures(8000), { label: 'bare: our statements by hand', figures: figures(2000) });
    expect(lines[0]).toMatch(/^ {2}bare: our statements by hand +2000 req\/s/);
    expect(lines[1]).toBe('  ratio by hand / bare (req/s), the most any server doing this work reaches: 0.25×');
    expect(lines[2]).toBe('  ratio ours / by hand (req/s), our code beyond its statements: 0.50×');
  });
});

describe('goalLine', () => {
  const goal = { issue: 13, minRatio: 0.5, maxP99Ms: 20 };
  const bare = { requestsPerSecond: 1000, p50: 2, p99: 8, failures: 0 };

  it('is met at half the bare rate or more with p99 under 20 ms', () => {
    expect(goalLine({ requestsPerSecond: 500, p50: 4, p99: 19, failures: 0 }, bare, goal)).toBe(
      '  goal (issue 13): ≥ 0.50× the bare rate and p99 < 20 ms: goal met',
    );
  });

  it('is not met below half the rate, at a p99 of 20 ms or more, or with failed requests', () => {
    expect(goalLine({ requestsPerSecond: 499, p50: 4, p99: 10, failures: 0 }, bare, goal)).toMatch(/goal NOT met$/);
    expect(goalLine({ requestsPerSecond: 900, p50: 4, p99: 20, failures: 0 }, bare, goal)).toMatch(/goal NOT met$/);
    expect(goalLine({ requestsPerSecond: 900, p50: 4, p99: 10, failures: 3 }, bare, goal)).toMatch(/goal NOT met$/);
  });

  it("holds p99 to a multiple of the bare route's p99 from the same run", () => {
    const relative = { issue: 22, minRatio: 0.5, maxP99TimesBare: 2 };
    expect(goalLine({ requestsPerSecond: 600, p50: 4, p99: 16, failures: 0 }, bare, relative)).toBe(
      '  goal (issue 22): ≥ 0.50× the bare rate and p99 ≤ 2× the bare p99 (16.0 ms): goal met',
    );
    expect(goalLine({ requestsPerSecond: 600, p50: 4, p99: 16.1, failures: 0 }, bare, relative)).toMatch(/goal NOT met$/);
  });
});
