import { createTestUser } from '../../api/src/testing/sync.js';
import { writeProbe } from '../write-in-progress.js';
import { checkHistory, type DeviceLog } from './checks.js';
import type { Cluster } from './cluster.js';
import type { DeviceState, WriteOp } from './device-protocol.js';
import {
  between,
  faultKinds,
  kindsOf,
  planHistory,
  seededRandom,
  strike,
  type FaultKind,
  type HistoryPlan,
  type StrikeLog,
} from './nemesis.js';

/** After the faults heal, every outbox drains by itself within this (issue 34). */
export const drainMs = 10_000;

export interface HistoryOptions {
  /** How long faults strike and devices write, in ms. */
  windowMs: number;
  /** Only these timed faults (a broken server's test); all of them by default. */
  only?: readonly FaultKind[];
}

export interface HistoryResult {
  plan: HistoryPlan;
  problems: string[];
  writes: number;
  /** From the heal to the last outbox empty, ms. */
  drainedInMs: number | null;
  strikes: StrikeLog;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function nextOp(random: () => number): WriteOp {
  const roll = random();
  const pick = between(random, 0, 1000);
  if (roll < 0.15) return { type: 'create', pick };
  if (roll < 0.75) return { type: 'adjust', pick, delta: between(random, 1, 3) };
  return { type: 'notes', pick, notes: `note ${between(random, 0, 99)}` };
}

/**
 * One history: a new painter signs in on every device; the devices write (creates, +deltas, notes) while the
 * nemesis strikes; then everything heals (proxies pass, paused servers resume, killed ones are back, the old app is
 * updated), the devices stop writing, and without any help every outbox must drain within 10 s. Then each device
 * syncs until quiet and the checks run.
 */
export async function runHistory(cluster: Cluster, seed: number, options: HistoryOptions): Promise<HistoryResult> {
  const plan = planHistory(seed, cluster, options.windowMs, options.only);
  const user = await createTestUser(cluster.twin);
  const logs: DeviceLog[] = [];
  for (const [index, device] of cluster.devices.entries()) {
    const clientId = await device.open({
      userId: user.id,
      token: user.token,
      baseUrl: `http://127.0.0.1:${cluster.deviceProxies[index]!.port}`,
      skewMs: plan.skew?.device === index ? plan.skew.ms : 0,
      previousSchema: plan.previousSchema?.device === index,
    });
    logs.push({ clientId, writes: [] });
  }
  const probe = writeProbe(cluster.twin.config);
  const strikes: StrikeLog = { midPush: {} };
  const startedAt = Date.now();
  let writing = true;
  const writers = cluster.devices.map(async (device, index) => {
    const own = seededRandom(seed * 31 + index);
    while (writing) {
      logs[index]!.writes.push(await device.write(nextOp(own)));
      await sleep(between(own, 30, 300));
    }
  });
  const update = plan.previousSchema
    ? (async () => {
        await sleep(plan.previousSchema!.updateAt);
        await cluster.devices[plan.previousSchema!.device]!.updateApp();
      })()
    : Promise.resolve();
  const faults = Promise.all(plan.events.map((event) => strike(cluster, event, startedAt, () => probe.writing(), strikes)));
  try {
    await sleep(options.windowMs);
    writing = false;
    await Promise.all(writers);
    // Heal: the timed faults end (at most 10 s of partition), every server is up and running, the app updated.
    await faults;
    await update;
    for (const proxy of cluster.deviceProxies) proxy.mode = 'pass';
    cluster.servers.forEach((node, index) => node.paused && cluster.resume(index));
    const healedAt = Date.now();
    let states: DeviceState[] = [];
    let drainedInMs: number | null = null;
    while (Date.now() - healedAt <= drainMs) {
      states = await Promise.all(cluster.devices.map((device) => device.state()));
      if (states.every((state) => state.outbox === 0)) {
        drainedInMs = Date.now() - healedAt;
        break;
      }
      await sleep(100);
    }
    const problems: string[] = [];
    if (drainedInMs === null)
      states.forEach((state, device) => {
        if (state.outbox > 0)
          problems.push(
            `device-${device}: stuck, ${state.outbox} changes still waiting ${drainMs / 1000} s after the heal (${state.phase}, ${state.problem ?? 'no problem'}, next retry ${state.retryInMs === null ? 'never' : `in ${state.retryInMs} ms`})`,
          );
      });
    // Quiet: every device pulls what the others pushed.
    for (let round = 0; round < 2; round++) for (const device of cluster.devices) await device.syncNow();
    states = await Promise.all(cluster.devices.map((device) => device.state()));
    problems.push(...(await checkHistory(cluster, user.id, logs, states)));
    cluster.servers.forEach((node, index) => {
      if (node.process.child.exitCode !== null)
        problems.push(`server-${index} exited (${node.process.child.exitCode}): ${node.process.stderr().slice(-400)}`);
    });
    return { plan, problems, writes: logs.reduce((sum, log) => sum + log.writes.length, 0), drainedInMs, strikes };
  } finally {
    writing = false;
    probe.close();
    for (const device of cluster.devices) await device.close().catch(() => undefined);
  }
}

export interface BudgetReport {
  histories: HistoryResult[];
  /** Per fault: the histories it struck in, the strikes, and those that landed while a push was under way. */
  tally: Record<FaultKind, { histories: number; strikes: number; midPush: number }>;
  failures: HistoryResult[];
}

/** Histories from `firstSeed` on, until `until()` says stop; stops at the first failing one when `stopOnFailure`. */
export async function runHistories(
  cluster: Cluster,
  firstSeed: number,
  options: HistoryOptions & { until: (done: number) => boolean; stopOnFailure?: boolean; onHistory?: (result: HistoryResult) => void },
): Promise<BudgetReport> {
  const histories: HistoryResult[] = [];
  const tally = Object.fromEntries(faultKinds.map((kind) => [kind, { histories: 0, strikes: 0, midPush: 0 }])) as BudgetReport['tally'];
  for (let seed = firstSeed; !options.until(histories.length); seed++) {
    const result = await runHistory(cluster, seed, options);
    histories.push(result);
    options.onHistory?.(result);
    for (const kind of kindsOf(result.plan)) tally[kind].histories += 1;
    for (const event of result.plan.events) tally[event.kind].strikes += 1;
    for (const [kind, count] of Object.entries(result.strikes.midPush)) tally[kind as FaultKind].midPush += count;
    if (result.plan.skew) tally['clock-skew'].strikes += 1;
    if (result.plan.previousSchema) tally['previous-schema'].strikes += 1;
    if (options.stopOnFailure && result.problems.length > 0) break;
  }
  return { histories, tally, failures: histories.filter((result) => result.problems.length > 0) };
}

export function describeReport(report: BudgetReport, dialect: string): string {
  const lines = [`Fault harness on ${dialect}: ${report.histories.length} histories, ${report.failures.length} failing`];
  for (const [kind, count] of Object.entries(report.tally))
    lines.push(
      `  ${kind}: ${count.histories} histories (${count.strikes} strikes${count.midPush > 0 ? `, ${count.midPush} while a push was under way` : ''})`,
    );
  for (const failure of report.failures)
    lines.push(`  seed ${failure.plan.seed} failed (${JSON.stringify(failure.plan)}):\n    ${failure.problems.slice(0, 8).join('\n    ')}`);
  return lines.join('\n');
}
