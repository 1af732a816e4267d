import { describe, expect, it } from 'vitest';
import type { EntityName } from '../entities/index.js';
import { projectRowSchema } from '../entities/project.js';
import { MemoryStore } from '../testing/memory-store.js';
import { applyMutation, isDelivery, mutationList, touchesOf, type MutationKey } from './index.js';
import type { MutationStore } from './store.js';

const at = '2026-11-21T10:00:00.000Z';
const paintId = '0190a0b0-0000-7000-8000-000000000001';
const projectId = '0190a0b0-0000-7000-8000-000000000002';
const recipeId = '0190a0b0-0000-7000-8000-000000000003';
const photo = 'a'.repeat(64);
const wipPhoto = 'c'.repeat(64);
const moveId = '0190a0b0-0000-7000-8000-000000000004';
const wipPhotoId = '0190a0b0-0000-7000-8000-000000000005';
const unitId = '0190a0b0-0000-7000-8000-000000000006';
const painterId = '0190a0b0-0000-7000-8000-000000000007';
const armyId = '0190a0b0-0000-7000-8000-000000000008';
const armyUnitId = '0190a0b0-0000-7000-8000-000000000009';
const schemeId = '0190a0b0-0000-7000-8000-00000000000a';
const stepId = '0190a0b0-0000-7000-8000-00000000000b';
const step = {
  id: stepId,
  part: 'Armour',
  paint: { name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' },
  position: 'a0',
};
const catalogPaint = {
  id: 'c0ffee00-0000-5000-8000-000000000000',
  name: 'Abaddon Black',
  brand: 'Citadel',
  range: 'Base',
  color: '#231F20',
  type: 'Base',
  userId: null,
};

/** One valid call of every mutation the app ships, in an order that makes each one apply. */
const samples: { [K in MutationKey]: unknown } = {
  'paint.create@1': { id: paintId, name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', createdAt: at },
  'paint.update@1': { id: paintId, changes: { notes: 'thin it' }, updatedAt: at },
  'paint.update@2': { id: paintId, changes: { notes: 'two coats' }, base: { notes: 'thin it' }, updatedAt: at },
  'paint.dismissConflict@1': { id: paintId, field: 'notes', text: 'thin it', updatedAt: at },
  'paint.adjustQuantity@1': { id: paintId, delta: 2, updatedAt: at },
  'paint.setQuantity@1': { id: paintId, quantity: 3, updatedAt: at },
  'paint.move@1': { id: paintId, to: 'wishlist', updatedAt: at },
  'paint.markRunningLow@1': { id: paintId, runningLow: true, updatedAt: at },
  'paint.delete@1': { id: paintId, deletedAt: at },
  'paint.restore@1': { id: paintId, updatedAt: at },
  'project.create@1': { id: projectId, name: 'Knight', imageHash: photo, stage: 'unbuilt', modelCount: 3, createdAt: at },
  'project.update@1': { id: projectId, changes: { imageHash: photo }, updatedAt: at },
  'project.update@2': { id: projectId, changes: { description: 'Blue armour' }, base: { description: null }, updatedAt: at },
  'project.dismissConflict@1': { id: projectId, field: 'description', text: 'Red armour', updatedAt: at },
  'project.delete@1': { id: projectId, deletedAt: at },
  'project.restore@1': { id: projectId, updatedAt: at },
  'project.share@1': { id: projectId, shareToken: 'AbCdEfGhIjKlMnOpQrStUv', updatedAt: at },
  'project.unshare@1': { id: projectId, updatedAt: at },
  'project.moveStage@1': { id: projectId, moveId, stage: 'built', movedAt: at },
  'project.addWipPhoto@1': { projectId, id: wipPhotoId, stage: 'built', imageHash: wipPhoto, largeImageHash: null, addedAt: at },
  'project.removeWipPhoto@1': { projectId, photoId: wipPhotoId, updatedAt: at },
  'project.split@1': { id: projectId, newId: unitId, count: 1, createdAt: at },
  'recipe.add@1': { id: recipeId, projectId, paintId: catalogPaint.id, partName: 'Armor', position: 'a0', createdAt: at },
  'recipe.update@1': { id: recipeId, changes: { technique: 'Wash' }, updatedAt: at },
  'recipe.update@2': { id: recipeId, changes: { usageNotes: 'Thin' }, base: { usageNotes: null }, updatedAt: at },
  'recipe.dismissConflict@1': { id: recipeId, field: 'usageNotes', text: 'Thick', updatedAt: at },
  'recipe.move@1': { id: recipeId, position: 'a1', updatedAt: at },
  'recipe.remove@1': { id: recipeId, deletedAt: at },
  'pileSettings.set@1': { id: painterId, stageNames: { painting: 'On the desk' }, monthlyGoal: 4, updatedAt: at },
  'army.create@1': { id: armyId, name: 'Iron Wardens', faction: 'Ultramarines', createdAt: at },
  'army.update@1': { id: armyId, changes: { points: 2000 }, updatedAt: at },
  'army.update@2': { id: armyId, changes: { notes: 'Tournament list' }, base: { notes: null }, updatedAt: at },
  'army.dismissConflict@1': { id: armyId, field: 'notes', text: 'Casual list', updatedAt: at },
  'army.delete@1': { id: armyId, deletedAt: at },
  'army.restore@1': { id: armyId, updatedAt: at },
  'unit.create@1': { id: armyUnitId, armyId, name: 'Intercessors', modelCount: 10, position: 'a0', createdAt: at },
  'unit.update@1': { id: armyUnitId, changes: { points: 160 }, updatedAt: at },
  'unit.update@2': { id: armyUnitId, changes: { notes: 'Sergeant with sword' }, base: { notes: null }, updatedAt: at },
  'unit.dismissConflict@1': { id: armyUnitId, field: 'notes', text: 'Sergeant with fist', updatedAt: at },
  'unit.delete@1': { id: armyUnitId, deletedAt: at },
  'unit.restore@1': { id: armyUnitId, updatedAt: at },
  'scheme.create@1': { id: schemeId, name: 'Ultramarines blue', createdAt: at },
  'scheme.rename@1': { id: schemeId, name: 'Ultramarines', updatedAt: at },
  'scheme.addStep@1': { schemeId, step, updatedAt: at },
  'scheme.updateStep@1': { schemeId, stepId, changes: { unsure: true }, updatedAt: at },
  'scheme.updateStep@2': { schemeId, stepId, changes: { notes: 'Two thin coats' }, base: { notes: null }, updatedAt: at },
  'scheme.dismissConflict@1': { id: schemeId, field: `steps.${stepId}.notes`, text: 'One coat', updatedAt: at },
  'scheme.removeStep@1': { schemeId, stepId, updatedAt: at },
  'scheme.delete@1': { id: schemeId, deletedAt: at },
  'scheme.restore@1': { id: schemeId, updatedAt: at },
  'barcode.link@1': { code: '5011921026920', catalogPaintId: catalogPaint.id },
  'feedback.send@1': { id: '0190a0b0-0000-7000-8000-00000000000c', subject: 'Metallics', message: 'Please add the Scale75 metallics.' },
};

/** Records every row a mutator writes, and every catalog paint it reads. */
function recording(store: MemoryStore) {
  const writes: string[] = [];
  const catalogReads: string[] = [];
  const spy: MutationStore = {
    get: (entity, id) => store.get(entity, id),
    put: async (entity, row) => {
      writes.push(`${entity}:${row.id}`);
      await store.put(entity, row);
    },
    getCatalogPaint: async (id) => {
      catalogReads.push(id);
      return store.getCatalogPaint(id);
    },
    countRecipeRows: (projectId) => store.countRecipeRows(projectId),
  };
  return { spy, writes, catalogReads };
}

describe('mutation declarations', () => {
  it('every mutation writes only the row it declares, reads only the catalog paints it declares, and names every photo of the row', async () => {
    const store = new MemoryStore(new Map([[catalogPaint.id, catalogPaint]]));
    for (const { key } of mutationList) {
      const args = samples[key];
      const touches = touchesOf(key, args);
      expect(touches, key).not.toBeNull();
      const { spy, writes, catalogReads } = recording(store);
      await applyMutation(spy, key, args);
      // A delivery writes no synced row on either side: the server carries it out (api/src/features/sync/deliveries.ts).
      if (isDelivery(touches!.entity)) {
        expect(writes, key).toEqual([]);
        continue;
      }
      const declared = [touches!.rowId, ...touches!.moreRows.map((row) => row.id)];
      expect(writes.sort(), key).toEqual(
        [`${touches!.entity}:${touches!.rowId}`, ...touches!.moreRows.map((row) => `${row.entity}:${row.id}`)].sort(),
      );
      expect(new Set(declared).size, key).toBe(declared.length);
      for (const id of catalogReads) expect(touches!.catalogPaints, key).toContain(id);
      const written = await store.get(touches!.entity as EntityName, touches!.rowId);
      const imageHash = written && 'imageHash' in written ? written.imageHash : null;
      // A photo the row gains through this mutation must be declared, or the device would not upload it first.
      if (imageHash !== null && JSON.stringify(args).includes(imageHash)) {
        expect(touches!.photos, key).toContain(imageHash);
      }
      // The same for a work-in-progress photo's two copies (issue 26).
      const wipHashes = written && 'wipPhotos' in written ? written.wipPhotos.flatMap((item) => [item.imageHash, item.largeImageHash]) : [];
      for (const hash of wipHashes) if (hash !== null && JSON.stringify(args).includes(hash)) expect(touches!.photos, key).toContain(hash);
    }
  });

  it('reads a photo change from the arguments, and none when the change has no photo', () => {
    expect(touchesOf('project.update@1', { id: projectId, changes: { imageHash: photo }, updatedAt: at })?.photos).toEqual([photo]);
    expect(touchesOf('project.update@1', { id: projectId, changes: { name: 'Captain' }, updatedAt: at })?.photos).toEqual([]);
    expect(touchesOf('project.create@1', { id: projectId, name: 'Knight', createdAt: at })?.photos).toEqual([]);
  });

  it('declares the large copy of a photo beside the card copy, so the device uploads both first (issue 24)', () => {
    const large = 'b'.repeat(64);
    expect(
      touchesOf('project.create@1', { id: projectId, name: 'Knight', imageHash: photo, largeImageHash: large, createdAt: at })?.photos,
    ).toEqual([photo, large]);
    expect(
      touchesOf('project.update@1', { id: projectId, changes: { imageHash: photo, largeImageHash: large }, updatedAt: at })?.photos,
    ).toEqual([photo, large]);
  });

  it('reads a project row synced before the large copy existed as having none', () => {
    const older = {
      id: projectId,
      name: 'Knight',
      description: null,
      imageHash: photo,
      status: 'active',
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    };
    expect(projectRowSchema.parse(older).largeImageHash).toBeNull();
  });

  it('declares a work-in-progress photo’s copies, and a split’s new unit as a further row (issue 26)', () => {
    const large = 'b'.repeat(64);
    const add = { projectId, id: wipPhotoId, stage: 'primed', imageHash: wipPhoto, largeImageHash: large, addedAt: at };
    expect(touchesOf('project.addWipPhoto@1', add)).toMatchObject({ rowId: projectId, photos: [wipPhoto, large], moreRows: [] });
    expect(touchesOf('project.split@1', { id: projectId, newId: unitId, count: 2, createdAt: at })).toMatchObject({
      entity: 'project',
      action: 'split',
      rowId: projectId,
      moreRows: [{ entity: 'project', id: unitId }],
    });
    expect(touchesOf('project.moveStage@1', { id: projectId, moveId, stage: 'primed', movedAt: at })).toMatchObject({ action: 'stage' });
  });

  it('reads a project row synced before stages as a painted miniature of one model with no history (issue 26)', () => {
    const older = {
      id: projectId,
      name: 'Knight',
      description: null,
      imageHash: null,
      status: 'completed',
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    };
    expect(projectRowSchema.parse(older)).toMatchObject({
      stage: 'painted',
      modelCount: 1,
      acquiredAt: null,
      stageHistory: [],
      wipPhotos: [],
      showTimeline: false,
    });
  });

  it('says nothing for an unknown name or arguments that do not parse', () => {
    expect(touchesOf('paint.fly@1', { id: paintId })).toBeNull();
    expect(touchesOf('paint.delete@1', { id: 'not-a-uuid', deletedAt: at })).toBeNull();
  });
});
