import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { generateKeyBetween } from 'fractional-indexing';
import { v7 as uuidv7 } from 'uuid';
import { MutationRejected, type EntityName, type ProjectRow, mutations } from '@paintforge/sync-protocol';
import { purgeExpired } from '../api/src/features/sync/purge.js';
import { latestLocalVersion, type BlobRow } from '../web/src/data/sync/database';
import { mutate, type LocalWrite } from '../web/src/data/sync/mutate';
import { enqueueUnchecked } from '../web/src/data/sync/testing/enqueue-unchecked';
import type { Intent, Stage } from './model.js';
import { archiveLog } from './server-log.js';
import { expireSession, reopenDevice, restartServer, signInAgain, type Device, type World } from './world.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

/** What the painter does on a device, in terms of the rows that exist there when it runs. */
export type Op =
  | { type: 'createPaint'; wishlist: boolean }
  | { type: 'updatePaint'; pick: number; notes: string }
  | { type: 'adjust'; pick: number; delta: number }
  | { type: 'setQuantity'; pick: number; quantity: number }
  | { type: 'move'; pick: number; to: 'inventory' | 'wishlist' }
  | { type: 'deletePaint'; pick: number }
  | { type: 'restorePaint'; pick: number }
  // Without a stage and a count: a gallery entry (painted, one model), as written before issue 26.
  | { type: 'createProject'; image: boolean; stage?: Stage; modelCount?: number }
  | { type: 'moveStage'; pick: number; stage: Stage }
  | { type: 'addWipPhoto'; pick: number; stage: Stage }
  | { type: 'removeWipPhoto'; pick: number; photoPick: number }
  | { type: 'split'; pick: number; count: number }
  | { type: 'updateProject'; pick: number; name: string }
  | { type: 'deleteProject'; pick: number }
  | { type: 'restoreProject'; pick: number }
  | { type: 'addRecipe'; pick: number; paintPick: number; useCatalog: boolean }
  | { type: 'updateRecipe'; pick: number }
  | { type: 'moveRecipe'; pick: number }
  | { type: 'removeRecipe'; pick: number }
  // A change the server refuses for good (design property 9).
  | { type: 'invalid' }
  // Issue 26: a stage name (blank: the app's again) and/or the goal; `own: false` names another painter's settings.
  | { type: 'pileSettings'; stage: Stage | null; name: string; goal: number | null | 'keep'; own: boolean }
  // Issue 35: armies, units, a pile entry's unit, schemes and their steps.
  | { type: 'createArmy' }
  | { type: 'deleteArmy'; pick: number }
  | { type: 'restoreArmy'; pick: number }
  | { type: 'createUnit'; pick: number; modelCount: number }
  | { type: 'editUnit'; pick: number; points: number }
  | { type: 'linkUnit'; pick: number; unitPick: number; unlink: boolean }
  | { type: 'createScheme' }
  | { type: 'addStep'; pick: number }
  | { type: 'editStep'; pick: number; stepPick: number; notes: string }
  | { type: 'removeStep'; pick: number; stepPick: number }
  | { type: 'assignScheme'; pick: number; schemePick: number };

export type Command =
  | { kind: 'write'; device: number; op: Op }
  | { kind: 'sync'; device: number }
  | { kind: 'offline'; device: number }
  | { kind: 'online'; device: number }
  | { kind: 'crash'; device: number }
  | { kind: 'upgrade'; device: number }
  | { kind: 'expire' }
  | { kind: 'signIn' }
  | { kind: 'restart' }
  | { kind: 'purge' };

const pick = fc.nat({ max: 50 });
const stageArbitrary = fc.constantFrom<Stage>('unbuilt', 'built', 'primed', 'painting', 'painted', 'based', 'varnished');
// Weighted towards the writes whose replay or loss changes something (a delta, a move, an edit racing another
// device's), so the network's faults land on them; creates are only as frequent as those need rows to act on.
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('createPaint' as const), wishlist: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('updatePaint' as const), pick, notes: fc.string({ maxLength: 12 }) }) },
  { weight: 6, arbitrary: fc.record({ type: fc.constant('adjust' as const), pick, delta: fc.constantFrom(-1, 1, 2, 3) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('setQuantity' as const), pick, quantity: fc.nat({ max: 20 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('move' as const), pick, to: fc.constantFrom('inventory' as const, 'wishlist' as const) }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('deletePaint' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('restorePaint' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('createProject' as const), image: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('updateProject' as const),
      pick,
      name: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('deleteProject' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('restoreProject' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('addRecipe' as const), pick, paintPick: pick, useCatalog: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('updateRecipe' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('moveRecipe' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('removeRecipe' as const), pick }) },
  { weight: 1, arbitrary: fc.constant({ type: 'invalid' as const }) },
);

/**
 * Issue 26's writes: boxes at a stage, stage moves (two devices moving one miniature is the race that matters),
 * work-in-progress photos, splits. Added beside the ops above rather than among them, so that the histories made
 * without them (the recorded regressions' seeds and paths) are generated exactly as before.
 */
const stageOpArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('createProject' as const),
      image: fc.boolean(),
      stage: stageArbitrary,
      modelCount: fc.constantFrom(2, 5, 10),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('moveStage' as const), pick, stage: stageArbitrary }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('addWipPhoto' as const), pick, stage: stageArbitrary }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('removeWipPhoto' as const), pick, photoPick: pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('split' as const), pick, count: fc.integer({ min: 1, max: 9 }) }) },
);

/** Pile settings from several devices: the same stage renamed twice is the race, another painter's row the refusal. */
const settingsOpArbitrary: fc.Arbitrary<Op> = fc
  .record({
    type: fc.constant('pileSettings' as const),
    stage: fc.option(fc.constantFrom<Stage>('unbuilt', 'primed', 'painting'), { freq: 4 }),
    name: fc.constantFrom('Desk', ' Shame ', 'Glued', '', '   '),
    goal: fc.constantFrom<number | null | 'keep'>('keep', 'keep', 4, 12, null),
    own: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  })
  .filter((op) => op.stage !== null || op.goal !== 'keep');

/** Issue 35's writes: an army's units made and edited on two devices, pile entries linked, scheme steps edited at once. */
const armyOpArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ type: 'createArmy' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('deleteArmy' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('restoreArmy' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('createUnit' as const), pick, modelCount: fc.constantFrom(1, 5, 10) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('editUnit' as const), pick, points: fc.nat({ max: 500 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('linkUnit' as const), pick, unitPick: pick, unlink: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ type: 'createScheme' as const }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('addStep' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('editStep' as const),
      pick,
      stepPick: pick,
      notes: fc.constantFrom('thin', ' two coats ', ''),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('removeStep' as const), pick, stepPick: pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('assignScheme' as const), pick, schemePick: pick }) },
);

const opWithStagesArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 31, arbitrary: opArbitrary },
  { weight: 8, arbitrary: stageOpArbitrary },
  { weight: 3, arbitrary: settingsOpArbitrary },
  { weight: 8, arbitrary: armyOpArbitrary },
);

/** `stages: false`: the commands as they were generated before issue 26 (to replay a recorded seed and path). */
export function commandArbitrary(deviceCount: number, { stages = true }: { stages?: boolean } = {}): fc.Arbitrary<Command> {
  const device = fc.nat({ max: deviceCount - 1 });
  const op = stages ? opWithStagesArbitrary : opArbitrary;
  return fc.oneof(
    { weight: 12, arbitrary: fc.record({ kind: fc.constant('write' as const), device, op }) },
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('sync' as const), device }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('offline' as const), device }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('online' as const), device }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('crash' as const), device }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('upgrade' as const), device }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'signIn' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'purge' as const }) },
  );
}

/** A local write the harness made, to be accounted for at the end (design property 1). */
export interface RecordedWrite {
  device: string;
  clientId: string;
  mutationId: number;
  name: string;
  /** Made to be refused (property 9). */
  invalid: boolean;
  /** What the painter meant by it, for the model (model.ts). */
  intent: Intent;
}

export interface RunLog {
  writes: RecordedWrite[];
  /** Each device's cursors in the order they were seen (property 6). */
  cursors: Map<string, number[]>;
}

function nth<T>(rows: readonly T[], index: number): T | undefined {
  return rows.length === 0 ? undefined : rows[index % rows.length];
}

async function sortedView<E extends EntityName>(device: Device, entity: E) {
  return (await device.db.view(entity).toArray()).sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** A tiny JPEG-headed image: the server judges type by the leading bytes. */
function photo(): BlobRow {
  const bytes = Buffer.from(testJpeg(randomBytes(24)));
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes: buffer,
    mime: 'image/jpeg',
    uploaded: false,
    uploadError: null,
    createdAt: Date.now(),
  };
}

interface Written {
  write: LocalWrite;
  /** The row the device must show at once (property 5); none for a write made to be refused. */
  target: { entity: EntityName; id: string } | null;
  intent: Intent;
}

/** A write that must show at once on its device as the row its intent names. */
const done = (write: LocalWrite, entity: EntityName, intent: Intent): Written => ({ write, target: { entity, id: intent.id }, intent });

/** Runs one painter action on the device's current rows; null when there is nothing to act on. */
async function write(world: World, device: Device, op: Op): Promise<Written | null> {
  const at = new Date().toISOString();
  const db = device.db;
  const paints = await sortedView(device, 'paint');
  const projects = await sortedView(device, 'project');
  const recipes = await sortedView(device, 'recipe');
  const paint = 'pick' in op ? nth(paints, op.pick) : undefined;
  const project = 'pick' in op ? nth(projects, op.pick) : undefined;
  const recipe = 'pick' in op ? nth(recipes, op.pick) : undefined;
  switch (op.type) {
    case 'createPaint': {
      const id = uuidv7();
      const intent = {
        kind: 'createPaint',
        id,
        name: `Paint ${id.slice(-4)}`,
        brand: 'Citadel',
        color: '#9a1115',
        type: 'Base',
        quantity: 2,
        wishlist: op.wishlist,
      } as const;
      const { kind: _kind, wishlist: _wishlist, ...fields } = intent;
      const status = op.wishlist ? 'wishlist' : 'in_stock';
      return done(await mutate(db, mutations.paint.create, { ...fields, status, createdAt: at }), 'paint', intent);
    }
    case 'updatePaint': {
      if (!paint) return null;
      const intent = { kind: 'editPaintNotes', id: paint.id, notes: op.notes } as const;
      // The notes this device shows are what the painter saw (the base of a text edit, kept-text.ts).
      const args = { id: paint.id, changes: { notes: op.notes }, base: { notes: paint.notes }, updatedAt: at };
      return done(await mutate(db, mutations.paint.update, args), 'paint', intent);
    }
    case 'adjust': {
      if (!paint) return null;
      const intent = { kind: 'adjustQuantity', id: paint.id, delta: op.delta } as const;
      return done(await mutate(db, mutations.paint.adjustQuantity, { id: paint.id, delta: op.delta, updatedAt: at }), 'paint', intent);
    }
    case 'setQuantity': {
      if (!paint) return null;
      const intent = { kind: 'setQuantity', id: paint.id, quantity: op.quantity } as const;
      return done(await mutate(db, mutations.paint.setQuantity, { id: paint.id, quantity: op.quantity, updatedAt: at }), 'paint', intent);
    }
    case 'move': {
      if (!paint) return null;
      const intent = { kind: 'movePaint', id: paint.id, to: op.to } as const;
      return done(await mutate(db, mutations.paint.move, { id: paint.id, to: op.to, updatedAt: at }), 'paint', intent);
    }
    case 'deletePaint': {
      if (!paint) return null;
      const intent = { kind: 'delete', entity: 'paint', id: paint.id, at } as const;
      return done(await mutate(db, mutations.paint.delete, { id: paint.id, deletedAt: at }), 'paint', intent);
    }
    case 'restorePaint': {
      const deleted = nth(
        paints.filter((row) => row.deletedAt !== null),
        op.pick,
      );
      if (!deleted) return null;
      const intent = { kind: 'restore', entity: 'paint', id: deleted.id } as const;
      return done(await mutate(db, mutations.paint.restore, { id: deleted.id, updatedAt: at }), 'paint', intent);
    }
    case 'createProject': {
      const id = uuidv7();
      const image = op.image ? photo() : null;
      const intent = {
        kind: 'createProject',
        id,
        name: `Miniature ${id.slice(-4)}`,
        description: 'Painted',
        imageHash: image?.sha256 ?? null,
        stage: op.stage ?? 'painted',
        modelCount: op.modelCount ?? 1,
        createdAt: at,
      } as const;
      const { kind: _kind, ...fields } = intent;
      return done(await mutate(db, mutations.project.create, fields, image ? { blobs: [image] } : {}), 'project', intent);
    }
    case 'moveStage': {
      if (!project) return null;
      const intent = { kind: 'moveStage', id: project.id, moveId: uuidv7(), stage: op.stage, movedAt: at } as const;
      const { kind: _kind, ...args } = intent;
      return done(await mutate(db, mutations.project.moveStage, args), 'project', intent);
    }
    case 'addWipPhoto': {
      if (!project) return null;
      const image = photo();
      const intent = { kind: 'addWipPhoto', id: project.id, photoId: uuidv7(), imageHash: image.sha256, addedAt: at } as const;
      const args = {
        projectId: project.id,
        id: intent.photoId,
        stage: op.stage,
        imageHash: image.sha256,
        largeImageHash: null,
        addedAt: at,
      };
      return done(await mutate(db, mutations.project.addWipPhoto, args, { blobs: [image] }), 'project', intent);
    }
    case 'removeWipPhoto': {
      const wip = project && nth(project.wipPhotos, op.photoPick);
      if (!project || !wip) return null;
      const intent = { kind: 'removeWipPhoto', id: project.id, photoId: wip.id } as const;
      return done(
        await mutate(db, mutations.project.removeWipPhoto, { projectId: project.id, photoId: wip.id, updatedAt: at }),
        'project',
        intent,
      );
    }
    case 'split': {
      // Only what this device sees can be split (the form offers 1 … count − 1); another device may have split first.
      if (!project || project.deletedAt !== null || project.modelCount < 2) return null;
      const count = 1 + ((op.count - 1) % (project.modelCount - 1));
      const intent = { kind: 'split', id: project.id, newId: uuidv7(), count, createdAt: at } as const;
      const { kind: _kind, ...args } = intent;
      return done(await mutate(db, mutations.project.split, args), 'project', intent);
    }
    case 'updateProject': {
      if (!project) return null;
      const intent = { kind: 'renameProject', id: project.id, name: op.name } as const;
      return done(
        await mutate(db, mutations.project.update, { id: project.id, changes: { name: op.name }, updatedAt: at }),
        'project',
        intent,
      );
    }
    case 'deleteProject': {
      if (!project) return null;
      const intent = { kind: 'delete', entity: 'project', id: project.id, at } as const;
      return done(await mutate(db, mutations.project.delete, { id: project.id, deletedAt: at }), 'project', intent);
    }
    case 'restoreProject': {
      const deleted = nth(
        projects.filter((row) => row.deletedAt !== null),
        op.pick,
      );
      if (!deleted) return null;
      const intent = { kind: 'restore', entity: 'project', id: deleted.id } as const;
      return done(await mutate(db, mutations.project.restore, { id: deleted.id, updatedAt: at }), 'project', intent);
    }
    case 'addRecipe': {
      if (!project) return null;
      const paintId = op.useCatalog ? nth(world.server.catalog.paints, op.paintPick)?.id : nth(paints, op.paintPick)?.id;
      if (!paintId) return null;
      const last =
        recipes
          .filter((row) => row.projectId === project.id)
          .map((row) => row.position)
          .sort()
          .at(-1) ?? null;
      const intent = {
        kind: 'addRecipe',
        id: uuidv7(),
        projectId: project.id,
        paintId,
        partName: 'Armor',
        position: generateKeyBetween(last, null),
      } as const;
      const { kind: _kind, ...fields } = intent;
      return done(await mutate(db, mutations.recipe.add, { ...fields, technique: 'Layering', createdAt: at }), 'recipe', intent);
    }
    case 'updateRecipe': {
      if (!recipe) return null;
      const intent = { kind: 'editRecipeNotes', id: recipe.id, usageNotes: `thin ${at}` } as const;
      return done(
        await mutate(db, mutations.recipe.update, {
          id: recipe.id,
          changes: { usageNotes: intent.usageNotes },
          base: { usageNotes: recipe.usageNotes },
          updatedAt: at,
        }),
        'recipe',
        intent,
      );
    }
    case 'moveRecipe': {
      if (!recipe) return null;
      const first =
        recipes
          .filter((row) => row.projectId === recipe.projectId)
          .map((row) => row.position)
          .sort()[0] ?? null;
      if (first === recipe.position) return null;
      const intent = { kind: 'moveRecipe', id: recipe.id, position: generateKeyBetween(null, first) } as const;
      return done(await mutate(db, mutations.recipe.move, { id: recipe.id, position: intent.position, updatedAt: at }), 'recipe', intent);
    }
    case 'removeRecipe': {
      if (!recipe) return null;
      const intent = { kind: 'delete', entity: 'recipe', id: recipe.id, at } as const;
      return done(await mutate(db, mutations.recipe.remove, { id: recipe.id, deletedAt: at }), 'recipe', intent);
    }
    case 'pileSettings': {
      // A device on a local schema before synced settings has no settings form (nor table) to write them with.
      if (!db.syncedEntities.includes('pileSettings')) return null;
      const intent = {
        kind: 'setPileSettings',
        id: op.own ? db.userId : uuidv7(),
        own: op.own,
        ...(op.stage === null ? {} : { stageNames: { [op.stage]: op.name } }),
        ...(op.goal === 'keep' ? {} : { monthlyGoal: op.goal }),
      } as const;
      const { kind: _kind, own: _own, ...args } = intent;
      // This device cannot tell another painter's id from its own painter's: it shows the change until the refusal.
      const written = await mutate(db, mutations.pileSettings.set, { ...args, updatedAt: at });
      return { write: written, target: op.own ? { entity: 'pileSettings', id: intent.id } : null, intent };
    }
    case 'createArmy':
    case 'deleteArmy':
    case 'restoreArmy':
    case 'createUnit':
    case 'editUnit':
    case 'linkUnit':
    case 'createScheme':
    case 'addStep':
    case 'editStep':
    case 'removeStep':
    case 'assignScheme':
      return armyWrite(device, op, at, projects);
    case 'invalid': {
      // Edits a paint that exists nowhere: the server consumes it and refuses it.
      const intent = { kind: 'editPaintNotes', id: uuidv7(), notes: 'lost' } as const;
      return {
        write: await enqueueUnchecked(db, 'paint.update@1', { id: intent.id, changes: { notes: intent.notes }, updatedAt: at }),
        target: null,
        intent,
      };
    }
  }
}

const schemePaint = { catalogId: null, name: 'Macragge Blue', brand: 'Citadel', color: '#0D407F', type: 'Base', range: 'Base' };

/** Issue 35's writes; a device on a local schema before armies has no army screens (nor tables) to write them with. */
async function armyWrite(device: Device, op: Op, at: string, projects: readonly ProjectRow[]): Promise<Written | null> {
  const db = device.db;
  if (!db.syncedEntities.includes('army')) return null;
  const armies = await sortedView(device, 'army');
  const units = await sortedView(device, 'unit');
  const schemes = await sortedView(device, 'scheme');
  switch (op.type) {
    case 'createArmy': {
      const intent = { kind: 'createArmy', id: uuidv7(), name: `Army ${at.slice(-8)}` } as const;
      return done(await mutate(db, mutations.army.create, { id: intent.id, name: intent.name, createdAt: at }), 'army', intent);
    }
    case 'deleteArmy': {
      const army = nth(armies, op.pick);
      if (!army) return null;
      const intent = { kind: 'delete', entity: 'army', id: army.id, at } as const;
      return done(await mutate(db, mutations.army.delete, { id: army.id, deletedAt: at }), 'army', intent);
    }
    case 'restoreArmy': {
      const army = nth(
        armies.filter((row) => row.deletedAt !== null),
        op.pick,
      );
      if (!army) return null;
      const intent = { kind: 'restore', entity: 'army', id: army.id } as const;
      return done(await mutate(db, mutations.army.restore, { id: army.id, updatedAt: at }), 'army', intent);
    }
    case 'createUnit': {
      const army = nth(armies, op.pick);
      if (!army) return null;
      const last =
        units
          .filter((row) => row.armyId === army.id)
          .map((row) => row.position)
          .sort()
          .at(-1) ?? null;
      const intent = { kind: 'createUnit', id: uuidv7(), armyId: army.id, modelCount: op.modelCount } as const;
      const args = {
        id: intent.id,
        armyId: army.id,
        name: 'Intercessors',
        modelCount: op.modelCount,
        position: generateKeyBetween(last, null),
        createdAt: at,
      };
      return done(await mutate(db, mutations.unit.create, args), 'unit', intent);
    }
    case 'editUnit': {
      const unit = nth(units, op.pick);
      if (!unit) return null;
      const intent = { kind: 'editUnitPoints', id: unit.id, points: op.points } as const;
      return done(await mutate(db, mutations.unit.update, { id: unit.id, changes: { points: op.points }, updatedAt: at }), 'unit', intent);
    }
    case 'linkUnit': {
      const project = nth(projects, op.pick);
      const unit = nth(units, op.unitPick);
      if (!project || (!unit && !op.unlink)) return null;
      const unitId = op.unlink ? null : unit!.id;
      const intent = { kind: 'linkUnit', id: project.id, unitId } as const;
      return done(await mutate(db, mutations.project.update, { id: project.id, changes: { unitId }, updatedAt: at }), 'project', intent);
    }
    case 'createScheme': {
      const intent = { kind: 'createScheme', id: uuidv7(), stepId: uuidv7() } as const;
      const step = { id: intent.stepId, part: 'Armour', paint: schemePaint, position: 'a0' };
      return done(
        await mutate(db, mutations.scheme.create, { id: intent.id, name: 'Blue', steps: [step], createdAt: at }),
        'scheme',
        intent,
      );
    }
    case 'addStep': {
      const scheme = nth(schemes, op.pick);
      if (!scheme) return null;
      const position = generateKeyBetween(scheme.steps.at(-1)?.position ?? null, null);
      const intent = { kind: 'addStep', id: scheme.id, stepId: uuidv7(), position } as const;
      const step = { id: intent.stepId, part: 'Trim', paint: null, position };
      return done(await mutate(db, mutations.scheme.addStep, { schemeId: scheme.id, step, updatedAt: at }), 'scheme', intent);
    }
    case 'editStep': {
      const scheme = nth(schemes, op.pick);
      const step = scheme && nth(scheme.steps, op.stepPick);
      if (!scheme || !step) return null;
      const intent = { kind: 'editStep', id: scheme.id, stepId: step.id, notes: op.notes } as const;
      const args = { schemeId: scheme.id, stepId: step.id, changes: { notes: op.notes }, base: { notes: step.notes }, updatedAt: at };
      return done(await mutate(db, mutations.scheme.updateStep, args), 'scheme', intent);
    }
    case 'removeStep': {
      const scheme = nth(schemes, op.pick);
      const step = scheme && nth(scheme.steps, op.stepPick);
      if (!scheme || !step) return null;
      const intent = { kind: 'removeStep', id: scheme.id, stepId: step.id } as const;
      return done(await mutate(db, mutations.scheme.removeStep, { schemeId: scheme.id, stepId: step.id, updatedAt: at }), 'scheme', intent);
    }
    case 'assignScheme': {
      const unit = nth(units, op.pick);
      const scheme = nth(schemes, op.schemePick);
      if (!unit || !scheme) return null;
      const intent = { kind: 'assignScheme', id: unit.id, schemeId: scheme.id } as const;
      return done(
        await mutate(db, mutations.unit.update, { id: unit.id, changes: { schemeId: scheme.id }, updatedAt: at }),
        'unit',
        intent,
      );
    }
    default:
      return null;
  }
}

async function noteCursor(log: RunLog, device: Device): Promise<void> {
  const meta = await device.db.readMeta();
  const seen = log.cursors.get(device.name) ?? [];
  seen.push(meta.cursor);
  log.cursors.set(device.name, seen);
}

export async function runCommand(world: World, log: RunLog, command: Command): Promise<void> {
  const device = 'device' in command ? world.devices[command.device % world.devices.length]! : undefined;
  switch (command.kind) {
    case 'write': {
      let result;
      try {
        result = await write(world, device!, command.op);
      } catch (error) {
        // The form would show the mutator's message; nothing was saved (property 8 is checked by the unit tests).
        if (error instanceof MutationRejected) return;
        throw error;
      }
      if (!result) return;
      const meta = await device!.db.readMeta();
      log.writes.push({
        device: device!.name,
        clientId: meta.clientId,
        mutationId: result.write.mutationId,
        name: command.op.type,
        invalid: command.op.type === 'invalid' || (command.op.type === 'pileSettings' && !command.op.own),
        intent: result.intent,
      });
      // Property 5: the device sees its own write at once, offline or signed out.
      if (result.target) {
        const row = await device!.db.view(result.target.entity).get(result.target.id);
        if (!row) throw new Error(`${device!.name} does not see its own ${command.op.type} of ${result.target.id}`);
      }
      break;
    }
    case 'sync':
      await device!.engine.syncNow();
      break;
    case 'offline':
      world.network.setOnline(device!.name, false);
      device!.engine.setOnline(false);
      break;
    case 'online':
      world.network.setOnline(device!.name, true);
      device!.engine.setOnline(true);
      break;
    case 'crash':
      await reopenDevice(world, device!);
      break;
    case 'upgrade':
      if (device!.version < latestLocalVersion) await reopenDevice(world, device!, latestLocalVersion);
      break;
    case 'expire':
      await expireSession(world);
      break;
    case 'signIn':
      await signInAgain(world);
      break;
    case 'restart':
      await restartServer(world.host);
      break;
    case 'purge': {
      // Tombstones past the retention window go; devices whose cursor is older are reset. The log's entries go too,
      // so what it held is archived first: the model still replays every consumed write in the server's order.
      await archiveLog(world);
      const purged = await purgeExpired(world.server.db, { retentionDays: 1, now: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) });
      world.serverLog.purges += 1;
      if (purged.paints + purged.projects + purged.recipes + purged.armyRows > 0) world.purged = true;
      if (purged.logEntries > 0) world.logPruned = true;
      break;
    }
  }
  if (device) await noteCursor(log, device);
}
