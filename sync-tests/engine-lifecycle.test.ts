import { mutations } from '@paintforge/sync-protocol';
import { IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../api/src/testing/sync.js';
import { openUserDatabase } from '../web/src/data/sync/database';
import { createSyncEngine, type SyncLock } from '../web/src/data/sync/engine';
import { mutate } from '../web/src/data/sync/mutate';
import { createNetwork, injectInto, type Fault } from './network.js';
import { newPaintArgs } from './paint-args.js';
import { addDevice, closeWorld, createWorld, useHost, type World } from './world.js';

/** Design properties 10 and 15 (sync.md §7), which need the engine's own timers, locks and credentials. */
const hostOf = useHost();

describe('property 10: the outbox drains by itself, one tab at a time', () => {
  it('after a failed push, the engine retries on its own timer until the outbox is empty', async () => {
    const world = await createWorld(hostOf(), 1);
    let failuresLeft = 2;
    const network = createNetwork(
      injectInto(() => hostOf().app),
      (): Fault => (failuresLeft-- > 0 ? 'gateway-error' : 'deliver'),
    );
    const device = await addDevice(world);
    device.engine.stop();
    // The browser's timers this time: nobody calls syncNow again after the first trigger.
    const engine = createSyncEngine({
      db: device.db,
      userId: world.user.id,
      fetch: network.fetchFor(device.name),
      getToken: () => world.credentials,
      random: () => 0,
    });
    try {
      await mutate(device.db, mutations.paint.create, newPaintArgs());
      engine.request('write');
      await expect.poll(() => device.db.outbox.count(), { timeout: 20_000 }).toBe(0);
      expect(network.log.filter((entry) => entry.fault === 'gateway-error')).toHaveLength(2);
      expect(await hostOf().server.db.selectFrom('paint').select('id').where('userId', '=', world.user.id).execute()).toHaveLength(1);
    } finally {
      engine.stop();
      await closeWorld(world);
    }
  }, 30_000);

  it('two tabs of one device never push at the same time, and both end up with the server’s rows', async () => {
    const world: World = await createWorld(hostOf(), 2);
    const device = await addDevice(world);
    device.engine.stop();
    // A second tab: another connection to the same IndexedDB database, and the lock Web Locks gives both tabs.
    const secondTab = await openUserDatabase(world.user.id, {
      indexedDB: device.factory,
      IDBKeyRange,
      catalog: async (id) => hostOf().server.catalog.find(id),
    });
    let held = false;
    const lock: SyncLock = async (run) => {
      if (held) return { ran: false };
      held = true;
      try {
        return { ran: true, value: await run() };
      } finally {
        held = false;
      }
    };
    let inFlight = 0;
    let mostAtOnce = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const push = String(input).includes('/api/sync/push');
      if (push) mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      try {
        return await world.network.fetchFor(device.name)(input, init);
      } finally {
        if (push) inFlight--;
      }
    };
    const tabs = [device.db, secondTab].map((db) =>
      createSyncEngine({ db, userId: world.user.id, fetch, getToken: () => world.credentials, lock, schedule: () => () => undefined }),
    );
    try {
      world.network.heal();
      for (let round = 0; round < 5; round++) {
        await mutate(round % 2 ? secondTab : device.db, mutations.paint.create, newPaintArgs());
        await Promise.all(tabs.map((tab) => tab.syncNow()));
      }
      await tabs[0]!.syncNow();
      await tabs[1]!.syncNow();
      expect(mostAtOnce).toBe(1);
      expect(await device.db.outbox.count()).toBe(0);
      const server = await hostOf().server.db.selectFrom('paint').select('id').where('userId', '=', world.user.id).orderBy('id').execute();
      expect(server).toHaveLength(5);
      expect((await secondTab.paints.toArray()).map((row) => row.id).sort()).toEqual(server.map((row) => row.id));
    } finally {
      tabs.forEach((tab) => tab.stop());
      secondTab.close();
      await closeWorld(world);
    }
  });
});

describe('property 15: another user’s session never pushes the old outbox', () => {
  it('refuses to sync a database under someone else’s token, and the server never hears of its changes', async () => {
    const world = await createWorld(hostOf(), 3);
    const device = await addDevice(world);
    try {
      await mutate(device.db, mutations.paint.create, newPaintArgs());
      const other = await createTestUser({ ...hostOf().server, app: hostOf().app });
      world.credentials = { token: other.token, userId: other.id };
      world.network.heal();
      expect((await device.engine.syncNow()).outcome).toBe('refused');
      const { clientId } = await device.db.readMeta();
      expect(await hostOf().server.db.selectFrom('syncClient').select('clientId').where('clientId', '=', clientId).execute()).toEqual([]);
      expect(await hostOf().server.db.selectFrom('paint').select('id').where('userId', 'in', [world.user.id, other.id]).execute()).toEqual(
        [],
      );
      // The queued change is still there for its own painter.
      expect(await device.db.outbox.count()).toBe(1);
    } finally {
      await closeWorld(world);
    }
  });
});
