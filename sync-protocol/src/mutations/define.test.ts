import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../testing/memory-store.js';
import { rejection } from '../testing/rejection.js';
import { applyMutation, type MutationStore } from './index.js';

const at = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T11:00:00.000Z';
const latest = '2026-11-21T12:00:00.000Z';
const paintId = '0190a0b0-0000-7000-8000-000000000001';
const projectId = '0190a0b0-0000-7000-8000-000000000002';
const recipeId = '0190a0b0-0000-7000-8000-000000000003';
const catalogPaint = {
  id: 'c0ffee00-0000-5000-8000-000000000000',
  name: 'Abaddon Black',
  brand: 'Citadel',
  range: 'Base',
  color: '#231F20',
  type: 'Base',
  userId: null,
};
const paint = { id: paintId, name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', quantity: 1, createdAt: at };
const project = { id: projectId, name: 'Primaris Lieutenant', createdAt: at };
const recipe = { id: recipeId, projectId, paintId: catalogPaint.id, partName: 'Armor', position: 'a0', createdAt: at };

/** A store with one paint, one project and one recipe row, which counts the rows mutators write. */
async function seeded() {
  const store = new MemoryStore(new Map([[catalogPaint.id, catalogPaint]]));
  await applyMutation(store, 'paint.create@1', paint);
  await applyMutation(store, 'project.create@1', project);
  await applyMutation(store, 'recipe.add@1', recipe);
  let writes = 0;
  const counting: MutationStore = {
    get: (entity, id) => store.get(entity, id),
    put: async (entity, row) => {
      writes++;
      await store.put(entity, row);
    },
    getCatalogPaint: (id) => store.getCatalogPaint(id),
    countRecipeRows: (projectId) => store.countRecipeRows(projectId),
  };
  return { store, counting, writes: () => writes };
}

describe('an edit of a row deleted on another device (delete wins)', () => {
  it('names the row in the notice: a paint and a miniature by their name, a recipe paint by its part', async () => {
    const { store } = await seeded();
    await applyMutation(store, 'paint.delete@1', { id: paintId, deletedAt: later });
    await applyMutation(store, 'project.delete@1', { id: projectId, deletedAt: later });
    await applyMutation(store, 'recipe.remove@1', { id: recipeId, deletedAt: later });
    const edits = [
      await applyMutation(store, 'paint.adjustQuantity@1', { id: paintId, delta: 1, updatedAt: latest }),
      await applyMutation(store, 'project.update@1', { id: projectId, changes: { description: 'Gold trim' }, updatedAt: latest }),
      await applyMutation(store, 'recipe.move@1', { id: recipeId, position: 'a5', updatedAt: latest }),
    ];
    expect(edits.map((result) => result.notices)).toEqual([
      [
        {
          code: 'edited-deleted',
          params: { name: 'Mephiston Red' },
          message: '“Mephiston Red” was deleted on another device. Your change was kept and comes back if it is restored.',
        },
      ],
      [
        {
          code: 'edited-deleted',
          params: { name: 'Primaris Lieutenant' },
          message: '“Primaris Lieutenant” was deleted on another device. Your change was kept and comes back if it is restored.',
        },
      ],
      [
        {
          code: 'edited-deleted',
          params: { name: 'Armor' },
          message: '“Armor” was deleted on another device. Your change was kept and comes back if it is restored.',
        },
      ],
    ]);
    expect(await store.get('recipe', recipeId)).toMatchObject({ position: 'a5', updatedAt: latest, deletedAt: later });
  });

  it('a paint added to a deleted miniature says which miniature, and stays with it', async () => {
    const { store } = await seeded();
    await applyMutation(store, 'project.delete@1', { id: projectId, deletedAt: later });
    const second = '0190a0b0-0000-7000-8000-000000000004';
    const result = await applyMutation(store, 'recipe.add@1', { ...recipe, id: second, position: 'a1' });
    expect(result.notices).toEqual([
      {
        code: 'added-to-deleted',
        params: { name: 'Primaris Lieutenant' },
        message: '“Primaris Lieutenant” was deleted on another device. The paint was kept and comes back if it is restored.',
      },
    ]);
    expect(await store.get('recipe', second)).toMatchObject({ projectId, deletedAt: null });
  });

  it('an edit of a live row has no notice', async () => {
    const { store } = await seeded();
    const result = await applyMutation(store, 'recipe.update@1', { id: recipeId, changes: { technique: 'Wash' }, updatedAt: later });
    expect(result).toEqual({ notices: [] });
  });
});

describe('delete and restore', () => {
  it('deleting twice keeps the first deletion and writes nothing', async () => {
    const { store, counting, writes } = await seeded();
    await applyMutation(counting, 'paint.delete@1', { id: paintId, deletedAt: later });
    await applyMutation(counting, 'paint.delete@1', { id: paintId, deletedAt: latest });
    expect(writes()).toBe(1);
    expect(await store.get('paint', paintId)).toMatchObject({ deletedAt: later, updatedAt: later });
  });

  it('restoring a live row writes nothing; restoring a deleted one clears the tombstone at the restore time', async () => {
    const { store, counting, writes } = await seeded();
    await applyMutation(counting, 'project.restore@1', { id: projectId, updatedAt: later });
    expect(writes()).toBe(0);
    expect(await store.get('project', projectId)).toMatchObject({ deletedAt: null, updatedAt: at });
    await applyMutation(counting, 'project.delete@1', { id: projectId, deletedAt: later });
    await applyMutation(counting, 'project.restore@1', { id: projectId, updatedAt: latest });
    expect(writes()).toBe(2);
    expect(await store.get('project', projectId)).toMatchObject({ deletedAt: null, updatedAt: latest });
  });

  it('says which kind of row no longer exists', async () => {
    const store = new MemoryStore();
    const missing = '0190a0b0-0000-7000-8000-0000000000ff';
    expect((await rejection(applyMutation(store, 'paint.restore@1', { id: missing, updatedAt: at }))).message).toBe(
      'This paint no longer exists.',
    );
    expect(
      (await rejection(applyMutation(store, 'project.update@1', { id: missing, changes: { name: 'X' }, updatedAt: at }))).message,
    ).toBe('This miniature no longer exists.');
    expect((await rejection(applyMutation(store, 'recipe.remove@1', { id: missing, deletedAt: at }))).message).toBe(
      'This recipe paint no longer exists.',
    );
    expect((await rejection(applyMutation(store, 'recipe.move@1', { id: missing, position: 'a1', updatedAt: at }))).code).toBe('not-found');
  });

  it('refuses a second create of an id with a message naming the kind of row', async () => {
    const { store } = await seeded();
    expect(await rejection(applyMutation(store, 'paint.create@1', paint))).toMatchObject({
      code: 'conflict',
      message: 'This paint already exists.',
    });
    expect(await rejection(applyMutation(store, 'project.create@1', project))).toMatchObject({
      code: 'conflict',
      message: 'This miniature already exists.',
    });
    expect(await rejection(applyMutation(store, 'recipe.add@1', recipe))).toMatchObject({
      code: 'conflict',
      message: 'This recipe paint already exists.',
    });
  });
});

describe('paint quantities and moves', () => {
  it('clamps a delta at the most a paint can hold', async () => {
    const { store } = await seeded();
    await applyMutation(store, 'paint.setQuantity@1', { id: paintId, quantity: 9990, updatedAt: later });
    await applyMutation(store, 'paint.adjustQuantity@1', { id: paintId, delta: 1000, updatedAt: later });
    expect((await store.get('paint', paintId))?.quantity).toBe(9999);
  });

  it('takes deltas up to ±1000 and refuses larger ones or none, saying so', async () => {
    const { store } = await seeded();
    await applyMutation(store, 'paint.adjustQuantity@1', { id: paintId, delta: 1000, updatedAt: later });
    await applyMutation(store, 'paint.adjustQuantity@1', { id: paintId, delta: -1000, updatedAt: later });
    expect((await store.get('paint', paintId))?.quantity).toBe(1);
    for (const delta of [1001, -1001, 0.5]) {
      expect((await rejection(applyMutation(store, 'paint.adjustQuantity@1', { id: paintId, delta, updatedAt: later }))).code).toBe(
        'validation',
      );
    }
    expect((await rejection(applyMutation(store, 'paint.adjustQuantity@1', { id: paintId, delta: 0, updatedAt: later }))).message).toBe(
      'Nothing to change',
    );
  });

  it('moves to the inventory with the quantity asked for, or keeps the stock there is', async () => {
    const { store } = await seeded();
    await applyMutation(store, 'paint.setQuantity@1', { id: paintId, quantity: 5, updatedAt: later });
    await applyMutation(store, 'paint.move@1', { id: paintId, to: 'inventory', updatedAt: later });
    expect(await store.get('paint', paintId)).toMatchObject({ status: 'in_stock', isWishlist: false, quantity: 5 });
    await applyMutation(store, 'paint.move@1', { id: paintId, to: 'wishlist', updatedAt: later });
    await applyMutation(store, 'paint.move@1', { id: paintId, to: 'inventory', quantity: 3, updatedAt: latest });
    expect(await store.get('paint', paintId)).toMatchObject({ status: 'in_stock', isWishlist: false, quantity: 3, updatedAt: latest });
  });

  it('creates a paint that is not on the wishlist as it was sent', async () => {
    const store = new MemoryStore();
    await applyMutation(store, 'paint.create@1', { ...paint, status: 'custom', quantity: 2 });
    expect(await store.get('paint', paintId)).toMatchObject({ status: 'custom', isWishlist: false, quantity: 2 });
  });
});
