/** What one autocannon run measured: the rate of answered requests and the latency spread. */
export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, socket errors and timeouts: a fast run that failed is no figure. */
  failures: number;
}

/** Memory of the server process at one moment (bytes); heap is measured after a full collection. */
export interface MemorySample {
  rss: number;
  heapUsed: number;
}

/** RSS may grow by this share over a soak and still count as flat (allocator arenas, JIT code, page cache). */
export const flatRssGrowth = 0.1;
/** The live heap (after a full GC) may grow by this share: caches fill once, then stay. */
export const flatHeapGrowth = 0.1;

const labelWidth = 44;

function figuresText(figures: Figures): string {
  const text = `${Math.round(figures.requestsPerSecond).toString().padStart(6)} req/s   p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms`;
  return figures.failures > 0 ? `${text}   (${figures.failures} failed)` : text;
}

/** Our server's row, the bare route's row measured in the same run, and the ratio of their rates. */
export function comparisonLines(
  title: string,
  ours: { label: string; figures: Figures },
  bare: { label: string; figures: Figures },
): string[] {
  const ratio = bare.figures.requestsPerSecond > 0 ? ours.figures.requestsPerSecond / bare.figures.requestsPerSecond : Number.NaN;
  return [
    title,
    `  ${ours.label.padEnd(labelWidth)} ${figuresText(ours.figures)}`,
    `  ${bare.label.padEnd(labelWidth)} ${figuresText(bare.figures)}`,
    `  ratio ours / bare (req/s): ${Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)}×`}`,
  ];
}

/** Issue 13's bar for authenticated reads: at least this share of the bare route's rate, and this p99. */
export interface ReadGoal {
  minRatio: number;
  maxP99Ms: number;
}

export function goalLine(ours: Figures, bare: Figures, goal: ReadGoal): string {
  const ratio = bare.requestsPerSecond > 0 ? ours.requestsPerSecond / bare.requestsPerSecond : 0;
  const met = ratio >= goal.minRatio && ours.p99 < goal.maxP99Ms && ours.failures === 0;
  return `  goal: ≥ ${goal.minRatio.toFixed(2)}× the bare rate and p99 < ${goal.maxP99Ms} ms: ${met ? 'met' : 'NOT met'}`;
}

export function mebibytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

function growth(start: number, end: number): number {
  return start > 0 ? (end - start) / start : 0;
}

/**
 * Flat when neither the RSS nor the live heap at the end of the soak is more than the allowed share above the
 * start. A leak grows with requests served, so over minutes of load it shows as steady growth beyond that margin.
 */
export function memoryVerdict(start: MemorySample, end: MemorySample): { flat: boolean; text: string } {
  const rssGrowth = growth(start.rss, end.rss);
  const heapGrowth = growth(start.heapUsed, end.heapUsed);
  const flat = rssGrowth <= flatRssGrowth && heapGrowth <= flatHeapGrowth;
  const percent = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`;
  return {
    flat,
    text:
      `RSS ${mebibytes(start.rss)} → ${mebibytes(end.rss)} (${percent(rssGrowth)}), ` +
      `live heap ${mebibytes(start.heapUsed)} → ${mebibytes(end.heapUsed)} (${percent(heapGrowth)}): ` +
      (flat ? 'flat' : `NOT flat (more than ${flatRssGrowth * 100}% RSS or ${flatHeapGrowth * 100}% heap growth)`),
  };
}
