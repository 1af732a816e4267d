import type { UserDatabase } from './database';
import { isQuotaExceeded } from './quota';
import { createSyncTransport, SyncStop, type Stop } from './transport';

/**
 * The sync engine of one user's database (design/sync.md §4, §6): the loop that runs the transport (transport.ts:
 * push the outbox in order, then pull until the server has nothing more), says how that went, and decides when to
 * run again (backoff, Retry-After, triggers). Free of DOM globals (fetch, clock, randomness, timers and the
 * cross-tab lock are given to it), so the same code runs in the browser and in Node tests.
 */

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error' | 'signed-out' | 'update-required';

/**
 * Why a run stopped. Codes, not words: the engine runs in tests and tabs alike, and the words belong to the UI
 * (web/src/messages/sync-problem-text.ts).
 */
export type SyncProblem =
  | 'offline'
  | 'server-unavailable'
  | 'rate-limited'
  | 'signed-out'
  | 'other-account'
  | 'update-required'
  | 'server-too-old'
  | 'client-mismatch'
  | 'forbidden'
  | 'stuck'
  | 'bad-answer'
  | 'storage-full'
  | 'unexpected';

export interface SyncStatus {
  phase: SyncPhase;
  /** Local changes not yet confirmed by the server (the pending outbox). */
  pendingCount: number;
  /** When a pull last completed (ms since the epoch). */
  lastSyncedAt: number | null;
  /** Why the last run stopped, as a code (the UI says it in words); null after a good run. */
  problem: SyncProblem | null;
  /** When the engine tries again by itself after a failure (ms since the epoch). */
  nextRetryAt: number | null;
}

/** The session a push is made under. `userId` is the stored user's id: it must be the database's user. */
export interface SyncCredentials {
  token: string;
  userId: string;
}

export type SyncOutcome = 'synced' | 'offline' | 'failed' | 'signed-out' | 'refused' | 'update-required' | 'busy' | 'stopped';

export interface SyncResult {
  outcome: SyncOutcome;
  problem?: SyncProblem;
  /** After a failure: when the engine retries by itself. */
  retryInMs?: number;
}

/** What starts a run. Automatic ones wait out a backoff; the painter's "Sync now" does not. */
export type SyncReason = 'start' | 'write' | 'online' | 'visible' | 'timer' | 'manual' | 'retry' | 'sign-in' | 'poke';

/** Runs `run` only when no other tab of this user is syncing; `ran: false` when one is. */
export type SyncLock = <T>(run: () => Promise<T>) => Promise<{ ran: true; value: T } | { ran: false }>;

export interface SyncEngineOptions {
  db: UserDatabase;
  userId: string;
  fetch: typeof globalThis.fetch;
  /** The stored session, read at every request; null when signed out. */
  getToken: () => SyncCredentials | null;
  now?: () => number;
  random?: () => number;
  /** The server refused the token (401), with its code: the session layer clears the credentials, nothing else. */
  onUnauthorized?: (token: string, code: string | undefined) => void;
  /** One tab at a time (Web Locks in the browser); by default this engine only. */
  lock?: SyncLock;
  /** Timer for automatic retries; return a cancel function. Tests pass a no-op to drive retries themselves. */
  schedule?: (callback: () => void, delayMs: number) => () => void;
  /** Rows per pull page (the server's default when absent). */
  pullLimit?: number;
  /** Prefix of the API paths ('' in the browser: same origin). */
  baseUrl?: string;
  /** Abort a request that has not answered after this long. */
  requestTimeoutMs?: number;
}

export interface SyncEngine {
  readonly userId: string;
  readonly db: UserDatabase;
  /** Push then pull until the server has nothing more; now, whatever the backoff. Concurrent calls share runs. */
  syncNow(): Promise<SyncResult>;
  /** An automatic trigger: runs unless offline, stopped, waiting for an update, or inside a backoff. */
  request(reason: SyncReason): void;
  /** What the browser says about the network; offline runs no requests. */
  setOnline(online: boolean): void;
  getStatus(): SyncStatus;
  subscribe(listener: () => void): () => void;
  /** Re-reads the outbox count and the last sync time (after a local write). */
  refresh(): Promise<void>;
  /** No more runs or retries; a run in progress ends at its next step. */
  stop(): void;
}

export const backoffBaseMs = 2_000;
/**
 * A device cannot tell a network that healed (a partition, a server back from a crash) from one still broken: only
 * its next try does. Capped at 8 s, every outbox drains within 10 s of the heal (issue 34's harness: with the 5
 * minutes this was, a device stayed stuck long after, sync-tests/faults.test.ts seed 34000). A server that wants
 * fewer retries says so with Retry-After, which still holds a device back for as long as it asks.
 */
export const backoffCapMs = 8_000;
const busyRetryMs = 2_000;

/** Exponential backoff with jitter: 2 s, 4 s, then 8 s each time, each between half and all of that. */
export function backoffDelay(failures: number, random: () => number): number {
  const ceiling = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const singleEngineLock = (): SyncLock => {
  let tail: Promise<unknown> = Promise.resolve();
  return async (run) => {
    const result = tail.then(run);
    tail = result.catch(() => undefined);
    return { ran: true, value: await result };
  };
};

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, userId } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const lock = options.lock ?? singleEngineLock();
  const schedule =
    options.schedule ??
    ((callback: () => void, delayMs: number) => {
      const timer = setTimeout(callback, delayMs);
      return () => clearTimeout(timer);
    });

  let status: SyncStatus = { phase: 'idle', pendingCount: 0, lastSyncedAt: null, problem: null, nextRetryAt: null };
  const listeners = new Set<() => void>();
  let online = true;
  let stopped = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let running: Promise<SyncResult> | null = null;
  let queued: Promise<SyncResult> | null = null;
  const { pushAll, pullAll } = createSyncTransport({
    db,
    fetch: options.fetch,
    now,
    credentials,
    pullLimit: options.pullLimit,
    baseUrl: options.baseUrl ?? '',
    requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
  });

  function setStatus(next: Partial<SyncStatus>) {
    status = { ...status, ...next };
    listeners.forEach((listener) => listener());
  }

  async function refresh(): Promise<void> {
    try {
      const [pendingCount, meta] = await Promise.all([db.outbox.where('status').equals('pending').count(), db.meta.get('sync')]);
      setStatus({ pendingCount, lastSyncedAt: meta?.lastSyncedAt ?? null });
    } catch {
      // Closed (signed out) or unavailable: the status keeps its last numbers.
    }
  }

  function scheduleRetry(delayMs: number) {
    cancelRetry?.();
    cancelRetry = schedule(() => {
      cancelRetry = null;
      request('retry');
    }, delayMs);
  }

  /** The session for the next request; a run never continues under another account (design property 15). */
  function credentials(): SyncCredentials {
    if (stopped) throw new SyncStop({ kind: 'stopped' });
    const current = options.getToken();
    if (!current) throw new SyncStop({ kind: 'signed-out' });
    if (current.userId !== userId || db.userId !== userId) throw new SyncStop({ kind: 'refused' });
    return current;
  }

  function fail(stop: Stop): SyncResult {
    switch (stop.kind) {
      case 'stopped':
        return { outcome: 'stopped' };
      case 'signed-out':
        setStatus({ phase: 'signed-out', problem: 'signed-out', nextRetryAt: null });
        return { outcome: 'signed-out', problem: 'signed-out' };
      case 'refused':
        setStatus({ phase: 'signed-out', problem: 'other-account', nextRetryAt: null });
        return { outcome: 'refused', problem: 'other-account' };
      case 'unauthorized':
        setStatus({ phase: 'signed-out', problem: 'signed-out', nextRetryAt: null });
        options.onUnauthorized?.(stop.token, stop.code);
        return { outcome: 'signed-out', problem: 'signed-out' };
      case 'update-required':
        setStatus({ phase: 'update-required', problem: 'update-required', nextRetryAt: null });
        return { outcome: 'update-required', problem: 'update-required' };
      default: {
        failures += 1;
        // A server that says when to come back (429, 503) is not asked sooner than that, nor later than the backoff
        // would anyway once it has grown; a missing or absurd Retry-After leaves the backoff alone.
        const retryInMs = Math.max(backoffDelay(failures, random), stop.kind === 'server' ? stop.retryAfterMs : 0);
        const problem: SyncProblem = stop.kind === 'network' ? 'offline' : stop.problem;
        setStatus({ phase: stop.kind === 'network' ? 'offline' : 'error', problem, nextRetryAt: now() + retryInMs });
        scheduleRetry(retryInMs);
        return { outcome: stop.kind === 'network' ? 'offline' : 'failed', problem, retryInMs };
      }
    }
  }

  async function runOnce(): Promise<SyncResult> {
    if (stopped) return { outcome: 'stopped' };
    if (!online) {
      setStatus({ phase: 'offline', problem: 'offline' });
      return { outcome: 'offline', problem: 'offline' };
    }
    const previous = status.phase;
    try {
      credentials();
      setStatus({ phase: 'syncing' });
      const ran = await lock(async () => {
        await pushAll();
        await pullAll();
      });
      if (!ran.ran) {
        // Another tab is syncing this user; its pull lands in the shared database. Look again shortly, in case a
        // write made here came after that tab read the outbox.
        setStatus({ phase: previous === 'syncing' ? 'idle' : previous });
        scheduleRetry(busyRetryMs);
        return { outcome: 'busy' };
      }
      failures = 0;
      cancelRetry?.();
      cancelRetry = null;
      setStatus({ phase: 'idle', problem: null, nextRetryAt: null });
      return { outcome: 'synced' };
    } catch (error) {
      if (error instanceof SyncStop) return fail(error.stop);
      if (stopped) return { outcome: 'stopped' };
      if (!isQuotaExceeded(error)) console.error('Sync failed', error);
      return fail({ kind: 'error', problem: isQuotaExceeded(error) ? 'storage-full' : 'unexpected' });
    } finally {
      await refresh();
    }
  }

  function syncNow(): Promise<SyncResult> {
    if (running === null) {
      running = runOnce().finally(() => {
        running = null;
      });
      return running;
    }
    // A run is under way and may have read the outbox before the latest write: one more run follows it.
    queued ??= running.then(() => {
      queued = null;
      return syncNow();
    });
    return queued;
  }

  function request(reason: SyncReason): void {
    if (stopped || status.phase === 'update-required') return;
    const waitsOutBackoff = reason === 'write' || reason === 'timer' || reason === 'visible';
    if (waitsOutBackoff && status.nextRetryAt !== null && now() < status.nextRetryAt) return;
    void syncNow();
  }

  return {
    userId,
    db,
    syncNow,
    request,
    setOnline(next: boolean) {
      online = next;
      if (!next) setStatus({ phase: 'offline', problem: 'offline' });
      else if (status.phase === 'offline') setStatus({ phase: 'idle', problem: null });
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    stop() {
      stopped = true;
      cancelRetry?.();
      cancelRetry = null;
    },
  };
}
