import { Bench } from 'tinybench';

export interface Comparison {
  title: string;
  ours: { name: string; fn: () => unknown };
  baseline: { name: string; fn: () => unknown };
}

function perOp(bench: Bench, name: string): number {
  const task = bench.getTask(name);
  const latency = task?.result && 'latency' in task.result ? task.result.latency : undefined;
  if (!latency) throw new Error(`no result for ${name}`);
  return latency.mean;
}

function format(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}

export interface ComparisonFigures {
  /** Mean time per operation, ms. */
  oursMs: number;
  baselineMs: number;
}

/** Runs ours and the baseline in the same process, one after the other, and prints both per operation. */
export async function compare({ title, ours, baseline }: Comparison): Promise<ComparisonFigures> {
  const bench = new Bench({ time: 1000, warmupTime: 200 });
  bench.add(ours.name, ours.fn).add(baseline.name, baseline.fn);
  await bench.run();
  const oursMs = perOp(bench, ours.name);
  const baselineMs = perOp(bench, baseline.name);
  console.log(`\n${title}`);
  console.log(`  ${ours.name.padEnd(52)} ${format(oursMs).padStart(10)} per op`);
  console.log(`  ${baseline.name.padEnd(52)} ${format(baselineMs).padStart(10)} per op`);
  console.log(`  ratio ours / baseline: ${(oursMs / baselineMs).toFixed(2)}×`);
  return { oursMs, baselineMs };
}

/**
 * An issue's bar, judged on figures from the same run: one line that ends `goal met` or `goal NOT met`, so a run's
 * verdicts can be found with `grep goal`.
 */
export function printGoal(issue: number, bar: string, figure: string, met: boolean): void {
  console.log(`  goal (issue ${issue}): ${bar}; measured ${figure}: ${met ? 'goal met' : 'goal NOT met'}`);
}
