import { mutations } from '@paintforge/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { expect, it } from 'vitest';
import type { ProjectRow } from '@paintforge/sync-protocol';
import { readUserRows } from '../api/src/features/sync/rows.js';
import { mutate } from '../web/src/data/sync/mutate';
import { healAndSettle } from './heal.js';
import { useHost, withTwoDevices, type Device, type World } from './world.js';

/**
 * Issue 26's conflict rule as stories across two devices: stage moves made offline converge on the latest move by
 * time, whatever order they reach the server in, with every move kept once; and a box split on both at once never
 * gives more models than it had.
 */
const hostOf = useHost();
const hour = (h: number) => new Date(Date.UTC(2026, 10, 21, h)).toISOString();

async function serverProjects(world: World): Promise<ProjectRow[]> {
  return (await readUserRows(world.server.db, world.user.id)).project.map(({ version: _version, ...row }) => row);
}

/** A 10-model box, made on the phone and synced to both devices. */
async function boxOnBoth(phone: Device, tablet: Device): Promise<string> {
  const id = uuidv7();
  await mutate(phone.db, mutations.project.create, { id, name: 'Intercessors', stage: 'unbuilt', modelCount: 10, createdAt: hour(0) });
  await phone.engine.syncNow();
  await tablet.engine.syncNow();
  return id;
}

it('moves made offline on two devices converge on the latest move by time, and the history holds every move once', async () => {
  await withTwoDevices(hostOf(), 26, async (world, phone, tablet) => {
    const id = await boxOnBoth(phone, tablet);
    for (const device of [phone, tablet]) world.network.setOnline(device.name, false);
    const move = (device: Device, stage: 'built' | 'primed' | 'painting', at: number) =>
      mutate(device.db, mutations.project.moveStage, { id, moveId: uuidv7(), stage, movedAt: hour(at) });
    // The tablet's clock runs ahead: its last move is the latest, yet it reaches the server first.
    await move(phone, 'built', 1);
    await move(tablet, 'built', 2);
    await move(phone, 'primed', 3);
    await move(tablet, 'painting', 5);
    await move(phone, 'primed', 4); // moved again, later than the phone's first primed, earlier than the tablet's painting
    expect((await phone.db.projects.get(id))?.stage).toBe('primed');
    expect((await tablet.db.projects.get(id))?.stage).toBe('painting');

    world.network.setOnline(tablet.name, true);
    await tablet.engine.syncNow();
    world.network.setOnline(phone.name, true);
    await phone.engine.syncNow();
    await healAndSettle(world);

    const [server] = await serverProjects(world);
    expect(server).toMatchObject({ stage: 'painting', status: 'active', modelCount: 10 });
    expect(server!.stageHistory.map((m) => [m.stage, m.movedAt])).toEqual([
      ['unbuilt', hour(0)],
      ['built', hour(1)],
      ['built', hour(2)],
      ['primed', hour(3)],
      ['primed', hour(4)],
      ['painting', hour(5)],
    ]);
    expect(new Set(server!.stageHistory.map((m) => m.id)).size).toBe(6);
    for (const device of [phone, tablet]) {
      expect(await device.db.projects.get(id), device.name).toEqual(server);
      expect(await device.db.outbox.count(), device.name).toBe(0);
    }
  });
});

it('a box split on two devices at once never gives more models than it had; the later split is refused and told', async () => {
  await withTwoDevices(hostOf(), 27, async (world, phone, tablet) => {
    const id = await boxOnBoth(phone, tablet);
    for (const device of [phone, tablet]) world.network.setOnline(device.name, false);
    // Each device sees 10 models and splits most of them off.
    const [phoneUnit, tabletUnit] = [uuidv7(), uuidv7()];
    await mutate(phone.db, mutations.project.split, { id, newId: phoneUnit, count: 6, createdAt: hour(1) });
    await mutate(tablet.db, mutations.project.split, { id, newId: tabletUnit, count: 7, createdAt: hour(2) });
    world.network.setOnline(phone.name, true);
    await phone.engine.syncNow();
    await healAndSettle(world);

    const server = await serverProjects(world);
    expect(server.map((row) => row.id).sort()).toEqual([id, phoneUnit].sort());
    expect(server.reduce((models, row) => models + row.modelCount, 0)).toBe(10);
    expect(server.find((row) => row.id === phoneUnit)).toMatchObject({ name: 'Intercessors', modelCount: 6, stage: 'unbuilt' });
    for (const device of [phone, tablet]) {
      const rows = (await device.db.projects.toArray()).sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(rows, device.name).toEqual([...server].sort((a, b) => (a.id < b.id ? -1 : 1)));
    }
    expect((await tablet.db.notices.toArray()).map((notice) => [notice.kind, notice.code])).toEqual([['rejected', 'validation']]);
  });
});
