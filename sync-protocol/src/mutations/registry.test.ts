import { describe, expect, it } from 'vitest';

// No static import of the mutations here: a definition that breaks while its module loads then fails this test
// instead of the whole file, which is how a run of Stryker's Vitest runner can see it (a file that fails to import
// reports no tests at all).
const load = () => import('./index.js');

/** What every mutation the app ships declares about itself: replay, notices and quotas all read it. */
const declared = {
  'paint.create@1': ['paint', 'create'],
  'paint.update@1': ['paint', 'edit'],
  'paint.update@2': ['paint', 'edit'],
  'paint.dismissConflict@1': ['paint', 'edit'],
  'paint.adjustQuantity@1': ['paint', 'quantity'],
  'paint.setQuantity@1': ['paint', 'quantity'],
  'paint.move@1': ['paint', 'move'],
  'paint.markRunningLow@1': ['paint', 'edit'],
  'paint.delete@1': ['paint', 'delete'],
  'paint.restore@1': ['paint', 'restore'],
  'project.create@1': ['project', 'create'],
  'project.update@1': ['project', 'edit'],
  'project.update@2': ['project', 'edit'],
  'project.dismissConflict@1': ['project', 'edit'],
  'project.delete@1': ['project', 'delete'],
  'project.restore@1': ['project', 'restore'],
  'project.share@1': ['project', 'share'],
  'project.unshare@1': ['project', 'unshare'],
  'project.moveStage@1': ['project', 'stage'],
  'project.addWipPhoto@1': ['project', 'edit'],
  'project.removeWipPhoto@1': ['project', 'edit'],
  'project.split@1': ['project', 'split'],
  'recipe.add@1': ['recipe', 'create'],
  'recipe.update@1': ['recipe', 'edit'],
  'recipe.update@2': ['recipe', 'edit'],
  'recipe.dismissConflict@1': ['recipe', 'edit'],
  'recipe.move@1': ['recipe', 'move'],
  'recipe.remove@1': ['recipe', 'delete'],
  'pileSettings.set@1': ['pileSettings', 'edit'],
  'army.create@1': ['army', 'create'],
  'army.update@1': ['army', 'edit'],
  'army.update@2': ['army', 'edit'],
  'army.dismissConflict@1': ['army', 'edit'],
  'army.delete@1': ['army', 'delete'],
  'army.restore@1': ['army', 'restore'],
  'unit.create@1': ['unit', 'create'],
  'unit.update@1': ['unit', 'edit'],
  'unit.update@2': ['unit', 'edit'],
  'unit.dismissConflict@1': ['unit', 'edit'],
  'unit.delete@1': ['unit', 'delete'],
  'unit.restore@1': ['unit', 'restore'],
  'scheme.create@1': ['scheme', 'create'],
  'scheme.rename@1': ['scheme', 'edit'],
  'scheme.addStep@1': ['scheme', 'edit'],
  'scheme.updateStep@1': ['scheme', 'edit'],
  'scheme.updateStep@2': ['scheme', 'edit'],
  'scheme.dismissConflict@1': ['scheme', 'edit'],
  'scheme.removeStep@1': ['scheme', 'edit'],
  'scheme.delete@1': ['scheme', 'delete'],
  'scheme.restore@1': ['scheme', 'restore'],
  // Deliveries (issue 32): no synced row, a subject of their own.
  'barcode.link@1': ['barcodeLink', 'link'],
  'feedback.send@1': ['feedback', 'send'],
};

describe('the mutation registry', () => {
  it('loads every mutation the app ships, each declaring its entity and action', async () => {
    const { mutationList, isKnownMutation } = await load();
    expect(Object.fromEntries(mutationList.map(({ key, touches }) => [key, [touches.entity, touches.action]]))).toEqual(declared);
    for (const key of Object.keys(declared)) expect(isKnownMutation(key)).toBe(true);
  });

  it('resolves a mutation without photos or catalog paints to empty lists', async () => {
    const { prepareMutation } = await load();
    const id = '0190a0b0-0000-7000-8000-000000000001';
    expect(prepareMutation('paint.delete@1', { id, deletedAt: '2026-11-21T10:00:00.000Z' }).touches).toEqual({
      entity: 'paint',
      action: 'delete',
      rowId: id,
      moreRows: [],
      photos: [],
      catalogPaints: [],
      ownRow: false,
    });
  });

  it('keeps a paint’s catalog id up to 100 characters, and refuses a recipe paint without a paint with the spec’s words', async () => {
    const { prepareMutation, MutationRejected } = await load();
    const paint = {
      id: '0190a0b0-0000-7000-8000-000000000001',
      name: 'Abaddon Black',
      brand: 'Citadel',
      color: '#231F20',
      type: 'Base',
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    const catalogId = 'c0ffee00-0000-5000-8000-000000000000';
    expect(prepareMutation('paint.create@1', { ...paint, catalogId }).args).toMatchObject({ catalogId });
    expect(prepareMutation('paint.create@1', { ...paint, catalogId: 'c'.repeat(100) }).args).toMatchObject({ catalogId: 'c'.repeat(100) });
    expect(() => prepareMutation('paint.create@1', { ...paint, catalogId: 'c'.repeat(101) })).toThrow(MutationRejected);
    const recipe = {
      id: '0190a0b0-0000-7000-8000-000000000003',
      projectId: '0190a0b0-0000-7000-8000-000000000002',
      partName: 'Armor',
      position: 'a0',
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    expect(() => prepareMutation('recipe.add@1', recipe)).toThrow('Please select a paint or choose custom');
  });
});
