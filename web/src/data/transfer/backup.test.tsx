import { mutations } from '@paintforge/sync-protocol';
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { painter, renderScreen } from '../../testing/render';
import { backupSchema, createBackup, importBackup, previewBackup } from './backup';
import { addPaint } from '../collection/paints';
import { createArmy, createScheme, ownModels, updateArmy } from '../armies/armies';
import { newId, nowIso, writeLocal } from '../sync/screen';
import { requireDatabase, startSyncRuntime } from '../sync/runtime';

let stopSync: (() => void) | null = null;
async function emptyDatabase() {
  const view = renderScreen(<p>Backup</p>, { user: painter });
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  const tables = [db.paints, db.projects, db.recipes, db.pileSettings, db.armies, db.units, db.schemes, db.outbox, db.confirmedPaints, db.confirmedProjects, db.confirmedRecipes, db.confirmedPileSettings];
  await Promise.all(tables.map((t) => t.clear()));
  view.unmount();
  return db;
}
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

describe('the JSON backup of paints, miniatures and recipes', () => {
  it('round-trips through a JSON file, re-pointing recipes at the new rows, and a second import adds nothing', async () => {
    const db = await emptyDatabase();
    const paintId = await addPaint({ name: 'Mephiston Red', brand: 'Citadel', color: '#8E020F', type: 'Base', quantity: 2 });
    await addPaint({ name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade', status: 'wishlist' });
    const projectId = newId();
    await writeLocal(mutations.project.create, { id: projectId, name: 'Blood Angel', description: 'Sergeant', imageHash: null, status: 'active', stage: 'primed', modelCount: 5, createdAt: nowIso() });
    // A work-in-progress photo on the device (written straight to the view: the file must leave it out either way).
    await db.projects.update(projectId, { wipPhotos: [{ id: newId(), stage: 'primed', imageHash: 'a'.repeat(64), largeImageHash: null, addedAt: nowIso() }] });
    await writeLocal(mutations.recipe.add, { id: newId(), projectId, paintId, partName: 'Armor', technique: 'Base Coat', usageNotes: null, position: 'a0', createdAt: nowIso() });
    await writeLocal(mutations.pileSettings.set, { id: db.userId, stageNames: { primed: 'Undercoated' }, monthlyGoal: 12, updatedAt: nowIso() });

    const file = JSON.stringify(await createBackup());
    const backup = backupSchema.parse(JSON.parse(file));
    expect([backup.paints.length, backup.projects.length, backup.recipes.length]).toEqual([2, 1, 1]);

    await emptyDatabase();
    expect(await previewBackup(backup)).toEqual({ paints: 2, projects: 1, recipes: 1, armies: 0, skipped: 0, pileSettings: true });
    expect(await importBackup(backup)).toEqual({ paints: 2, projects: 1, recipes: 1, armies: 0, skipped: 0, pileSettings: true });
    // The pile's stage names and goal come back, as a change queued for the painter's other devices.
    expect(await db.pileSettings.get(db.userId)).toMatchObject({ stageNames: { primed: 'Undercoated' }, monthlyGoal: 12 });
    expect((await db.outbox.toArray()).filter((entry) => entry.name === 'pileSettings.set@1')).toHaveLength(1);
    const [paints, projects, recipes] = await Promise.all([db.paints.toArray(), db.projects.toArray(), db.recipes.toArray()]);
    const red = paints.find((paint) => paint.name === 'Mephiston Red')!;
    expect(red).toMatchObject({ quantity: 2, isWishlist: false });
    expect(red.id).not.toBe(paintId);
    expect(paints.find((paint) => paint.name === 'Nuln Oil')).toMatchObject({ isWishlist: true, quantity: 0 });
    expect(recipes[0]).toMatchObject({ projectId: projects[0]!.id, paintId: red.id, partName: 'Armor' });
    // Issue 26: the box comes back at its stage with its count, and without its work-in-progress photos.
    expect(backup.projects[0]!.wipPhotos).toEqual([]);
    expect(projects[0]).toMatchObject({ stage: 'primed', modelCount: 5, wipPhotos: [] });

    expect(await importBackup(backup)).toEqual({ paints: 0, projects: 0, recipes: 0, armies: 0, skipped: 4, pileSettings: false });
  });

  it('carries armies, their units and schemes, re-pointing a unit at its army and scheme and a pile entry at its unit', async () => {
    const db = await emptyDatabase();
    const schemeId = await createScheme('Ultramarines', [
      { part: 'Armour', paint: { catalogId: null, name: 'Macragge Blue', brand: 'Citadel', color: '#0D407F', type: 'Base', range: 'Base' }, technique: null, notes: null, unsure: true },
    ]);
    const armyId = await createArmy({ name: 'Iron Wardens', faction: 'Ultramarines', points: 2000, units: [{ name: 'Intercessors', modelCount: 10, points: 160 }] });
    await updateArmy(armyId, { schemeId });
    const [unit] = await db.units.toArray();
    await ownModels(unit!, 6);

    const backup = backupSchema.parse(JSON.parse(JSON.stringify(await createBackup())));
    expect([backup.armies.length, backup.units.length, backup.schemes.length]).toEqual([1, 1, 1]);
    await emptyDatabase();
    expect(await importBackup(backup)).toMatchObject({ projects: 1, armies: 3, skipped: 0 });
    const [army] = await db.armies.toArray();
    const [restoredUnit] = await db.units.toArray();
    const [scheme] = await db.schemes.toArray();
    const [entry] = await db.projects.toArray();
    expect(army).toMatchObject({ name: 'Iron Wardens', points: 2000, schemeId: scheme!.id });
    expect(army!.id).not.toBe(armyId);
    expect(restoredUnit).toMatchObject({ armyId: army!.id, name: 'Intercessors', modelCount: 10 });
    expect(scheme!.steps).toEqual([expect.objectContaining({ part: 'Armour', unsure: true })]);
    expect(entry).toMatchObject({ unitId: restoredUnit!.id, modelCount: 6, stage: 'unbuilt' });
    // A file written before armies reads as having none.
    const { armies: _armies, units: _units, schemes: _schemes, ...older } = JSON.parse(JSON.stringify(backup)) as Record<string, unknown>;
    expect(backupSchema.parse(older)).toMatchObject({ armies: [], units: [], schemes: [] });
  });

  it("fills only the pile settings the painter has not set, and reads a file written before they were kept", async () => {
    const db = await emptyDatabase();
    await writeLocal(mutations.pileSettings.set, { id: db.userId, stageNames: { primed: 'Sprayed' }, updatedAt: nowIso() });
    const file = { format: 'paintforge-backup', version: 1, exportedAt: nowIso(), paints: [], projects: [], recipes: [] };
    const withSettings = backupSchema.parse({ ...file, pileSettings: { stageNames: { primed: 'Undercoated', based: 'Blocked in' }, monthlyGoal: 8 } });
    expect(await importBackup(withSettings)).toMatchObject({ pileSettings: true });
    // Their own name for primed stays; the file names the stage they had not named and sets the goal they had none of.
    expect(await db.pileSettings.get(db.userId)).toMatchObject({ stageNames: { primed: 'Sprayed', based: 'Blocked in' }, monthlyGoal: 8 });
    expect(await previewBackup(withSettings)).toMatchObject({ pileSettings: false });
    expect(await previewBackup(backupSchema.parse(file))).toEqual({ paints: 0, projects: 0, recipes: 0, armies: 0, skipped: 0, pileSettings: false });
  });

  it('refuses a file that is not a backup', () => {
    expect(backupSchema.safeParse({ paints: [] }).success).toBe(false);
    expect(backupSchema.safeParse({ format: 'paintforge-backup', version: 2, exportedAt: '', paints: [], projects: [], recipes: [] }).success).toBe(false);
  });
});
