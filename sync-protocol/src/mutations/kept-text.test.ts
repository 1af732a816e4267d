import { describe, expect, it } from 'vitest';
import { keptTextsPerField } from '../entities/conflicts.js';
import { MemoryStore } from '../testing/memory-store.js';
import { applyMutation } from './index.js';

// Issue 33: two devices edit one text offline; the later edit in the server's order wins, the other text is kept.
const t = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const id = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const projectId = id(1);
const schemeId = id(2);
const stepId = id(3);

async function withMiniature(description: string | null) {
  const store = new MemoryStore();
  await applyMutation(store, 'project.create@1', { id: projectId, name: 'Knight', description, createdAt: t(0) });
  return store;
}

const describeAs = (store: MemoryStore, text: string, base: string | null, minute: number) =>
  applyMutation(store, 'project.update@2', {
    id: projectId,
    changes: { description: text },
    base: { description: base },
    updatedAt: t(minute),
  });

describe('kept texts', () => {
  it('an edit from the text it replaces keeps nothing aside', async () => {
    const store = await withMiniature('Blue armour');
    await describeAs(store, 'Blue armour, gold trim', 'Blue armour', 1);
    expect(await store.get('project', projectId)).toMatchObject({ description: 'Blue armour, gold trim', conflicts: [] });
  });

  it('two offline edits of one description: the later in server order wins, the one it replaced is kept', async () => {
    const store = await withMiniature('Blue armour');
    // Both phones saw "Blue armour"; the tablet's edit reaches the server first, the phone's second.
    await describeAs(store, 'Red armour', 'Blue armour', 5);
    await describeAs(store, 'Green armour', 'Blue armour', 3);
    expect(await store.get('project', projectId)).toMatchObject({
      description: 'Green armour',
      conflicts: [{ field: 'description', text: 'Red armour', at: t(3) }],
    });
  });

  it('"Use mine" writes the kept text back and so clears it; a text cleared on another device is not a conflict', async () => {
    const store = await withMiniature('Blue armour');
    await describeAs(store, 'Red armour', 'Blue armour', 1);
    await describeAs(store, 'Green armour', 'Blue armour', 2);
    await describeAs(store, 'Red armour', 'Green armour', 3);
    expect(await store.get('project', projectId)).toMatchObject({ description: 'Red armour', conflicts: [] });
    await applyMutation(store, 'project.update@2', {
      id: projectId,
      changes: { description: '' },
      base: { description: 'Red armour' },
      updatedAt: t(4),
    });
    await describeAs(store, 'Gold armour', 'Red armour', 5);
    expect(await store.get('project', projectId)).toMatchObject({ description: 'Gold armour', conflicts: [] });
  });

  it('"Dismiss" drops that kept text only; a text written again is no longer kept', async () => {
    const store = await withMiniature('Blue armour');
    await describeAs(store, 'Red armour', 'Blue armour', 1);
    await describeAs(store, 'Green armour', 'Blue armour', 2);
    await describeAs(store, 'Red armour', 'Blue armour', 3);
    await describeAs(store, 'Gold armour', 'Blue armour', 4);
    expect((await store.get('project', projectId))?.conflicts.map((kept) => kept.text)).toEqual(['Green armour', 'Red armour']);
    await applyMutation(store, 'project.dismissConflict@1', { id: projectId, field: 'description', text: 'Green armour', updatedAt: t(5) });
    expect(await store.get('project', projectId)).toMatchObject({
      description: 'Gold armour',
      conflicts: [{ field: 'description', text: 'Red armour', at: t(4) }],
    });
  });

  it('an older device’s edit (@1, no base) still keeps any other text it replaces; other fields never keep anything', async () => {
    const store = await withMiniature('Blue armour');
    await applyMutation(store, 'project.update@1', {
      id: projectId,
      changes: { description: 'Red armour', name: 'Paladin' },
      updatedAt: t(1),
    });
    await applyMutation(store, 'project.update@2', { id: projectId, changes: { name: 'Knight' }, updatedAt: t(2) });
    expect(await store.get('project', projectId)).toMatchObject({
      name: 'Knight',
      description: 'Red armour',
      conflicts: [{ field: 'description', text: 'Blue armour', at: t(1) }],
    });
  });

  it('paint notes, recipe notes, army and unit notes and scheme step notes keep the replaced text the same way', async () => {
    const store = await withMiniature(null);
    const paintId = id(10);
    await applyMutation(store, 'paint.create@1', {
      id: paintId,
      name: 'Mephiston Red',
      brand: 'Citadel',
      color: '#9A1115',
      type: 'Base',
      notes: 'Thin it',
      createdAt: t(0),
    });
    await applyMutation(store, 'paint.update@2', {
      id: paintId,
      changes: { notes: 'Two coats' },
      base: { notes: 'Thin' },
      updatedAt: t(1),
    });
    expect((await store.get('paint', paintId))?.conflicts).toEqual([{ field: 'notes', text: 'Thin it', at: t(1) }]);

    await applyMutation(store, 'scheme.create@1', {
      id: schemeId,
      name: 'Blues',
      steps: [{ id: stepId, part: 'Armour', notes: 'Wash', position: 'a0' }],
      createdAt: t(0),
    });
    await applyMutation(store, 'scheme.updateStep@2', {
      schemeId,
      stepId,
      changes: { notes: 'Glaze' },
      base: { notes: null },
      updatedAt: t(2),
    });
    expect(await store.get('scheme', schemeId)).toMatchObject({
      steps: [{ notes: 'Glaze' }],
      conflicts: [{ field: `steps.${stepId}.notes`, text: 'Wash', at: t(2) }],
    });
    await applyMutation(store, 'scheme.dismissConflict@1', { id: schemeId, field: `steps.${stepId}.notes`, text: 'Wash', updatedAt: t(3) });
    expect((await store.get('scheme', schemeId))?.conflicts).toEqual([]);

    const armyId = id(11);
    const unitId = id(12);
    await applyMutation(store, 'army.create@1', { id: armyId, name: 'Wardens', notes: 'Casual', createdAt: t(0) });
    await applyMutation(store, 'army.update@2', { id: armyId, changes: { notes: 'Tournament' }, base: {}, updatedAt: t(1) });
    expect((await store.get('army', armyId))?.conflicts).toEqual([{ field: 'notes', text: 'Casual', at: t(1) }]);
    await applyMutation(store, 'unit.create@1', { id: unitId, armyId, name: 'Scouts', notes: 'Cloaks', position: 'a0', createdAt: t(0) });
    await applyMutation(store, 'unit.update@2', { id: unitId, changes: { notes: 'Hoods' }, base: { notes: 'Cloaks' }, updatedAt: t(1) });
    expect((await store.get('unit', unitId))?.conflicts).toEqual([]);

    const recipeId = id(13);
    await applyMutation(store, 'recipe.add@1', {
      id: recipeId,
      projectId,
      paintId,
      partName: 'Cloak',
      usageNotes: 'Edge',
      position: 'a0',
      createdAt: t(0),
    });
    await applyMutation(store, 'recipe.update@2', {
      id: recipeId,
      changes: { usageNotes: 'Drybrush' },
      base: { usageNotes: 'Base' },
      updatedAt: t(1),
    });
    expect((await store.get('recipe', recipeId))?.conflicts).toEqual([{ field: 'usageNotes', text: 'Edge', at: t(1) }]);
  });
});

describe('kept texts per field are bounded', () => {
  it(`keeps the newest ${keptTextsPerField} replaced texts of a field, oldest dropped, other fields untouched`, async () => {
    const store = await withMiniature('Blue armour');
    const paintId = id(20);
    await applyMutation(store, 'paint.create@1', {
      id: paintId,
      name: 'Red',
      brand: 'Citadel',
      color: '#9A1115',
      type: 'Base',
      notes: 'Thin',
      createdAt: t(0),
    });
    await applyMutation(store, 'paint.update@2', { id: paintId, changes: { notes: 'Thick' }, base: { notes: 'Wet' }, updatedAt: t(1) });
    // Nine phones, all offline since "Blue armour", each write their own words: eight texts are replaced.
    for (let phone = 1; phone <= 9; phone++) await describeAs(store, `Armour ${phone}`, 'Blue armour', 10 + phone);
    const kept = (await store.get('project', projectId))?.conflicts;
    expect(kept?.map((entry) => entry.text)).toEqual(['Armour 4', 'Armour 5', 'Armour 6', 'Armour 7', 'Armour 8']);
    expect(kept).toHaveLength(keptTextsPerField);
    expect((await store.get('paint', paintId))?.conflicts).toEqual([{ field: 'notes', text: 'Thin', at: t(1) }]);
  });
});
