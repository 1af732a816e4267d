import { describe, expect, it } from 'vitest';
import { pileSettingsLimits } from '../entities/pile-settings.js';
import { MemoryStore } from '../testing/memory-store.js';
import { rejection } from '../testing/rejection.js';
import { applyMutation, touchesOf } from './index.js';

// Issue 26: a painter's stage names and monthly goal, one synced row per painter, changed field by field.
const t = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const painterId = '0190a0b0-0000-7000-8000-000000000001';
const set = (store: MemoryStore, changes: Record<string, unknown>, minute = 0) =>
  applyMutation(store, 'pileSettings.set@1', { id: painterId, ...changes, updatedAt: t(minute) });

describe('pileSettings.set@1', () => {
  it('makes the row on the first change, with only the names given (trimmed) and no goal', async () => {
    const store = new MemoryStore();
    await set(store, { stageNames: { painting: '  On the desk ', primed: '' } });
    expect(await store.get('pileSettings', painterId)).toEqual({
      id: painterId,
      stageNames: { painting: 'On the desk' },
      monthlyGoal: null,
      updatedAt: t(0),
      deletedAt: null,
    });
  });

  it('changes only the fields sent: two devices naming different stages and setting the goal all keep their change', async () => {
    const store = new MemoryStore();
    await set(store, { stageNames: { painting: 'On the desk' } }, 1);
    await set(store, { stageNames: { unbuilt: 'Shame' } }, 2);
    await set(store, { monthlyGoal: 4 }, 3);
    expect(await store.get('pileSettings', painterId)).toMatchObject({
      stageNames: { painting: 'On the desk', unbuilt: 'Shame' },
      monthlyGoal: 4,
      updatedAt: t(3),
    });
  });

  it('the same field is the last change’s; a blank name or null goal goes back to the app’s', async () => {
    const store = new MemoryStore();
    await set(store, { stageNames: { painting: 'A', built: 'Glued' }, monthlyGoal: 4 });
    await set(store, { stageNames: { painting: 'B' } }, 1);
    expect(await store.get('pileSettings', painterId)).toMatchObject({ stageNames: { painting: 'B', built: 'Glued' }, monthlyGoal: 4 });
    await set(store, { stageNames: { painting: '   ', built: null }, monthlyGoal: null }, 2);
    expect(await store.get('pileSettings', painterId)).toMatchObject({ stageNames: {}, monthlyGoal: null });
  });

  it('refuses names over the limit, unknown stages, goals out of 1..1000 or not whole, and a change of nothing', async () => {
    const store = new MemoryStore();
    const max = pileSettingsLimits.stageNameMax;
    await set(store, { stageNames: { painting: 'x'.repeat(max) }, monthlyGoal: pileSettingsLimits.monthlyGoalMax });
    for (const bad of [
      { stageNames: { painting: 'x'.repeat(max + 1) } },
      { stageNames: { glued: 'Glued' } },
      { monthlyGoal: 0 },
      { monthlyGoal: pileSettingsLimits.monthlyGoalMax + 1 },
      { monthlyGoal: 2.5 },
      {},
    ])
      expect((await rejection(set(store, bad, 1))).code, JSON.stringify(bad)).toBe('validation');
    expect(await store.get('pileSettings', painterId)).toMatchObject({
      stageNames: { painting: 'x'.repeat(max) },
      monthlyGoal: 1000,
      updatedAt: t(0),
    });
  });

  it('declares its row as the painter’s own, so the server checks the id against the signed-in painter', () => {
    expect(touchesOf('pileSettings.set@1', { id: painterId, monthlyGoal: 4, updatedAt: t(0) })).toMatchObject({
      entity: 'pileSettings',
      action: 'edit',
      rowId: painterId,
      ownRow: true,
    });
    expect(touchesOf('project.update@1', { id: painterId, changes: { name: 'Knight' }, updatedAt: t(0) })?.ownRow).toBe(false);
  });
});
