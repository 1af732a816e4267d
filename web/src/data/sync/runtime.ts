import { liveQuery } from 'dexie';
import { expireSession, getAuthState, onSignOut, subscribeAuth, workerSessionOf } from '../account/auth-state';
import { copySessionForWorker } from '../account/worker-session';
import { followAccountLanguageChanges } from '../account/account-language';
import { ApiError, sessionEndOf } from '../server/api-client';
import { rememberedSyncUser, rememberSyncUser } from '../collection/local-data';
import { reportPendingChanges } from '../account/session';
import { openUserDatabase, type UserDatabase } from './database';
import { createSyncEngine, type SyncCredentials, type SyncEngine } from './engine';
import { startSyncTriggers, webLocksLock, type SyncTriggers } from './triggers';
import { startLiveStream, type LiveStream } from './live';

/**
 * The sync layer's life in the browser, tied to the session: the signed-in user's database opens (and its engine
 * starts) on sign-in, stays open when the session merely expires (the painter keeps working; "Sign in to sync"),
 * switches when another account signs in (the old outbox is never pushed under the new identity), and closes on
 * sign-out, before the session layer deletes the data.
 */

export interface ActiveSync {
  userId: string;
  db: UserDatabase;
  engine: SyncEngine;
  triggers: SyncTriggers;
  /** The server's pokes (live.ts): "live" in the header while it is open. */
  live: LiveStream;
  /** Stops the triggers, the engine and the pending-count subscription, and closes the database. */
  close(): void;
}

let active: ActiveSync | null = null;
/** The user whose database is being opened, and the promise of it. */
let opening: { userId: string; promise: Promise<ActiveSync | null> } | null = null;
const listeners = new Set<() => void>();
let starts = 0;
let stopListening: (() => void) | null = null;

/**
 * Settles when the shell starts the runtime. It does so once the first screen is painted (sync-status-slot.tsx), so a
 * write made in that moment waits for the database instead of failing as if nobody were signed in.
 */
function whenStarted(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}
let started = whenStarted();
/** How long a write waits for the runtime to start before it is refused (a runtime that never starts: a bug). */
const startWaitMs = 10_000;

function notify() {
  listeners.forEach((listener) => listener());
}

export function getActiveSync(): ActiveSync | null {
  return active;
}

/** The user whose data the screens should show: signed in, else the one this device last synced for. */
function targetUser(): string | null {
  const { token, user } = getAuthState();
  const signedIn = token && user?.id !== undefined ? String(user.id) : null;
  return signedIn ?? rememberedSyncUser();
}

export function subscribeActiveSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored session, as the engine checks it before every request. */
function credentials(): SyncCredentials | null {
  const { token, user } = getAuthState();
  return token && user?.id !== undefined ? { token, userId: String(user.id) } : null;
}

const persistenceAsked = new Set<string>();

/** Asks once per database, after sign-in, that the browser not evict the painter's data under storage pressure. */
async function askPersistence(db: UserDatabase): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !credentials() || persistenceAsked.has(db.name)) return;
  persistenceAsked.add(db.name);
  const meta = await db.readMeta();
  if (meta.persistGranted !== null) return;
  const granted = await storage.persist().catch(() => false);
  await db.meta.update('sync', { persistGranted: granted });
}

/**
 * Runs `run` once, after the engine's first sync that ends well with a session (issue 33: the device then stores what
 * it needs offline, offline-ready.ts). Returns the function that cancels it.
 */
function afterFirstSync(engine: SyncEngine, run: () => void): () => void {
  let done = false;
  const check = () => {
    const status = engine.getStatus();
    if (done || status.phase !== 'idle' || status.lastSyncedAt === null || !credentials()) return;
    done = true;
    unsubscribe();
    run();
  };
  const unsubscribe = engine.subscribe(check);
  return () => {
    done = true;
    unsubscribe();
  };
}

async function open(userId: string): Promise<ActiveSync | null> {
  const db = await openUserDatabase(userId);
  // Another account signed in (or everyone signed out) while it opened: it is not wanted any more.
  if (targetUser() !== userId || starts === 0) {
    db.close();
    return null;
  }
  const lock = webLocksLock(userId);
  const engine = createSyncEngine({
    db,
    userId,
    fetch: (input, init) => fetch(input, init),
    getToken: credentials,
    onUnauthorized: (token, code) => expireSession(token, sessionEndOf(code)),
    ...(lock ? { lock } : {}),
  });
  // The logout dialog warns about changes still waiting; this count follows writes made in any tab.
  const pending = liveQuery(() => db.outbox.where('status').equals('pending').count()).subscribe({ next: reportPendingChanges, error: () => undefined });
  const triggers = startSyncTriggers(engine);
  const live = startLiveStream({
    engine,
    clientId: async () => (await db.readMeta()).clientId,
    getToken: () => {
      const current = credentials();
      return current?.userId === userId ? current : null;
    },
    fetch: (input, init) => fetch(input, init),
  });
  const stopStoring = afterFirstSync(engine, () => {
    const token = credentials()?.token;
    // Loaded only then: the catalog's schema and the photo downloads are not the runtime's first download.
    if (token) void import('./offline-ready').then(({ storeForOffline }) => storeForOffline(db, userId, token)).catch(() => undefined);
  });
  void askPersistence(db).catch(() => undefined);
  return {
    userId,
    db,
    engine,
    triggers,
    live,
    close() {
      stopStoring();
      pending.unsubscribe();
      live.stop();
      triggers.stop();
      engine.stop();
      db.close();
    },
  };
}

/** Brings the open database in line with the session. */
function reconcile(): void {
  const userId = targetUser();
  const { token, user } = getAuthState();
  if (token && user?.id !== undefined && rememberedSyncUser() !== String(user.id)) rememberSyncUser(String(user.id));
  if (active && active.userId === userId) {
    // Signed in again (or the token changed): sync now; signed out by expiry: the next run says "Sign in to sync".
    active.engine.request('sign-in');
    void askPersistence(active.db).catch(() => undefined);
    return;
  }
  if (opening?.userId === userId) return;
  if (active) {
    active.close();
    active = null;
    reportPendingChanges(0);
    notify();
  }
  if (!userId || starts === 0) {
    opening = null;
    return;
  }
  const promise = open(userId)
    .catch((error: unknown) => {
      console.error('The local database could not be opened', error);
      return null;
    })
    .then((opened) => {
      if (opening?.promise !== promise) {
        opened?.close();
        return null;
      }
      opening = null;
      active = opened;
      notify();
      return opened;
    });
  opening = { userId, promise };
}

/**
 * Starts following the session (idempotent; each call returns its own stop). The app shell calls it once a
 * painter is, or was last, signed in on this device.
 */
export function startSyncRuntime(): () => void {
  starts += 1;
  if (starts === 1) {
    const unsubscribe = subscribeAuth(reconcile);
    // Issue 38: the painter's language follows their account while they are signed in here (off the first download).
    const stopLanguage = followAccountLanguageChanges();
    const unregister = onSignOut(() => {
      opening = null;
      if (active) active.close();
      active = null;
      notify();
    });
    stopListening = () => {
      unsubscribe();
      stopLanguage();
      unregister();
    };
    started.resolve();
    // A painter signed in before the worker synced has their session only in localStorage: the worker gets a copy once.
    void copySessionForWorker(workerSessionOf(getAuthState())).catch(() => undefined);
  }
  reconcile();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    starts -= 1;
    if (starts > 0) return;
    stopListening?.();
    stopListening = null;
    started = whenStarted();
    opening = null;
    if (active) active.close();
    active = null;
    notify();
  };
}

/**
 * The database local writes go to, waiting for the runtime to start (when a painter is, or was, signed in here)
 * and for the database to open. Without one (nobody signed in on this device), spec
 * §7/§8's rule for the REST client holds: the change fails with '401: Authentication required'.
 */
export async function requireDatabase(): Promise<UserDatabase> {
  if (starts === 0 && targetUser() !== null) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([started.promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, startWaitMs)))]);
    clearTimeout(timer);
  }
  const current = active ?? (opening ? await opening.promise : null);
  if (!current) throw new ApiError(401, 'unauthenticated', '401: Authentication required');
  return current.db;
}

/** A local write was saved: the triggers sync shortly. */
export function notifyLocalWrite(): void {
  active?.triggers.notifyWrite();
}
