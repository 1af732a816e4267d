import { mutations, type FeedbackType } from '@paintforge/sync-protocol';
import type { ErrorCode } from '@paintforge/sync-protocol/constants';
import { v4 as uuidv4 } from 'uuid';
import type { OutboxRow, UserDatabase } from '../sync/database';
import { getActiveSync } from '../sync/runtime';
import { writeLocal, writeLocalBatch } from '../sync/screen';
import { feedbackOutboxKey } from '../status/outbox-keys';

/**
 * Feedback written without a connection (issue 9: "it must not be lost because the shop had no signal") waits in the
 * painter's sync outbox as a `feedback.send@1` delivery (issue 32, "one outbox"): saved with the device's other
 * changes, counted by the header and the logout, sent by the sync engine with its retries, and refused with a sync
 * notice like any change. Its id, made here, makes a re-send (a lost answer) store it once on the server.
 */

export type FeedbackRequest = {
  type: FeedbackType;
  subject: string;
  message: string;
  /** A colour report; `measured` when it is a measurement on white card (issue 36), with a translucent paint's pooled coat. */
  colorReport?: { paintId: string; suggestedColor: string; measured?: { pooledColor?: string } };
};

/** A message in the outbox, not yet confirmed by the server. */
export interface QueuedFeedback {
  id: string;
  request: FeedbackRequest;
  queuedAt: string;
}

/**
 * What became of a message: sent; waiting on the device (no connection, the session lapsed, or the server could not
 * take it yet: the engine tries again); or refused for good, with the server's code.
 */
export type SendResult = { sent: true } | { sent: false; waiting: true } | { sent: false; waiting: false; code: ErrorCode };

/** The messages waiting in a painter's outbox, oldest first. */
export async function queuedFeedback(db: UserDatabase): Promise<QueuedFeedback[]> {
  const rows = await db.outbox.where('status').equals('pending').toArray();
  return rows.filter((row) => row.name === mutations.feedback.send.key).map(asQueued);
}

function asQueued(row: OutboxRow): QueuedFeedback {
  const { id, ...request } = row.args as FeedbackRequest & { id: string };
  return { id, request, queuedAt: row.createdAt };
}

/** The change's fate as the outbox tells it after a sync: gone or acknowledged is sent, rejected is refused. */
async function resultOf(db: UserDatabase, mutationId: number): Promise<SendResult> {
  const [row, meta] = await Promise.all([db.outbox.get(mutationId), db.readMeta()]);
  if (row?.status === 'rejected') return { sent: false, waiting: false, code: (row.lastError ?? 'bad-request') as ErrorCode };
  if (row === undefined || mutationId <= meta.acknowledgedMutationId) return { sent: true };
  return { sent: false, waiting: true };
}

/**
 * Queues a (validated) message with an id made here, then syncs at once. Resolves with what happened, so the form
 * says "submitted", "saved on this device" or why it was refused (the painter still has the text in the form).
 */
export async function submitFeedback(request: FeedbackRequest): Promise<SendResult> {
  const { mutationId } = await writeLocal(mutations.feedback.send, { ...request, id: uuidv4() });
  const sync = getActiveSync();
  if (!sync) return { sent: false, waiting: true };
  await sync.engine.syncNow();
  return resultOf(sync.db, mutationId);
}

interface OlderQueuedFeedback {
  userId?: unknown;
  request?: { id?: unknown } & Partial<FeedbackRequest>;
}

/**
 * Moves what an older app queued in localStorage (before the one outbox) into the painter's outbox, once: their own
 * messages only, with the ids they were queued under, so one the server already has is still stored once.
 */
export async function adoptOlderQueuedFeedback(userId: string): Promise<void> {
  const raw = localStorage.getItem(feedbackOutboxKey);
  if (raw === null) return;
  let items: OlderQueuedFeedback[] = [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) items = parsed as OlderQueuedFeedback[];
  } catch {
    // Nothing readable was kept.
  }
  const mine = items.filter((item) => item.userId === userId && typeof item.request === 'object' && item.request !== null);
  const others = items.filter((item) => !mine.includes(item));
  // The older page validated each message before queuing it; one that no longer passes is refused here, left out alone.
  await writeLocalBatch(
    mine.map(({ request = {} }) => (write) => {
      const { id, type, subject = '', message = '', colorReport } = request;
      return write(mutations.feedback.send, { id: typeof id === 'string' ? id : uuidv4(), type, subject, message, ...(colorReport && { colorReport }) });
    }),
  );
  if (others.length === 0) localStorage.removeItem(feedbackOutboxKey);
  else localStorage.setItem(feedbackOutboxKey, JSON.stringify(others));
}
