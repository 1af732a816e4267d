import { describe, expect, it } from 'vitest';
import { comparisonLines, goalLine, memoryVerdict } from './figures.js';

const mib = 1024 * 1024;

describe('memoryVerdict', () => {
  it('calls a soak flat when RSS and live heap end within 10% of where they started', () => {
    const verdict = memoryVerdict({ rss: 200 * mib, heapUsed: 40 * mib }, { rss: 215 * mib, heapUsed: 41 * mib });
    expect(verdict.flat).toBe(true);
    expect(verdict.text).toBe('RSS 200.0 MiB → 215.0 MiB (+7.5%), live heap 40.0 MiB → 41.0 MiB (+2.5%): flat');
  });

  it('calls it growing when the live heap grows by more than 10%, even with RSS steady', () => {
    const verdict = memoryVerdict({ rss: 200 * mib, heapUsed: 40 * mib }, { rss: 200 * mib, heapUsed: 48 * mib });
    expect(verdict.flat).toBe(false);
    expect(verdict.text).toContain('NOT flat');
  });

  it('calls it growing when RSS grows by more than 10%', () => {
    expect(memoryVerdict({ rss: 200 * mib, heapUsed: 40 * mib }, { rss: 230 * mib, heapUsed: 40 * mib }).flat).toBe(false);
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

describe('goalLine', () => {
  const goal = { minRatio: 0.5, maxP99Ms: 20 };
  const bare = { requestsPerSecond: 1000, p50: 2, p99: 8, failures: 0 };

  it('is met at half the bare rate or more with p99 under 20 ms', () => {
    expect(goalLine({ requestsPerSecond: 500, p50: 4, p99: 19, failures: 0 }, bare, goal)).toBe(
      '  goal: ≥ 0.50× the bare rate and p99 < 20 ms: met',
    );
  });

  it('is not met below half the rate, at a p99 of 20 ms or more, or with failed requests', () => {
    expect(goalLine({ requestsPerSecond: 499, p50: 4, p99: 10, failures: 0 }, bare, goal)).toMatch(/NOT met$/);
    expect(goalLine({ requestsPerSecond: 900, p50: 4, p99: 20, failures: 0 }, bare, goal)).toMatch(/NOT met$/);
    expect(goalLine({ requestsPerSecond: 900, p50: 4, p99: 10, failures: 3 }, bare, goal)).toMatch(/NOT met$/);
  });
});
