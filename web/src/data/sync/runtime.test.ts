import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openUserDatabase } from './database';
import { FakeSyncServer } from './testing/fake-server';

/**
 * The browser runtime against the session, in Node: localStorage, window, document and navigator are stand-ins,
 * IndexedDB is fake-indexeddb's global one, fetch is the fake server.
 */

let server: FakeSyncServer;
let persist: ReturnType<typeof vi.fn>;
let stopRuntime: (() => void) | null = null;

beforeEach(() => {
  vi.resetModules();
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  persist = vi.fn(async () => true);
  vi.stubGlobal('navigator', { onLine: true, storage: { persist } });
  server = new FakeSyncServer();
  server.tokens.set('token-u1', 'u1');
  server.tokens.set('token-u2', 'u2');
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  stopRuntime?.();
  stopRuntime = null;
  vi.unstubAllGlobals();
});

const paint = { name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' };

async function load() {
  const auth = await import('../auth-state');
  const runtime = await import('./runtime');
  const paints = await import('../paints');
  const session = await import('../session');
  return { auth, runtime, paints, session };
}

describe('the sync runtime and the session', () => {
  it('opens the signed-in user’s database, keeps it through an expired session, switches on another sign-in, closes on sign-out', async () => {
    const { auth, runtime, paints, session } = await load();
    auth.storeSession('token-u1', { id: 'u1', email: 'ada@example.com' });
    stopRuntime = runtime.startSyncRuntime();
    const db = await runtime.requireDatabase();
    expect(db.name).toBe('paintforge-user-u1');

    // Asked once after sign-in, and the answer kept.
    await vi.waitFor(async () => expect((await db.readMeta()).persistGranted).toBe(true));
    expect(persist).toHaveBeenCalledOnce();

    const first = await paints.addPaint(paint);
    expect(await db.paints.get(first)).toMatchObject({ name: 'Mephiston Red', quantity: 1, status: 'in_stock' });
    await runtime.getActiveSync()!.engine.syncNow();
    expect(server.rows('u1', 'paint').map((row) => row.id)).toEqual([first]);

    // The server ends the session: the credentials go, the data and the database stay, writes still work.
    server.tokens.delete('token-u1');
    const second = await paints.addPaint({ ...paint, name: 'Evil Sunz Scarlet' });
    await expect(runtime.getActiveSync()!.engine.syncNow()).resolves.toEqual({ outcome: 'signed-out' });
    expect(auth.getAuthState().user).toBeNull();
    expect(runtime.getActiveSync()?.userId).toBe('u1');
    expect(await db.paints.get(second)).toBeDefined();
    expect(session.logoutRisks().pendingChanges).toBe(1);

    // Another account signs in on this device: its own database; u1's change is never sent under u2.
    auth.storeSession('token-u2', { id: 'u2', email: 'grace@example.com' });
    const other = await runtime.requireDatabase();
    expect(other.name).toBe('paintforge-user-u2');
    await runtime.getActiveSync()!.engine.syncNow();
    expect(server.rows('u2', 'paint')).toEqual([]);
    expect(server.log.map((entry) => entry.args)).toHaveLength(1);
    const kept = await openUserDatabase('u1');
    expect((await kept.outbox.toArray()).map((row) => (row.args as { name: string }).name)).toEqual(['Evil Sunz Scarlet']);
    kept.close();

    await session.endLocalSession();
    expect(runtime.getActiveSync()).toBeNull();
    await expect(paints.addPaint(paint)).rejects.toMatchObject({ status: 401, message: '401: Authentication required' });
  });

  it('without anyone signed in on the device, reads and writes answer as spec §7 says for the REST client', async () => {
    const { runtime, paints } = await load();
    stopRuntime = runtime.startSyncRuntime();
    expect(runtime.getActiveSync()).toBeNull();
    await expect(paints.addPaint(paint)).rejects.toMatchObject({ status: 401, message: '401: Authentication required' });
  });
});
