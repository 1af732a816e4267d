import type { FeedbackType } from '@paintforge/sync-protocol/constants';
import { v4 as uuidv4 } from 'uuid';
import { ApiError, apiRequest, NetworkError } from '../server/api-client';
import { feedbackOutboxKey } from '../status/outbox-keys';
import { getAuthState, getAuthToken } from '../account/auth-state';

/**
 * Feedback written without a connection (issue 9: "it must not be lost because the shop had no signal"). Every
 * message is stored here before it is sent and removed once the server has it, so a closed tab or a lost answer
 * loses nothing. Each carries an id made on the device: POST /api/feedback answers the stored entry again for an id
 * it already has (docs/admin-api.md), so sending twice stores it once.
 *
 * localStorage rather than the painter's Dexie database: a handful of small texts, readable without opening
 * IndexedDB, and the shell loads this module (app/shell/outbox-runner.ts) whenever something is queued.
 * No zod here for the same reason: the page validated the request before it was queued.
 */

export { feedbackOutboxKey };

export interface QueuedFeedback {
  id: string;
  /** Whose message it is: only that painter's session sends it. */
  userId: string;
  request: { id: string; type: FeedbackType; subject: string; message: string; colorReport?: { paintId: string; suggestedColor: string } };
  queuedAt: string;
}

export type SendResult = { sent: true; answer: unknown } | { sent: false; waiting: true } | { sent: false; waiting: false; error: unknown };

const listeners = new Set<() => void>();
const sentListeners = new Set<(item: QueuedFeedback, answer: unknown) => void>();
const refusedListeners = new Set<(item: QueuedFeedback, error: unknown) => void>();
let cache: { raw: string | null; items: readonly QueuedFeedback[] } = { raw: null, items: [] };

function isQueued(value: unknown): value is QueuedFeedback {
  const item = value as Partial<QueuedFeedback> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.userId === 'string' &&
    typeof item.request === 'object' &&
    item.request !== null
  );
}

/** Every queued message, oldest first; the same array while storage is unchanged (useSyncExternalStore needs that). */
export function queuedFeedback(): readonly QueuedFeedback[] {
  const raw = localStorage.getItem(feedbackOutboxKey);
  if (raw === cache.raw) return cache.items;
  let items: QueuedFeedback[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed.filter(isQueued);
  } catch {
    // A damaged value holds nothing readable; it is replaced at the next write.
  }
  cache = { raw, items };
  return items;
}

function write(items: readonly QueuedFeedback[]): void {
  if (items.length === 0) localStorage.removeItem(feedbackOutboxKey);
  else localStorage.setItem(feedbackOutboxKey, JSON.stringify(items));
  for (const listener of listeners) listener();
}

export function subscribeFeedbackOutbox(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app sending or queuing changes what this one shows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === feedbackOutboxKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Called with each queued message the server accepted (the page refreshes the history). */
export function onFeedbackSent(listener: (item: QueuedFeedback, answer: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Called with each queued message the server refused while draining (it is dropped, so the painter is told). */
export function onFeedbackRefused(listener: (item: QueuedFeedback, error: unknown) => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

export function enqueueFeedback(item: QueuedFeedback): void {
  write([...queuedFeedback().filter((queued) => queued.id !== item.id), item]);
}

/** Drops a queued message (the page reports a failed first send itself and keeps the text in the form). */
export function discardQueuedFeedback(id: string): void {
  write(queuedFeedback().filter((queued) => queued.id !== id));
}

/**
 * Worth keeping for later: no answer, the server failing or busy, or a session that has lapsed (it is sent once
 * the painter signs in again). Anything else is a refusal of this message, which sending again would not change.
 */
function isWorthKeeping(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (!(error instanceof ApiError)) return false;
  return error.status >= 500 || error.code === 'rate-limited' || error.status === 401;
}

/** Sends one queued message: removed when the server has it or refused it, kept when it could not be delivered. */
export async function sendQueuedFeedback(id: string): Promise<SendResult> {
  const item = queuedFeedback().find((queued) => queued.id === id);
  if (!item) return { sent: false, waiting: false, error: new Error('not queued') };
  try {
    const answer = await apiRequest<unknown>('POST', '/api/feedback', { body: item.request });
    discardQueuedFeedback(id);
    for (const listener of sentListeners) listener(item, answer);
    return { sent: true, answer };
  } catch (error) {
    // Only no answer at all waits quietly; a failing server is reported now (spec §8) yet the message is kept.
    if (error instanceof NetworkError) return { sent: false, waiting: true };
    if (!isWorthKeeping(error)) discardQueuedFeedback(id);
    return { sent: false, waiting: false, error };
  }
}

let draining = false;

/** Sends the signed-in painter's queued messages, oldest first, stopping at the first one that cannot be delivered. */
export async function drainFeedbackOutbox(): Promise<void> {
  if (draining || !getAuthToken()) return;
  const userId = getAuthState().user?.id;
  if (userId === undefined) return;
  draining = true;
  try {
    for (const item of queuedFeedback().filter((queued) => queued.userId === String(userId))) {
      const result = await sendQueuedFeedback(item.id);
      if (result.sent) continue;
      if (!result.waiting && !isWorthKeeping(result.error)) {
        for (const listener of refusedListeners) listener(item, result.error);
        continue;
      }
      break;
    }
  } finally {
    draining = false;
  }
}

/**
 * Queues a (validated) request with an id made here, then sends it. Resolves with what happened: sent, waiting for
 * a connection (kept on the device), or failed: then it is dropped from the queue, as the caller reports the
 * failure (spec §8) and keeps the text to send again.
 */
export async function submitFeedback(userId: string | number, request: Omit<QueuedFeedback['request'], 'id'>): Promise<SendResult> {
  const id = uuidv4();
  enqueueFeedback({ id, userId: String(userId), request: { ...request, id }, queuedAt: new Date().toISOString() });
  const result = await sendQueuedFeedback(id);
  if (!result.sent && !result.waiting) discardQueuedFeedback(id);
  return result;
}
