import { mutations } from '@paintforge/sync-protocol';
import { expect, it } from 'vitest';
import { readUserRows } from '../api/src/features/sync/rows.js';
import { mutate } from '../web/src/data/sync/mutate';
import { healAndSettle } from './heal.js';
import { useHost, withTwoDevices } from './world.js';

/**
 * Issue 35's rows across two devices: an army made on one phone (its units, the pile entry linked to a unit, the
 * scheme) shows on the other, and scheme steps edited offline on both keep both edits, the same everywhere.
 */
const hostOf = useHost();
const minute = (m: number) => new Date(Date.UTC(2026, 10, 21, 10, m)).toISOString();
const id = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const [armyId, unitId, schemeId, projectId, splitId] = [id(1), id(2), id(3), id(4), id(5)];
const paint = { catalogId: null, name: 'Macragge Blue', brand: 'Citadel', color: '#0D407F', type: 'Base', range: 'Base' };

it('the second phone sees the army, its units, the linked pile entries (a split one too) and the scheme', async () => {
  await withTwoDevices(hostOf(), 350, async (world, phone, tablet) => {
    await mutate(phone.db, mutations.scheme.create, {
      id: schemeId,
      name: 'Blue',
      steps: [{ id: id(10), part: 'Armour', paint, position: 'a0' }],
      createdAt: minute(0),
    });
    await mutate(phone.db, mutations.army.create, {
      id: armyId,
      name: 'Iron Wardens',
      faction: 'Ultramarines',
      points: 2000,
      schemeId,
      createdAt: minute(0),
    });
    await mutate(phone.db, mutations.unit.create, {
      id: unitId,
      armyId,
      name: 'Intercessors',
      modelCount: 10,
      points: 160,
      position: 'a0',
      createdAt: minute(1),
    });
    await mutate(phone.db, mutations.project.create, {
      id: projectId,
      name: 'Intercessors',
      stage: 'unbuilt',
      modelCount: 6,
      unitId,
      createdAt: minute(2),
    });
    await mutate(phone.db, mutations.project.split, { id: projectId, newId: splitId, count: 2, createdAt: minute(3) });
    await phone.engine.syncNow();
    await tablet.engine.syncNow();
    expect(await tablet.db.armies.get(armyId)).toMatchObject({ name: 'Iron Wardens', points: 2000, schemeId });
    expect(await tablet.db.units.where('armyId').equals(armyId).toArray()).toEqual([
      expect.objectContaining({ id: unitId, modelCount: 10 }),
    ]);
    expect((await tablet.db.projects.where('unitId').equals(unitId).toArray()).map((row) => row.modelCount).sort()).toEqual([2, 4]);
    expect((await tablet.db.schemes.get(schemeId))?.steps.map((step) => step.part)).toEqual(['Armour']);
    expect(
      await world.server.db
        .selectFrom('syncSpace')
        .select(['armyRows', 'unitRows', 'schemeRows'])
        .where('userId', '=', world.user.id)
        .executeTakeFirst(),
    ).toEqual({ armyRows: 1, unitRows: 1, schemeRows: 1 });
  });
});

it('scheme steps edited and added offline on two phones keep every edit, in position order, on both and the server', async () => {
  await withTwoDevices(hostOf(), 351, async (world, phone, tablet) => {
    // Ids are global: this story's own, not the first's.
    const schemeId = id(30);
    const steps = [
      { id: id(11), part: 'Armour', paint, position: 'a1' },
      { id: id(12), part: 'Trim', paint: null, position: 'a3' },
    ];
    await mutate(phone.db, mutations.scheme.create, { id: schemeId, name: 'Blue', steps, createdAt: minute(0) });
    await phone.engine.syncNow();
    await tablet.engine.syncNow();
    for (const device of [phone, tablet]) world.network.setOnline(device.name, false);
    await mutate(phone.db, mutations.scheme.updateStep, {
      schemeId,
      stepId: id(11),
      changes: { notes: 'two thin coats' },
      updatedAt: minute(1),
    });
    await mutate(phone.db, mutations.scheme.addStep, {
      schemeId,
      step: { id: id(13), part: 'Eyes', paint: null, position: 'a4' },
      updatedAt: minute(1),
    });
    await mutate(tablet.db, mutations.scheme.updateStep, { schemeId, stepId: id(12), changes: { unsure: true }, updatedAt: minute(2) });
    await mutate(tablet.db, mutations.scheme.addStep, {
      schemeId,
      step: { id: id(14), part: 'Base', paint: null, position: 'a0' },
      updatedAt: minute(2),
    });
    for (const device of [phone, tablet]) world.network.setOnline(device.name, true);
    await healAndSettle(world);

    const expected = [
      ['Base', null, false],
      ['Armour', 'two thin coats', false],
      ['Trim', null, true],
      ['Eyes', null, false],
    ];
    for (const device of [phone, tablet])
      expect(
        (await device.db.schemes.get(schemeId))!.steps.map((step) => [step.part, step.notes, step.unsure]),
        device.name,
      ).toEqual(expected);
    const [server] = (await readUserRows(world.server.db, world.user.id)).scheme;
    expect(server!.steps.map((step) => [step.part, step.notes, step.unsure])).toEqual(expected);
  });
});
