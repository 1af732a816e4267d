/**
 * The session as the service worker reads it (issue 33). The page keeps the token and the user in localStorage, as
 * the spec says (§3: keys authToken and user), but a worker cannot read localStorage: so every change of the stored
 * session is also written here, to IndexedDB, where the worker finds it when it syncs with no page open. Plain
 * IndexedDB, not Dexie: auth-state.ts writes through this on every page, landing page included.
 */

/** What the worker needs to sync: the bearer token and whose it is. A null token: signed out, or refused by the server. */
export interface WorkerSession {
  token: string | null;
  userId: string | null;
}

export const workerSessionDatabaseName = 'paintforge-session';
const storeName = 'session';
const recordKey = 'current';

let connection: Promise<IDBDatabase> | null = null;

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(workerSessionDatabaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => {
      const db = request.result;
      // Never in the way of a deletion (a reset of the device's storage): the next write opens it again.
      db.onversionchange = () => {
        db.close();
        connection = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('The session database could not be opened'));
  });
}

/**
 * One connection per context, opened on first use: each write starts its transaction in call order on it, so the
 * last change of the session is the one that stays.
 */
function database(): Promise<IDBDatabase> | null {
  const factory = globalThis.indexedDB as IDBFactory | undefined;
  if (!factory) return null;
  connection ??= open(factory).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('The session database failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The session database failed'));
  });
}

/**
 * Reads the stored session and, in the same transaction, replaces it with what `next` returns for it (nothing is
 * written when it returns undefined), so no other write can slip between the read and the write. Returns what was read.
 */
async function update(next: (current: WorkerSession | undefined) => WorkerSession | undefined): Promise<WorkerSession | undefined> {
  const db = await database();
  if (!db) return undefined;
  const transaction = db.transaction(storeName, 'readwrite');
  const store = transaction.objectStore(storeName);
  const request = store.get(recordKey) as IDBRequest<WorkerSession | undefined>;
  request.onsuccess = () => {
    const replacement = next(request.result);
    if (replacement !== undefined) store.put(replacement, recordKey);
  };
  await done(transaction);
  return request.result;
}

/** The session the worker syncs under; undefined when none was ever written on this device (before issue 33). */
export function readWorkerSession(): Promise<WorkerSession | undefined> {
  return update(() => undefined);
}

/** Stores the session for the worker (the page does whenever its own stored session changes). */
export async function writeWorkerSession(session: WorkerSession): Promise<void> {
  await update(() => session);
}

/**
 * The server refused `token` while the worker synced: it is not tried again. The page notices at its next start-up
 * check and says why; the painter's data and unsent changes stay.
 */
export async function refuseWorkerSession(token: string): Promise<void> {
  await update((current) => (current?.token === token ? { token: null, userId: current.userId } : undefined));
}

/**
 * The one-time move for a painter signed in before the worker synced (issue 33): their session was only in
 * localStorage, so it is copied here once. A record already written (even a signed-out one) is left alone. True when
 * it copied.
 */
export async function copySessionForWorker(session: WorkerSession): Promise<boolean> {
  let copied = false;
  await update((current) => {
    if (current !== undefined) return undefined;
    copied = true;
    return session;
  });
  return copied;
}
