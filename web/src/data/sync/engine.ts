import {
  maxMutationsPerPush,
  maxPushBytes,
  outOfOrderSchema,
  protocolVersion,
  pullResponseSchema,
  pushResponseSchema,
  schemaVersion,
  touchesOf,
  codeForStatus,
  errorBodySchema,
  type ErrorCode,
  type PatchOperation,
} from '@paintforge/sync-protocol';
import type { OutboxRow, UserDatabase } from './database';
import { applyPull } from './pull';
import { acknowledgeThrough, nextPushBatch, recordPushAnswer, toPushMutation } from './push';
import { isQuotaExceeded } from './quota';

/**
 * The sync engine of one user's database (design/sync.md §4, §6): pushes the outbox in order, then pulls until the
 * server has nothing more, and says how that went. Free of DOM globals (fetch, clock, randomness, timers and the
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
export type SyncReason = 'start' | 'write' | 'online' | 'visible' | 'timer' | 'manual' | 'service-worker' | 'retry' | 'sign-in';

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
  /** The server refused the token (401): the session layer clears the credentials, nothing else. */
  onUnauthorized?: (token: string) => void;
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
export const backoffCapMs = 5 * 60_000;
const busyRetryMs = 2_000;

/** The longest Retry-After honoured: a bad proxy's "come back next week" must not silence a device. */
export const retryAfterCapMs = 60 * 60_000;

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `nowMs`; 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number {
  if (header === null || header.trim() === '') return 0;
  const text = header.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - nowMs;
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), retryAfterCapMs) : 0;
}

/** Exponential backoff with jitter: 2 s, 4 s, 8 s… up to 5 minutes, each between half and all of that. */
export function backoffDelay(failures: number, random: () => number): number {
  const ceiling = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

type Stop =
  | { kind: 'unauthorized'; token: string }
  | { kind: 'refused' }
  | { kind: 'signed-out' }
  | { kind: 'update-required' }
  | { kind: 'stopped' }
  | { kind: 'network' }
  | { kind: 'server'; problem: 'server-unavailable' | 'rate-limited'; retryAfterMs: number }
  | { kind: 'error'; problem: SyncProblem };

/** Ends a run; `kind` says how the status and retries follow. */
class SyncStop extends Error {
  constructor(readonly stop: Stop) {
    super('problem' in stop ? stop.problem : stop.kind);
    this.name = 'SyncStop';
  }
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
  const baseUrl = options.baseUrl ?? '';
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;

  let status: SyncStatus = { phase: 'idle', pendingCount: 0, lastSyncedAt: null, problem: null, nextRetryAt: null };
  const listeners = new Set<() => void>();
  let online = true;
  let stopped = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let running: Promise<SyncResult> | null = null;
  let queued: Promise<SyncResult> | null = null;

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

  async function send(method: 'POST' | 'PUT', path: string, body: BodyInit, contentType: string): Promise<Response> {
    const { token } = credentials();
    let response: Response;
    try {
      const timeout = typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(requestTimeoutMs) } : {};
      response = await options.fetch(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType, Accept: 'application/json' },
        body,
        credentials: 'same-origin',
        cache: 'no-store',
        ...timeout,
      });
    } catch {
      throw new SyncStop({ kind: 'network' });
    }
    if (response.status === 401) throw new SyncStop({ kind: 'unauthorized', token });
    if (response.status === 426) throw new SyncStop({ kind: 'update-required' });
    if (response.status === 403) {
      const code = await errorCode(response);
      throw new SyncStop({ kind: 'error', problem: code === 'client-mismatch' ? 'client-mismatch' : 'forbidden' });
    }
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      const problem = response.status === 429 ? 'rate-limited' : 'server-unavailable';
      throw new SyncStop({ kind: 'server', problem, retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), now()) });
    }
    return response;
  }

  const postJson = (path: string, body: unknown) => send('POST', path, JSON.stringify(body), 'application/json');

  async function readJson(response: Response): Promise<unknown> {
    try {
      return (await response.json()) as unknown;
    } catch {
      // A body cut off on the way is a network failure: nothing was learned, so the same request is sent again.
      throw new SyncStop({ kind: 'network' });
    }
  }

  async function errorCode(response: Response): Promise<ErrorCode> {
    const body = errorBodySchema.safeParse(await response.json().catch(() => null));
    return body.success ? body.data.error : codeForStatus(response.status);
  }

  function unexpected(): SyncStop {
    return new SyncStop({ kind: 'error', problem: 'bad-answer' });
  }

  /** Photos first (design §5): a mutation never reaches the server before the photo it refers to. */
  async function uploadPhotos(rows: readonly OutboxRow[]): Promise<void> {
    for (const hash of new Set(rows.flatMap((row) => touchesOf(row.name, row.args)?.photos ?? []))) {
      const blob = await db.blobs.get(hash);
      // Missing here (made on another device) or refused for good: the server decides, and says so in a notice.
      if (!blob || blob.uploaded || blob.uploadError) continue;
      const response = await send('PUT', `/api/blobs/${hash}`, new Uint8Array(blob.bytes), blob.mime);
      if (response.ok) await db.blobs.update(hash, { uploaded: true });
      else if (response.status >= 400 && response.status < 500) {
        // Refused for good (not an image, too large): kept as the code; the mutation's own refusal tells the painter.
        await db.blobs.update(hash, { uploadError: await errorCode(response) });
      } else throw unexpected();
    }
  }

  async function pushAll(): Promise<void> {
    let lastExpected: number | null = null;
    for (;;) {
      const batch = await nextPushBatch(db, maxMutationsPerPush, maxPushBytes);
      if (batch.length === 0) return;
      await uploadPhotos(batch);
      const { clientId } = await db.readMeta();
      const response = await postJson('/api/sync/push', { protocolVersion, schemaVersion, clientId, mutations: batch.map(toPushMutation) });
      if (response.status === 409) {
        const answer = outOfOrderSchema.safeParse(await readJson(response));
        if (!answer.success) throw unexpected();
        const { expected } = answer.data;
        // The same answer twice means resending cannot help: stop rather than loop.
        if (expected === lastExpected) throw new SyncStop({ kind: 'error', problem: 'stuck' });
        lastExpected = expected;
        const first = batch[0]!.mutationId;
        if (expected > first) {
          // Rows below `expected` were consumed by a push whose answer was lost; a pull confirms them.
          await acknowledgeThrough(db, expected - 1);
        } else if (await db.outbox.get(expected)) {
          await acknowledgeThrough(db, expected - 1, { lower: true });
        } else {
          throw new SyncStop({ kind: 'error', problem: 'stuck' });
        }
        continue;
      }
      if (!response.ok) throw unexpected();
      const answer = pushResponseSchema.safeParse(await readJson(response));
      if (!answer.success) throw unexpected();
      await recordPushAnswer(db, answer.data, now());
    }
  }

  async function pullAll(): Promise<void> {
    const meta = await db.readMeta();
    let cursor = meta.resetPending ? 0 : meta.cursor;
    let reset = meta.resetPending;
    let lastMutationIds: Record<string, number>;
    // Every page is gathered before any is applied: the outbox may only be trimmed with the client progress of the
    // last page, and the rows of an earlier page are only consistent with it once the later pages are in.
    const patch: PatchOperation[] = [];
    for (;;) {
      const response = await postJson('/api/sync/pull', {
        protocolVersion,
        schemaVersion,
        clientId: meta.clientId,
        cursor,
        ...(options.pullLimit ? { limit: options.pullLimit } : {}),
      });
      if (!response.ok) throw unexpected();
      const answer = pullResponseSchema.safeParse(await readJson(response));
      if (!answer.success) throw unexpected();
      const page = answer.data;
      if (page.reset) {
        // The server starts over from 0: what earlier pages said is superseded.
        reset = true;
        patch.length = 0;
      }
      patch.push(...page.patch);
      lastMutationIds = page.lastMutationIds;
      if (page.hasMore && page.cursor <= cursor && !page.reset) throw unexpected();
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    credentials();
    await applyPull(db, { cursor, reset, lastMutationIds, patch }, now());
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
        options.onUnauthorized?.(stop.token);
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
