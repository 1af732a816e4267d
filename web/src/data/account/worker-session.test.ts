import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authTokenKey, clearCredentials, expireSession, getAuthState, storeSession, updateStoredUser, userKey, workerSessionOf } from './auth-state';
import { copySessionForWorker, readWorkerSession, refuseWorkerSession, workerSessionDatabaseName } from './worker-session';

/**
 * Issue 33: the service worker syncs with no page open, and cannot read localStorage. The page's session (kept in
 * localStorage, spec §3) is written to IndexedDB whenever it changes, and copied there once for a painter signed in
 * before this version.
 */

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
let store: Map<string, string>;
// One IndexedDB for the file: worker-session.ts keeps its connection, as it does in a page or the worker.
const factory = new IDBFactory();
vi.stubGlobal('indexedDB', factory);

function deleteSessionDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(workerSessionDatabaseName);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('delete failed'));
  });
}

beforeEach(async () => {
  store = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  });
  await deleteSessionDatabase();
});

describe('the session the worker syncs under', () => {
  it('follows every change of the stored session: sign-in, a refreshed user, expiry, sign-out', async () => {
    expect(await readWorkerSession()).toBeUndefined();
    storeSession('token-1', ada);
    await expect.poll(() => readWorkerSession()).toEqual({ token: 'token-1', userId: 'u1' });

    storeSession('token-2', { ...ada, id: 'u2' });
    updateStoredUser({ ...ada, id: 'u2', firstName: 'Augusta' });
    await expect.poll(() => readWorkerSession()).toEqual({ token: 'token-2', userId: 'u2' });

    expireSession('token-2', 'password-changed');
    await expect.poll(() => readWorkerSession()).toEqual({ token: null, userId: null });
    // The page still shows the painter, read-only; the worker has nothing to sync under.
    expect(getAuthState()).toMatchObject({ token: null, ended: 'password-changed' });

    storeSession('token-3', ada);
    await expect.poll(() => readWorkerSession()).toEqual({ token: 'token-3', userId: 'u1' });
    clearCredentials();
    await expect.poll(() => readWorkerSession()).toEqual({ token: null, userId: null });
  });

  it('is copied once from localStorage for a painter signed in before the worker synced', async () => {
    // What an older version left: the session in localStorage only.
    store.set(authTokenKey, 'old-token');
    store.set(userKey, JSON.stringify(ada));
    expect(await readWorkerSession()).toBeUndefined();

    expect(await copySessionForWorker(workerSessionOf(getAuthState()))).toBe(true);
    expect(await readWorkerSession()).toEqual({ token: 'old-token', userId: 'u1' });
    // Once only: a later start-up never overwrites what the page (or the worker) wrote since.
    expect(await copySessionForWorker({ token: 'stale', userId: 'u9' })).toBe(false);
    expect(await readWorkerSession()).toEqual({ token: 'old-token', userId: 'u1' });
  });

  it('a signed-out record counts as written: the migration does not bring an old token back', async () => {
    storeSession('token-1', ada);
    clearCredentials();
    await expect.poll(() => readWorkerSession()).toEqual({ token: null, userId: null });
    expect(await copySessionForWorker({ token: 'token-1', userId: 'u1' })).toBe(false);
    expect(await readWorkerSession()).toEqual({ token: null, userId: null });
  });

  it('a token the server refused to the worker is dropped, and only that token', async () => {
    storeSession('token-1', ada);
    await expect.poll(() => readWorkerSession()).toEqual({ token: 'token-1', userId: 'u1' });
    await refuseWorkerSession('another-token');
    expect(await readWorkerSession()).toEqual({ token: 'token-1', userId: 'u1' });
    await refuseWorkerSession('token-1');
    expect(await readWorkerSession()).toEqual({ token: null, userId: 'u1' });
  });
});
