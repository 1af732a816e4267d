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
import type { SyncCredentials, SyncProblem } from './engine';
import { setServerPollSeconds } from './poll-interval';
import { applyPull } from './pull';
import { acknowledgeThrough, nextPushBatch, recordPushAnswer, toPushMutation } from './push';

/**
 * The sync engine's transport (design/sync.md §4): one run's exchanges with the server — photos first, the outbox
 * pushed in order, then every pull page — and what each answer means. A failure ends the run as a SyncStop, whose
 * `stop` says how; the loop (engine.ts) decides what follows (status, backoff, retries).
 */

/** The longest Retry-After honoured: a bad proxy's "come back next week" must not silence a device. */
export const retryAfterCapMs = 60 * 60_000;

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `nowMs`; 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number {
  if (header === null || header.trim() === '') return 0;
  const text = header.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - nowMs;
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), retryAfterCapMs) : 0;
}

export type Stop =
  | { kind: 'unauthorized'; token: string; code: string | undefined }
  | { kind: 'refused' }
  | { kind: 'signed-out' }
  | { kind: 'update-required' }
  | { kind: 'stopped' }
  | { kind: 'network' }
  | { kind: 'server'; problem: 'server-unavailable' | 'rate-limited'; retryAfterMs: number }
  | { kind: 'error'; problem: SyncProblem };

/** Ends a run; `kind` says how the status and retries follow. */
export class SyncStop extends Error {
  constructor(readonly stop: Stop) {
    super('problem' in stop ? stop.problem : stop.kind);
    this.name = 'SyncStop';
  }
}

export interface SyncTransportOptions {
  db: UserDatabase;
  fetch: typeof globalThis.fetch;
  now: () => number;
  /** The session for the next request; throws a SyncStop when the run must not go on (signed out, another account). */
  credentials: () => SyncCredentials;
  /** Rows per pull page (the server's default when absent). */
  pullLimit?: number | undefined;
  baseUrl: string;
  requestTimeoutMs: number;
}

export interface SyncTransport {
  /** Pushes the whole outbox, photos first, batch after batch. */
  pushAll(): Promise<void>;
  /** Pulls every page, then applies them together. */
  pullAll(): Promise<void>;
}

export function createSyncTransport(options: SyncTransportOptions): SyncTransport {
  const { db, now, credentials, baseUrl, requestTimeoutMs } = options;

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
    if (response.status === 401) throw new SyncStop({ kind: 'unauthorized', token, code: await errorCode(response) });
    if (response.status === 426) {
      // A newer app than the server: reloading would not help, so it waits (with the backoff) for the server's update.
      if ((await errorCode(response)) === 'server-too-old') throw new SyncStop({ kind: 'error', problem: 'server-too-old' });
      throw new SyncStop({ kind: 'update-required' });
    }
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
      setServerPollSeconds(page.pollSeconds);
      if (page.hasMore && page.cursor <= cursor && !page.reset) throw unexpected();
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    credentials();
    await applyPull(db, { cursor, reset, lastMutationIds, patch }, now());
  }

  return { pushAll, pullAll };
}
