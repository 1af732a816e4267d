import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../testing/memory-store.js';
import { rejection } from '../testing/rejection.js';
import { applyMutation } from './index.js';

// Issue 35: armies, units, a pile entry's unit, and schemes changed a step at a time.
const t = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const id = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const armyId = id(1);
const unitId = id(2);
const schemeId = id(3);
const projectId = id(4);

async function withArmy() {
  const store = new MemoryStore();
  await applyMutation(store, 'army.create@1', { id: armyId, name: ' Iron Wardens ', faction: 'Ultramarines', game: '', createdAt: t(0) });
  await applyMutation(store, 'unit.create@1', {
    id: unitId,
    armyId,
    name: 'Intercessors',
    modelCount: 10,
    points: 160,
    position: 'a0',
    createdAt: t(0),
  });
  return store;
}

const step = (n: number, position: string, part = 'Armour') => ({
  id: id(100 + n),
  part,
  paint: { catalogId: null, name: 'Macragge Blue', brand: 'Citadel', color: '#0d407f', type: 'Base', range: 'Base' },
  position,
});

describe('armies and units', () => {
  it('an army keeps the painter’s words trimmed, a blank faction or game as none, and a unit its count and points', async () => {
    const store = await withArmy();
    expect(await store.get('army', armyId)).toMatchObject({
      name: 'Iron Wardens',
      faction: 'Ultramarines',
      game: null,
      points: null,
      schemeId: null,
    });
    expect(await store.get('unit', unitId)).toMatchObject({ armyId, name: 'Intercessors', modelCount: 10, points: 160, deletedAt: null });
  });

  it('a unit of an army that is not the painter’s is refused as not found', async () => {
    const store = new MemoryStore();
    expect(
      await rejection(applyMutation(store, 'unit.create@1', { id: unitId, armyId, name: 'X', position: 'a0', createdAt: t(0) })),
    ).toMatchObject({ code: 'not-found', params: { subject: 'army' } });
  });

  it('a unit added to an army deleted elsewhere is kept under it, with a notice', async () => {
    const store = await withArmy();
    await applyMutation(store, 'army.delete@1', { id: armyId, deletedAt: t(1) });
    const result = await applyMutation(store, 'unit.create@1', { id: id(9), armyId, name: 'Scouts', position: 'a1', createdAt: t(2) });
    expect(result.notices.map((notice) => notice.code)).toEqual(['added-to-deleted']);
    expect(await store.get('unit', id(9))).toMatchObject({ deletedAt: null });
  });

  it('a pile entry names its unit, and a split of it keeps the unit (the unit still counts every model)', async () => {
    const store = await withArmy();
    await applyMutation(store, 'project.create@1', {
      id: projectId,
      name: 'Intercessors',
      stage: 'unbuilt',
      modelCount: 6,
      unitId,
      createdAt: t(1),
    });
    await applyMutation(store, 'project.split@1', { id: projectId, newId: id(5), count: 2, createdAt: t(2) });
    expect((await store.get('project', id(5)))?.unitId).toBe(unitId);
    await applyMutation(store, 'project.update@1', { id: projectId, changes: { unitId: null }, updatedAt: t(3) });
    expect((await store.get('project', projectId))?.unitId).toBeNull();
    expect(
      await rejection(applyMutation(store, 'project.update@1', { id: projectId, changes: { unitId: id(77) }, updatedAt: t(4) })),
    ).toMatchObject({ code: 'not-found', params: { subject: 'unit' } });
  });

  it('an army or unit can name only a scheme of the painter’s', async () => {
    const store = await withArmy();
    expect(await rejection(applyMutation(store, 'unit.update@1', { id: unitId, changes: { schemeId }, updatedAt: t(1) }))).toMatchObject({
      code: 'not-found',
      params: { subject: 'scheme' },
    });
    await applyMutation(store, 'scheme.create@1', { id: schemeId, name: 'Blue', createdAt: t(1) });
    await applyMutation(store, 'army.update@1', { id: armyId, changes: { schemeId }, updatedAt: t(2) });
    expect((await store.get('army', armyId))?.schemeId).toBe(schemeId);
  });
});

describe('schemes', () => {
  it('steps are kept in position order, whatever order two devices added them in, and a re-sent add changes nothing', async () => {
    const store = new MemoryStore();
    await applyMutation(store, 'scheme.create@1', { id: schemeId, name: 'Blue', steps: [step(2, 'a2')], createdAt: t(0) });
    await applyMutation(store, 'scheme.addStep@1', { schemeId, step: step(3, 'a3', 'Trim'), updatedAt: t(1) });
    await applyMutation(store, 'scheme.addStep@1', { schemeId, step: step(1, 'a1', 'Base'), updatedAt: t(2) });
    await applyMutation(store, 'scheme.addStep@1', { schemeId, step: step(1, 'a1', 'Base'), updatedAt: t(3) });
    expect((await store.get('scheme', schemeId))?.steps.map((s) => s.part)).toEqual(['Base', 'Armour', 'Trim']);
  });

  it('edits of different steps (and fields) both survive; a step removed meanwhile is not brought back', async () => {
    const store = new MemoryStore();
    await applyMutation(store, 'scheme.create@1', { id: schemeId, name: 'Blue', steps: [step(1, 'a1'), step(2, 'a2')], createdAt: t(0) });
    await applyMutation(store, 'scheme.updateStep@1', { schemeId, stepId: id(101), changes: { notes: 'two thin coats' }, updatedAt: t(1) });
    await applyMutation(store, 'scheme.updateStep@1', { schemeId, stepId: id(101), changes: { unsure: true }, updatedAt: t(2) });
    await applyMutation(store, 'scheme.updateStep@1', { schemeId, stepId: id(102), changes: { position: 'a0' }, updatedAt: t(3) });
    const steps = (await store.get('scheme', schemeId))!.steps;
    expect(steps.map((s) => [s.id, s.notes, s.unsure])).toEqual([
      [id(102), null, false],
      [id(101), 'two thin coats', true],
    ]);
    await applyMutation(store, 'scheme.removeStep@1', { schemeId, stepId: id(101), updatedAt: t(4) });
    expect(
      await rejection(
        applyMutation(store, 'scheme.updateStep@1', { schemeId, stepId: id(101), changes: { unsure: false }, updatedAt: t(5) }),
      ),
    ).toMatchObject({ code: 'not-found' });
    expect((await store.get('scheme', schemeId))!.steps).toHaveLength(1);
  });

  it('holds at most 100 steps: the next is refused with the limit', async () => {
    const store = new MemoryStore();
    const steps = Array.from({ length: 100 }, (_, n) => step(n, `a${String(n).padStart(3, '0')}`));
    await applyMutation(store, 'scheme.create@1', { id: schemeId, name: 'Blue', steps, createdAt: t(0) });
    expect(
      await rejection(applyMutation(store, 'scheme.addStep@1', { schemeId, step: { ...step(200, 'b0'), id: id(999) }, updatedAt: t(1) })),
    ).toMatchObject({ code: 'scheme-full', params: { subject: 'scheme', limit: 100 } });
  });

  it('refuses a step whose paint colour is not a hex colour', async () => {
    const store = new MemoryStore();
    const bad = { ...step(1, 'a1'), paint: { ...step(1, 'a1').paint, color: 'blue' } };
    expect(
      await rejection(applyMutation(store, 'scheme.create@1', { id: schemeId, name: 'Blue', steps: [bad], createdAt: t(0) })),
    ).toMatchObject({
      code: 'validation',
    });
  });
});
