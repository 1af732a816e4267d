import { mutations } from '@paintforge/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { expect, it } from 'vitest';
import { mutate } from '../web/src/data/sync/mutate';
import { addDevice, closeWorld, createWorld, useHost } from './world.js';

/** Design property 12 (sync.md §5 "delete vs concurrent edit"), as one story across two devices. */
const hostOf = useHost();

it('an edit made offline on a paint deleted elsewhere is kept on the tombstone, told to its maker, and back on restore', async () => {
  const world = await createWorld(hostOf(), 12);
  world.network.heal();
  const [phone, tablet] = [await addDevice(world), await addDevice(world)];
  try {
    const id = uuidv7();
    await mutate(phone.db, mutations.paint.create, {
      id,
      name: 'Mephiston Red',
      brand: 'Citadel',
      color: '#9A1115',
      type: 'Base',
      createdAt: new Date().toISOString(),
    });
    await phone.engine.syncNow();
    await tablet.engine.syncNow();

    // The tablet goes offline and renames it; meanwhile the phone deletes it.
    world.network.setOnline(tablet.name, false);
    await mutate(tablet.db, mutations.paint.update, { id, changes: { name: 'Evil Sunz Scarlet' }, updatedAt: new Date().toISOString() });
    await mutate(phone.db, mutations.paint.delete, { id, deletedAt: new Date().toISOString() });
    await phone.engine.syncNow();
    world.network.setOnline(tablet.name, true);
    await tablet.engine.syncNow();
    await phone.engine.syncNow();

    // Delete wins, the rename is on the tombstone, and the tablet was told.
    const server = await hostOf()
      .server.db.selectFrom('paint')
      .select(['name', 'deletedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(server.deletedAt).not.toBeNull();
    expect(server.name).toBe('Evil Sunz Scarlet');
    expect((await tablet.db.notices.toArray()).map((notice) => notice.kind)).toContain('edited-deleted');
    expect((await tablet.db.paints.get(id))?.deletedAt).not.toBeNull();

    // A restore on the phone brings the paint back with the tablet's name, on both devices.
    await mutate(phone.db, mutations.paint.restore, { id, updatedAt: new Date().toISOString() });
    await phone.engine.syncNow();
    await tablet.engine.syncNow();
    for (const device of [phone, tablet])
      expect(await device.db.paints.get(id)).toMatchObject({ name: 'Evil Sunz Scarlet', deletedAt: null });
  } finally {
    await closeWorld(world);
  }
});
