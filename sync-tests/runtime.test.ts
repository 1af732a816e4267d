import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../api/src/testing/sync.js';
import { openUserDatabase } from '../web/src/data/sync/database';
import { serverLog, serverRows, usePainter } from './painter.js';
import { expireSession } from './world.js';

/**
 * The browser's sync runtime against the session and the real server, in Node: localStorage, window, document and
 * navigator are stand-ins, IndexedDB is fake-indexeddb's global one, and fetch reaches the real api app in-process.
 */
const painter = usePainter();

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
  vi.stubGlobal('fetch', painter().network.fetchFor('browser'));
});

afterEach(() => {
  stopRuntime?.();
  stopRuntime = null;
  vi.unstubAllGlobals();
});

const paint = { name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' };

/** The app's modules, fresh for each test (they keep the session and the open database in module state). */
async function load() {
  const auth = await import('../web/src/data/account/auth-state');
  const runtime = await import('../web/src/data/sync/runtime');
  const paints = await import('../web/src/data/collection/paints');
  const session = await import('../web/src/data/account/session');
  return { auth, runtime, paints, session };
}

describe('the sync runtime and the session', () => {
  it('opens the signed-in user’s database, keeps it through an expired session, switches on another sign-in, closes on sign-out', async () => {
    const world = painter();
    const other = await createTestUser({ ...world.server, app: world.host.app });
    const { auth, runtime, paints, session } = await load();
    auth.storeSession(world.user.token, { id: world.user.id, email: 'ada@example.com' });
    stopRuntime = runtime.startSyncRuntime();
    const db = await runtime.requireDatabase();
    expect(db.name).toBe(`paintforge-user-${world.user.id}`);

    // Asked once after sign-in, and the answer kept.
    await vi.waitFor(async () => expect((await db.readMeta()).persistGranted).toBe(true));
    expect(persist).toHaveBeenCalledOnce();

    // Spec §3: a paint stored without a quantity holds 100 (main's 0975221).
    const first = await paints.addPaint(paint);
    expect(await db.paints.get(first)).toMatchObject({ name: 'Mephiston Red', quantity: 100, status: 'in_stock' });
    await runtime.getActiveSync()!.engine.syncNow();
    expect((await serverRows(world, 'paint')).map((row) => row.id)).toEqual([first]);

    // The server ends the session: the credentials go, the data and the database stay, writes still work.
    await expireSession(world);
    const second = await paints.addPaint({ ...paint, name: 'Evil Sunz Scarlet' });
    await expect(runtime.getActiveSync()!.engine.syncNow()).resolves.toEqual({ outcome: 'signed-out', problem: 'signed-out' });
    expect(auth.getAuthState().user).toBeNull();
    expect(runtime.getActiveSync()?.userId).toBe(world.user.id);
    expect(await db.paints.get(second)).toBeDefined();
    expect(session.logoutRisks().pendingChanges).toBe(1);

    // Another account signs in on this device: its own database; the first account's change is never sent under it.
    auth.storeSession(other.token, { id: other.id, email: 'grace@example.com' });
    const otherDb = await runtime.requireDatabase();
    expect(otherDb.name).toBe(`paintforge-user-${other.id}`);
    await expect(runtime.getActiveSync()!.engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(await serverRows({ server: world.server, user: other }, 'paint')).toEqual([]);
    expect(await serverLog({ server: world.server, user: other })).toEqual([]);
    expect(await serverLog(world)).toHaveLength(1);
    const kept = await openUserDatabase(world.user.id);
    expect((await kept.outbox.toArray()).map((row) => (row.args as { name: string }).name)).toEqual(['Evil Sunz Scarlet']);
    kept.close();

    await session.endLocalSession();
    expect(runtime.getActiveSync()).toBeNull();
    await expect(paints.addPaint(paint)).rejects.toMatchObject({ name: 'ApiError', status: 401, code: 'unauthenticated' });
  });

  it('a write made before the shell starts the runtime (it waits for the first paint) waits for it instead of failing', async () => {
    const world = painter();
    const { auth, runtime, paints } = await load();
    auth.storeSession(world.user.token, { id: world.user.id, email: 'ada@example.com' });
    const added = paints.addPaint(paint);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stopRuntime = runtime.startSyncRuntime();
    const id = await added;
    expect(await (await runtime.requireDatabase()).paints.get(id)).toMatchObject({ name: 'Mephiston Red' });
  });

  it('without anyone signed in on the device, reads and writes answer as spec §7 says for the REST client', async () => {
    const { runtime, paints } = await load();
    stopRuntime = runtime.startSyncRuntime();
    expect(runtime.getActiveSync()).toBeNull();
    await expect(paints.addPaint(paint)).rejects.toMatchObject({ name: 'ApiError', status: 401, code: 'unauthenticated' });
    expect(painter().network.log).toEqual([]);
  });
});
