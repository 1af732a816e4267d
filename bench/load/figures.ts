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

/**
 * The third side of a scenario that has one: the same database work done by hand behind a bare route (the push's
 * statements, raw-mutation-statements.ts). Its rate over the bare route's is the most any server doing that work can
 * reach against the bare route; ours over it is what our own code costs beyond the statements.
 */
export function ceilingLines(ours: Figures, bare: Figures, ceiling: { label: string; figures: Figures }): string[] {
  const ratio = (top: Figures, bottom: Figures) =>
    bottom.requestsPerSecond > 0 ? `${(top.requestsPerSecond / bottom.requestsPerSecond).toFixed(2)}×` : 'n/a';
  return [
    `  ${ceiling.label.padEnd(labelWidth)} ${figuresText(ceiling.figures)}`,
    `  ratio by hand / bare (req/s), the most any server doing this work reaches: ${ratio(ceiling.figures, bare)}`,
    `  ratio ours / by hand (req/s), our code beyond its statements: ${ratio(ours, ceiling.figures)}`,
  ];
}

/**
 * A bar a scenario is held to: at least this share of the bare route's rate, and a p99 under a fixed number of ms
 * (issue 13's authenticated reads) and/or within a multiple of the bare route's p99 measured in the same run (issue 22).
 */
export interface Goal {
  /** Which issue sets the bar, printed so a reader knows which verdict is which. */
  issue: number;
  minRatio?: number;
  maxP99Ms?: number;
  maxP99TimesBare?: number;
}

export function goalLine(ours: Figures, bare: Figures, goal: Goal): string {
  const ratio = bare.requestsPerSecond > 0 ? ours.requestsPerSecond / bare.requestsPerSecond : 0;
  const conditions: string[] = [];
  let met = ours.failures === 0;
  if (goal.minRatio !== undefined) {
    conditions.push(`≥ ${goal.minRatio.toFixed(2)}× the bare rate`);
    met &&= ratio >= goal.minRatio;
  }
  if (goal.maxP99Ms !== undefined) {
    conditions.push(`p99 < ${goal.maxP99Ms} ms`);
    met &&= ours.p99 < goal.maxP99Ms;
  }
  if (goal.maxP99TimesBare !== undefined) {
    const bound = goal.maxP99TimesBare * bare.p99;
    conditions.push(`p99 ≤ ${goal.maxP99TimesBare}× the bare p99 (${bound.toFixed(1)} ms)`);
    met &&= ours.p99 <= bound;
  }
  return `  goal (issue ${goal.issue}): ${conditions.join(' and ')}: ${met ? 'goal met' : 'goal NOT met'}`;
}

export function mebibytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

function growth(start: number, end: number): number {
  return start > 0 ? (end - start) / start : 0;
}

/** The lowest value in a stretch of samples: what memory comes back down to between bursts. */
function floor(samples: readonly MemorySample[], key: keyof MemorySample): number {
  return Math.min(...samples.map((sample) => sample[key]));
}

/**
 * Compares the floor (lowest sample) of the soak's first third with that of its last third. Floors, because a
 * login's argon2 hash takes 19 MiB outside the heap for a moment, so one RSS reading can be 80 MiB off on four
 * threads; what a leak does is raise the floor as requests are served. Flat when neither the RSS floor nor the live
 * heap floor (each sample is taken after a full collection) grew by more than the allowed share.
 */
export function memoryVerdict(samples: readonly MemorySample[]): { flat: boolean; text: string } {
  if (samples.length < 2) throw new Error('the memory verdict needs at least two samples');
  const third = Math.max(1, Math.floor(samples.length / 3));
  const early = samples.slice(0, third);
  const late = samples.slice(-third);
  const rss = { start: floor(early, 'rss'), end: floor(late, 'rss') };
  const heap = { start: floor(early, 'heapUsed'), end: floor(late, 'heapUsed') };
  const rssGrowth = growth(rss.start, rss.end);
  const heapGrowth = growth(heap.start, heap.end);
  const flat = rssGrowth <= flatRssGrowth && heapGrowth <= flatHeapGrowth;
  const percent = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`;
  return {
    flat,
    text:
      `floor of the first third → last third of ${samples.length} samples: ` +
      `RSS ${mebibytes(rss.start)} → ${mebibytes(rss.end)} (${percent(rssGrowth)}), ` +
      `live heap ${mebibytes(heap.start)} → ${mebibytes(heap.end)} (${percent(heapGrowth)}): ` +
      (flat ? 'flat' : `NOT flat (more than ${flatRssGrowth * 100}% RSS or ${flatHeapGrowth * 100}% heap growth)`),
  };
}
