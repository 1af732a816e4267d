import { mutations } from '@paintforge/sync-protocol';
import { IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSyncEngine } from '../web/src/data/sync/engine';
import { mutate } from '../web/src/data/sync/mutate';
import { fakeLocks } from '../web/src/data/sync/testing/fake-locks';
import { webLocksLock } from '../web/src/data/sync/triggers';
import { syncInWorker, type WorkerSyncOptions } from '../web/src/data/sync/worker-sync';
import { newPaintArgs } from './paint-args.js';
import { addDevice, closeWorld, createWorld, expireSession, useHost, type Device, type World } from './world.js';

/**
 * Issue 33: the service worker drains the outbox with no page open, with the page's own engine on the page's database
 * (web/src/data/sync/worker-sync.ts), against the real server in process. The Chromium test
 * (e2e/installed-app.test.ts) fires the real event; this proves the rules around it.
 */
const hostOf = useHost();

/** The worker's view of `device`: its IndexedDB, the session the page stored for it, the network. */
function workerOf(world: World, device: Device, overrides: Partial<WorkerSyncOptions> = {}): WorkerSyncOptions {
  return {
    fetch: world.network.fetchFor(`${device.name}-worker`),
    session: async () => world.credentials ?? undefined,
    database: { indexedDB: device.factory, IDBKeyRange, catalog: async (id) => world.server.catalog.find(id) },
    ...overrides,
  };
}

async function serverPaints(world: World): Promise<string[]> {
  const rows = await world.server.db.selectFrom('paint').select('id').where('userId', '=', world.user.id).orderBy('id').execute();
  return rows.map((row) => row.id);
}

const pushesOf = (world: World, name: string) =>
  world.network.log.filter((entry) => entry.device === name && entry.path.includes('/api/sync/push')).length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the service worker syncs with no page open', () => {
  it('sends what the closed page left waiting, and the page that opens later finds it sent', async () => {
    const world = await createWorld(hostOf(), 33_001);
    world.network.heal();
    const device = await addDevice(world);
    try {
      const written = newPaintArgs();
      await mutate(device.db, mutations.paint.create, written);
      // The page is closed: its engine and its connection go, the database stays.
      device.engine.stop();
      device.db.close();

      await expect(syncInWorker(workerOf(world, device))).resolves.toEqual({ outcome: 'synced' });
      expect(await serverPaints(world)).toEqual([written.id]);

      // A page opens afterwards: nothing waits, the row is confirmed, and its first run sends nothing again.
      await device.db.open();
      const page = createSyncEngine({
        db: device.db,
        userId: world.user.id,
        fetch: world.network.fetchFor(device.name),
        getToken: () => world.credentials,
        schedule: () => () => undefined,
      });
      await page.refresh();
      expect(page.getStatus().pendingCount).toBe(0);
      expect(await device.db.confirmedPaints.get(written.id)).toBeDefined();
      await expect(page.syncNow()).resolves.toEqual({ outcome: 'synced' });
      expect(pushesOf(world, device.name)).toBe(0);
      page.stop();
    } finally {
      await closeWorld(world);
    }
  });

  it('does nothing without a session, and drops a token the server refuses without touching the outbox', async () => {
    const world = await createWorld(hostOf(), 33_002);
    world.network.heal();
    const device = await addDevice(world);
    try {
      await mutate(device.db, mutations.paint.create, newPaintArgs());
      await expect(syncInWorker(workerOf(world, device, { session: async () => ({ token: null, userId: null }) }))).resolves.toEqual({
        outcome: 'no-session',
      });
      await expect(syncInWorker(workerOf(world, device, { session: async () => undefined }))).resolves.toEqual({ outcome: 'no-session' });
      expect(world.network.log).toHaveLength(0);

      await expireSession(world);
      await expect(syncInWorker(workerOf(world, device))).resolves.toMatchObject({ outcome: 'signed-out' });
      expect(await device.db.outbox.where('status').equals('pending').count()).toBe(1);
      expect(await serverPaints(world)).toEqual([]);
    } finally {
      await closeWorld(world);
    }
  });

  it('takes the same Web Lock as the page: while one of them syncs the painter, the other skips', async () => {
    const { held, requested, manager } = fakeLocks();
    vi.stubGlobal('navigator', { locks: manager });
    const world = await createWorld(hostOf(), 33_003);
    world.network.heal();
    const device = await addDevice(world);
    try {
      await mutate(device.db, mutations.paint.create, newPaintArgs());
      let releasePage = () => undefined as void;
      const pageHolds = new Promise<void>((resolve) => (releasePage = resolve));
      let pageHasLock = () => undefined as void;
      const pageSyncing = new Promise<void>((resolve) => (pageHasLock = resolve));
      // The page's lock (runtime.ts passes this one to its engine), held while its run is under way.
      const pageLock = webLocksLock(world.user.id)!;
      const page = pageLock(async () => {
        pageHasLock();
        await pageHolds;
      });
      await pageSyncing;

      // The worker meanwhile: it skips, and sends nothing.
      await expect(syncInWorker(workerOf(world, device))).resolves.toEqual({ outcome: 'busy' });
      expect(pushesOf(world, `${device.name}-worker`)).toBe(0);
      releasePage();
      await page;

      // The worker holding it: the page's engine skips.
      let releaseWorker = () => undefined as void;
      const workerHolds = new Promise<void>((resolve) => (releaseWorker = resolve));
      const worker = syncInWorker(
        workerOf(world, device, {
          fetch: async (input, init) => {
            await workerHolds;
            return world.network.fetchFor(`${device.name}-worker`)(input, init);
          },
        }),
      );
      await expect.poll(() => held.size).toBe(1);
      const pageEngine = createSyncEngine({
        db: device.db,
        userId: world.user.id,
        fetch: world.network.fetchFor(device.name),
        getToken: () => world.credentials,
        lock: pageLock,
        schedule: () => () => undefined,
      });
      await expect(pageEngine.syncNow()).resolves.toEqual({ outcome: 'busy' });
      pageEngine.stop();
      releaseWorker();
      await expect(worker).resolves.toEqual({ outcome: 'synced' });

      expect(new Set(requested)).toEqual(new Set([`paintforge-sync-${world.user.id}`]));
      expect(pushesOf(world, device.name)).toBe(0);
      expect(await serverPaints(world)).toHaveLength(1);
    } finally {
      await closeWorld(world);
    }
  });
});
