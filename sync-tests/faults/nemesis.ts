import type { Cluster } from './cluster.js';
import type { ProxyMode } from './proxy.js';

/** The faults the harness injects (issue 34), each with a name its tallies and reports use. */
export const faultKinds = [
  'partition',
  'drop-requests',
  'drop-responses',
  'server-sigkill',
  'server-sigstop',
  'pg-terminate-backend',
  'pg-refuse-connections',
  'clock-skew',
  'previous-schema',
  'tab-killed',
] as const;
export type FaultKind = (typeof faultKinds)[number];

/** One fault of a history, `at` ms after its start, lasting `ms` (the timed ones). */
export interface FaultEvent {
  kind: FaultKind;
  at: number;
  ms: number;
  /** The device (network faults, a killed tab) or server (a kill, a pause) it strikes. */
  target: number;
}

export interface HistoryPlan {
  seed: number;
  events: FaultEvent[];
  /** The device whose clock is off, and by how much (±10 minutes); none when null. */
  skew: { device: number; ms: number } | null;
  /** The device that starts on the previous schemaVersion, and when it is updated (ms; the heal at the latest). */
  previousSchema: { device: number; updateAt: number } | null;
}

/** mulberry32: small, seeded, the same on every machine, so a seed replays the same plan and the same writes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: () => number, low: number, high: number) => Math.floor(low + random() * (high - low + 1));

/**
 * The faults of one history, from its seed: a few timed faults in the window (of the kinds in `only`, when given), and
 * maybe a skewed clock and an old app.
 */
export function planHistory(
  seed: number,
  cluster: Pick<Cluster, 'dialect' | 'devices' | 'servers'>,
  windowMs: number,
  only?: readonly FaultKind[],
): HistoryPlan {
  const random = seededRandom(seed);
  const all: FaultKind[] = ['partition', 'drop-requests', 'drop-responses', 'server-sigkill', 'server-sigstop', 'tab-killed'];
  if (cluster.dialect === 'postgres') all.push('pg-terminate-backend', 'pg-refuse-connections');
  // A broken server's test aims the faults that expose it (faults-broken*.test.ts); the rest always strike.
  const timed = only === undefined ? all : all.filter((kind) => only.includes(kind));
  const count = between(random, 3, 6);
  const events: FaultEvent[] = [];
  for (let index = 0; index < count; index++) {
    const kind = timed[Math.floor(random() * timed.length)]!;
    const isServerFault = kind === 'server-sigkill' || kind === 'server-sigstop';
    const ms =
      kind === 'partition'
        ? between(random, 0, 10_000)
        : kind === 'server-sigstop' || kind === 'pg-refuse-connections'
          ? between(random, 200, 4_000)
          : kind === 'drop-requests' || kind === 'drop-responses'
            ? between(random, 200, 3_000)
            : 0;
    const targets = isServerFault ? cluster.servers.length : cluster.devices.length;
    events.push({ kind, at: between(random, 0, windowMs - 1), ms, target: Math.floor(random() * targets) });
  }
  events.sort((a, b) => a.at - b.at);
  const skewed = random() < 0.7;
  const skew = skewed
    ? { device: Math.floor(random() * cluster.devices.length), ms: (random() < 0.5 ? -1 : 1) * between(random, 1, 600) * 1000 }
    : null;
  const old = random() < 0.5;
  const previousSchema = old
    ? { device: Math.floor(random() * cluster.devices.length), updateAt: between(random, 0, windowMs + 2000) }
    : null;
  return { seed, events, skew, previousSchema };
}

export const kindsOf = (plan: HistoryPlan): Set<FaultKind> =>
  new Set<FaultKind>([
    ...plan.events.map((event) => event.kind),
    ...(plan.skew ? ['clock-skew' as const] : []),
    ...(plan.previousSchema ? ['previous-schema' as const] : []),
  ]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to `ms` for a push's transaction to be open on the database, so a strike lands in the middle of one. */
async function untilPushing(pushing: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !(await pushing())) await sleep(3);
}

/** What the nemesis did, for the report: faults that struck a push in flight among those that could. */
export interface StrikeLog {
  midPush: Partial<Record<FaultKind, number>>;
}

/**
 * Runs one fault: waits for its time, strikes, and (timed faults) heals it after its duration. Network faults are a
 * device's proxy's mode; a pause is SIGSTOP then SIGCONT; a kill is SIGKILL then the same server again.
 */
export async function strike(
  cluster: Cluster,
  event: FaultEvent,
  startedAt: number,
  pushing: () => Promise<boolean>,
  strikes: StrikeLog,
): Promise<void> {
  await sleep(Math.max(0, startedAt + event.at - Date.now()));
  const hit = (midPush: boolean) => {
    if (midPush) strikes.midPush[event.kind] = (strikes.midPush[event.kind] ?? 0) + 1;
  };
  switch (event.kind) {
    case 'partition':
    case 'drop-requests':
    case 'drop-responses': {
      const proxy = cluster.deviceProxies[event.target]!;
      proxy.mode = event.kind as ProxyMode;
      if (event.kind === 'partition') proxy.cutAll();
      await sleep(event.ms);
      proxy.mode = 'pass';
      return;
    }
    case 'server-sigkill': {
      const node = cluster.servers[event.target]!;
      if (node.restarting) return;
      await untilPushing(pushing, 1000);
      hit(await pushing());
      node.restarting = cluster.killAndRestart(event.target).finally(() => (node.restarting = undefined));
      return node.restarting;
    }
    case 'server-sigstop': {
      const node = cluster.servers[event.target]!;
      if (node.paused || node.restarting) return;
      await untilPushing(pushing, 1000);
      hit(await pushing());
      cluster.pause(event.target);
      await sleep(event.ms);
      if (node.paused) cluster.resume(event.target);
      return;
    }
    case 'pg-terminate-backend': {
      // Again and again for a second, until it ends a backend in the middle of a push.
      const deadline = Date.now() + 1000;
      let ended = 0;
      while (ended === 0 && Date.now() < deadline) {
        ended = await cluster.terminatePushBackends();
        if (ended === 0) await sleep(3);
      }
      hit(ended > 0);
      return;
    }
    case 'pg-refuse-connections': {
      const proxies = cluster.servers.flatMap((node) => (node.database ? [node.database] : []));
      for (const proxy of proxies) {
        proxy.mode = 'refuse';
        proxy.cutAll();
      }
      await sleep(event.ms);
      for (const proxy of proxies) proxy.mode = 'pass';
      return;
    }
    case 'tab-killed':
      hit(await cluster.devices[event.target]!.killTab());
      return;
    case 'clock-skew':
    case 'previous-schema':
      return;
  }
}
