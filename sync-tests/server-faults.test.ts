import { mutations } from '@paintforge/sync-protocol';
import { describe, expect, it } from 'vitest';
import { mutate } from '../web/src/data/sync/mutate';
import { addDevice, closeWorld, createWorld, useHost } from './world.js';
import { serverLog, serverRows } from './painter.js';

const hostOf = useHost();
const at = () => new Date().toISOString();

describe("the server's injected fault", () => {
  it('fails a mutation after its write: the whole push rolls back, and the retry applies it once', async () => {
    const world = await createWorld(hostOf(), 0);
    try {
      world.network.heal();
      const device = await addDevice(world);
      const id = crypto.randomUUID();
      await mutate(device.db, mutations.paint.create, {
        id,
        name: 'Mephiston Red',
        brand: 'Citadel',
        color: '#9A1115',
        type: 'Base',
        quantity: 2,
        createdAt: at(),
      });
      await device.engine.syncNow();
      await mutate(device.db, mutations.paint.adjustQuantity, { id, delta: 3, updatedAt: at() });
      await mutate(device.db, mutations.paint.adjustQuantity, { id, delta: 1, updatedAt: at() });

      const struck = hostOf().fault.struck;
      const disarm = hostOf().fault.arm();
      await device.engine.syncNow();
      disarm();
      expect(hostOf().fault.struck).toBe(struck + 1);
      // The first delta's write was made, then the fault: nothing of the push stays, and none of it is consumed.
      expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(2);
      expect((await serverLog(world)).map((entry) => entry.name)).toEqual(['paint.create@1']);
      expect(await device.db.outbox.count()).toBe(2);

      await device.engine.syncNow();
      expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(6);
      expect(await device.db.outbox.count()).toBe(0);
    } finally {
      await closeWorld(world);
    }
  });
});
