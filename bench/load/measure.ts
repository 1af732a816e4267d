import autocannon, { type Request } from 'autocannon';
import type { Figures } from './figures.js';

/** Unmeasured load before each measurement, so JIT compilation and cold caches do not fall into the figures. */
const warmupSeconds = 1;

/**
 * Runs autocannon against `url` with `requests` (a sequence each connection repeats) and returns what it measured:
 * as fast as the server answers, or at `overallRate` requests a second across the connections (a fixed load).
 */
export async function measure(
  url: string,
  requests: Request[],
  options: { connections: number; seconds: number; overallRate?: number },
): Promise<Figures> {
  const rate = options.overallRate === undefined ? {} : { overallRate: options.overallRate };
  await autocannon({ url, connections: options.connections, duration: warmupSeconds, requests, ...rate });
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, requests, ...rate });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
