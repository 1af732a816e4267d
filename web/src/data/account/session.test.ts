import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, onSessionExpired, onSignOut, storeSession } from './auth-state';
import { accountLanguage } from '../../i18n/switch-language';
import { fetchCurrentUser, logout, logoutNeedsConfirmation, logoutRisks, reportPendingChanges, verifySession } from './session';

// A session update follows the account's language through a lazy import it does not wait for: the file waits for that
// module before its environment is torn down (a late import there failed the run with an unhandled rejection).
afterAll(() => accountLanguage());

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null, isAdmin: false, emailVerified: false, pendingEmail: null };

let store: Map<string, string>;
let deleted: string[];
let onLine: boolean;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A browser whose IndexedDB cannot list its databases (older Firefox): only known names can be deleted. */
function stubIndexedDbWithoutListing() {
  vi.stubGlobal('indexedDB', {
    deleteDatabase: (name: string) => {
      deleted.push(name);
      const request: { onsuccess?: () => void } = {};
      queueMicrotask(() => request.onsuccess?.());
      return request;
    },
  });
}

function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  store = new Map();
  deleted = [];
  onLine = true;
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.stubGlobal('navigator', {
    get onLine() {
      return onLine;
    },
  });
  // The browser's IndexedDB: the shared catalog, two users' local data and an unrelated database.
  const names = ['paintforge-catalog', 'paintforge-user-u1', 'paintforge-user-u9', 'other-app'];
  vi.stubGlobal('indexedDB', {
    databases: async () => names.map((name) => ({ name, version: 1 })),
    deleteDatabase: (name: string) => {
      deleted.push(name);
      const request: { onsuccess?: () => void } = {};
      queueMicrotask(() => request.onsuccess?.());
      return request;
    },
  });
  storeSession('token-1', ada);
});

afterEach(() => vi.unstubAllGlobals());

describe('verifySession (app start)', () => {
  it('refreshes the stored user from /api/auth/me with the bearer token', async () => {
    const fetch = stubFetch(() => json(200, { ...ada, firstName: 'Augusta', emailVerified: true }));
    await expect(verifySession()).resolves.toBe('current');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/me');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(getAuthState().user).toMatchObject({ firstName: 'Augusta', emailVerified: true });
    expect(store.get('authToken')).toBe('token-1');
  });

  it('on a 401 clears only the credentials: no local data is deleted and no sign-out clean-up runs', async () => {
    stubFetch(() => json(401, { error: 'unauthorized', message: 'Authentication required' }));
    const expired = vi.fn();
    const cleanUp = vi.fn();
    const stopExpired = onSessionExpired(expired);
    const stopCleanUp = onSignOut(cleanUp);
    store.set('theme', 'dark');

    await expect(verifySession()).resolves.toBe('expired');
    stopExpired();
    stopCleanUp();

    expect(store.has('authToken')).toBe(false);
    expect(store.has('user')).toBe(false);
    expect(store.get('theme')).toBe('dark');
    expect(getAuthState().user).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    expect(cleanUp).not.toHaveBeenCalled();
    expect(deleted).toEqual([]);
  });

  it('offline (no answer) keeps the last known user signed in, without an error', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(verifySession()).resolves.toBe('offline');
    expect(getAuthState().user).toMatchObject({ email: 'ada@example.com' });
    expect(store.get('authToken')).toBe('token-1');
  });

  it('known to be offline, it does not even ask', async () => {
    onLine = false;
    const fetch = stubFetch(() => json(200, ada));
    await expect(verifySession()).resolves.toBe('offline');
    expect(fetch).not.toHaveBeenCalled();
    expect(getAuthState().user).not.toBeNull();
  });

  it('a server failure keeps the user signed in (it is not a 401)', async () => {
    stubFetch(() => json(500, { error: 'internal', message: 'Internal Server Error' }));
    await expect(verifySession()).resolves.toBe('failed');
    expect(getAuthState().user).toMatchObject({ email: 'ada@example.com' });
  });

  it('does nothing when signed out', async () => {
    store.clear();
    const fetch = stubFetch(() => json(200, ada));
    await expect(verifySession()).resolves.toBe('signed-out');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a late answer for an old session does not overwrite a newer sign-in', async () => {
    stubFetch(() => {
      storeSession('token-2', { ...ada, id: 'u2', email: 'grace@example.com' });
      return json(200, ada);
    });
    await verifySession();
    expect(getAuthState()).toMatchObject({ token: 'token-2', user: { email: 'grace@example.com' } });
  });
});

describe('fetchCurrentUser', () => {
  it("answers null on a 401, raises 'Failed to fetch user' on other failures", async () => {
    stubFetch(() => json(401, { error: 'unauthorized', message: 'Authentication required' }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    storeSession('token-1', ada);
    stubFetch(() => json(503, { error: 'unavailable', message: 'Down for maintenance' }));
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch user');
    stubFetch(() => json(200, { not: 'a user' }));
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch user');
  });
});

describe('any call the server refuses for the session', () => {
  it('clears the credentials once, but a wrong password at login does not', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const { apiRequest } = await import('../server/api-client');

    stubFetch(() => json(401, { error: 'invalid-credentials', message: 'Invalid email or password' }));
    await expect(apiRequest('POST', '/api/auth/login', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(store.get('authToken')).toBe('token-1');

    stubFetch(() => json(401, { error: 'unauthorized', message: 'Authentication required' }));
    await expect(apiRequest('PATCH', '/api/auth/profile', { body: {} })).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('GET', '/api/paints')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(store.has('authToken')).toBe(false);
    expect(expired).toHaveBeenCalledOnce();
  });
});

describe('logout', () => {
  it('forgets the credentials, deletes the signed-out painter’s database only, and ends the session on the server', async () => {
    const fetch = stubFetch(() => json(200, { message: 'Logged out' }));
    await logout();
    expect(store.has('authToken')).toBe(false);
    expect(store.has('user')).toBe(false);
    // u9's database may hold changes of a painter whose session expired here: it stays for their next sign-in.
    expect(deleted.sort()).toEqual(['paintforge-user-u1']);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('still signs out when the server cannot be reached', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(logout()).resolves.toBeUndefined();
    expect(store.has('authToken')).toBe(false);
    expect(deleted).toContain('paintforge-user-u1');
  });

  it('without indexedDB.databases() deletes the signed-in user’s database by name', async () => {
    stubIndexedDbWithoutListing();
    stubFetch(() => json(200, { message: 'Logged out' }));
    await logout();
    expect(deleted).toEqual(['paintforge-user-u1']);
  });

  it('asks first when offline (and then does not try the server)', async () => {
    expect(logoutNeedsConfirmation(logoutRisks())).toBe(false);
    onLine = false;
    expect(logoutRisks()).toEqual({ offline: true, pendingChanges: 0 });
    expect(logoutNeedsConfirmation(logoutRisks())).toBe(true);
    const fetch = stubFetch(() => json(200, {}));
    await logout();
    expect(fetch).not.toHaveBeenCalled();
    expect(store.has('authToken')).toBe(false);
  });

  it('asks first when changes are still waiting to be sent (they would be deleted with the local data)', () => {
    reportPendingChanges(3);
    expect(logoutRisks()).toEqual({ offline: false, pendingChanges: 3 });
    expect(logoutNeedsConfirmation(logoutRisks())).toBe(true);
    reportPendingChanges(0);
    expect(logoutNeedsConfirmation(logoutRisks())).toBe(false);
  });

  it('deletes the database of the user this device last synced for, and forgets that user', async () => {
    store.set('paintforge-sync-user', 'u7');
    stubIndexedDbWithoutListing();
    stubFetch(() => json(200, { message: 'Logged out' }));
    await logout();
    expect(deleted.sort()).toEqual(['paintforge-user-u1', 'paintforge-user-u7']);
    expect(store.has('paintforge-sync-user')).toBe(false);
  });
});
