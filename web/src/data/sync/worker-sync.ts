import { readWorkerSession, refuseWorkerSession, type WorkerSession } from '../account/worker-session';
import { openUserDatabase, type UserDatabaseOptions } from './database';
import { createSyncEngine, type SyncEngineOptions, type SyncResult } from './engine';
import { webLocksLock } from './triggers';

/**
 * One sync run in the service worker, with no page open (issue 33): the same engine as the page's (engine.ts, and
 * through it push, pull, the photo uploads of transport.ts), on the same IndexedDB database, under the session the page
 * left for the worker (worker-session.ts), and behind the same Web Lock as the tabs: when a page of this painter is
 * syncing, the worker skips ('busy') and the page's run sends everything. What the worker writes (the outbox's
 * states, the pull cursor, the rows) is read again from the database by the page's engine before its next request, and
 * its live queries show it at once.
 */

export interface WorkerSyncOptions {
  fetch: typeof globalThis.fetch;
  /** The session to sync under; the one stored for the worker by default. */
  session?: () => Promise<WorkerSession | undefined>;
  /** The database's options (tests: a fake IndexedDB). */
  database?: UserDatabaseOptions;
  /** One context at a time; the Web Lock the tabs take by default. */
  lock?: SyncEngineOptions['lock'];
}

/** Why a worker run did nothing: no painter signed in on this device. */
export type WorkerSyncOutcome = SyncResult | { outcome: 'no-session' };

/**
 * Pushes the outbox and pulls until the server has nothing more, once. No retries are scheduled here: the browser
 * fires the event again (a one-off sync whose promise rejects, see sw.ts), and a page's own triggers do the rest.
 */
export async function syncInWorker(options: WorkerSyncOptions): Promise<WorkerSyncOutcome> {
  const session = await (options.session ?? readWorkerSession)();
  const token = session?.token ?? null;
  const userId = session?.userId ?? null;
  if (!token || !userId) return { outcome: 'no-session' };
  const db = await openUserDatabase(userId, options.database);
  let refused = false;
  const lock = options.lock ?? webLocksLock(userId);
  const engine = createSyncEngine({
    db,
    userId,
    fetch: options.fetch,
    getToken: () => (refused ? null : { token, userId }),
    onUnauthorized: () => {
      refused = true;
    },
    schedule: () => () => undefined,
    ...(lock ? { lock } : {}),
  });
  try {
    const result = await engine.syncNow();
    // The server refused the token: the worker does not try it again (the page says why when it opens).
    if (refused) await refuseWorkerSession(token);
    return result;
  } finally {
    engine.stop();
    db.close();
  }
}
