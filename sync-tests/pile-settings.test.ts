import { mutations } from '@paintforge/sync-protocol';
import { expect, it } from 'vitest';
import { readUserRows } from '../api/src/features/sync/rows.js';
import { mutate } from '../web/src/data/sync/mutate';
import { healAndSettle } from './heal.js';
import { useHost, withTwoDevices, type Device } from './world.js';

/**
 * Issue 26's pile settings across two devices: names and goal set on one show on the other, and changes made offline
 * on both converge field by field (each stage name and the goal the last to reach the server), the same everywhere.
 */
const hostOf = useHost();
const minute = (m: number) => new Date(Date.UTC(2026, 10, 21, 10, m)).toISOString();

const settingsOf = async (device: Device) => {
  const row = await device.db.pileSettings.get(device.db.userId);
  return row && { stageNames: row.stageNames, monthlyGoal: row.monthlyGoal };
};

it('a second device shows the names and goal set on the first', async () => {
  await withTwoDevices(hostOf(), 260, async (_world, phone, tablet) => {
    await mutate(phone.db, mutations.pileSettings.set, {
      id: phone.db.userId,
      stageNames: { primed: 'Undercoated', painting: 'On the desk' },
      monthlyGoal: 4,
      updatedAt: minute(0),
    });
    expect(await settingsOf(tablet)).toBeUndefined();
    await phone.engine.syncNow();
    await tablet.engine.syncNow();
    expect(await settingsOf(tablet)).toEqual({ stageNames: { primed: 'Undercoated', painting: 'On the desk' }, monthlyGoal: 4 });
  });
});

it('changes made offline on two devices converge field by field, the last to reach the server winning each field', async () => {
  await withTwoDevices(hostOf(), 261, async (world, phone, tablet) => {
    const id = phone.db.userId;
    await mutate(phone.db, mutations.pileSettings.set, {
      id,
      stageNames: { unbuilt: 'Shame', primed: 'Undercoated' },
      updatedAt: minute(0),
    });
    await phone.engine.syncNow();
    await tablet.engine.syncNow();
    for (const device of [phone, tablet]) world.network.setOnline(device.name, false);
    // The phone renames primed and sets a goal; the tablet renames primed too, clears unbuilt and names painting.
    await mutate(phone.db, mutations.pileSettings.set, { id, stageNames: { primed: 'Sprayed' }, monthlyGoal: 6, updatedAt: minute(2) });
    await mutate(tablet.db, mutations.pileSettings.set, {
      id,
      stageNames: { primed: 'Base coated', unbuilt: '', painting: 'Desk' },
      updatedAt: minute(1),
    });
    expect(await settingsOf(phone)).toEqual({ stageNames: { unbuilt: 'Shame', primed: 'Sprayed' }, monthlyGoal: 6 });
    expect(await settingsOf(tablet)).toEqual({ stageNames: { primed: 'Base coated', painting: 'Desk' }, monthlyGoal: null });

    // The phone's change reaches the server first, so the tablet's later arrival wins the name both changed.
    world.network.setOnline(phone.name, true);
    await phone.engine.syncNow();
    world.network.setOnline(tablet.name, true);
    await tablet.engine.syncNow();
    await healAndSettle(world);

    const expected = { stageNames: { primed: 'Base coated', painting: 'Desk' }, monthlyGoal: 6 };
    expect(await settingsOf(phone)).toEqual(expected);
    expect(await settingsOf(tablet)).toEqual(expected);
    const [server] = (await readUserRows(world.server.db, world.user.id)).pileSettings;
    expect(server).toMatchObject({ id: world.user.id, ...expected });
  });
});
