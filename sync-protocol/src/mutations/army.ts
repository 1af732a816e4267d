import { z } from 'zod';
import { armyFieldsSchema, unitFieldsSchema, type ArmyRow, type UnitRow } from '../entities/army.js';
import { instantSchema, uuidSchema } from '../entities/fields.js';
import { addedUnder, alreadyExists, changesOf, defineMutation, notFound, rowOf, setDeleted } from './define.js';
import { editWithTexts, textUpdates } from './kept-text.js';
import type { MutationStore } from './store.js';

/**
 * Armies and their units (issue 35): made, edited field by field (only the changed fields travel, the last write in
 * the server's order wins each), deleted and restored as every other row. A unit's army, and a scheme either names,
 * must be the painter's own: another painter's id reads as absent, so the change is refused as not found.
 */

const armyChanges = changesOf(armyFieldsSchema);
const unitChanges = changesOf(unitFieldsSchema);

/** A scheme named by an army or unit must exist here (deleted ones too: a restore brings the link back). */
async function checkScheme(store: MutationStore, schemeId: string | null | undefined): Promise<void> {
  if (schemeId && !(await store.get('scheme', schemeId))) throw notFound('scheme');
}

export const createArmy = defineMutation(
  'army.create@1',
  armyFieldsSchema.extend({ id: uuidSchema, createdAt: instantSchema }),
  rowOf('army', 'create'),
  async (store, { createdAt, ...fields }) => {
    if (await store.get('army', fields.id)) throw alreadyExists('army');
    await checkScheme(store, fields.schemeId);
    const row: ArmyRow = { ...fields, conflicts: [], createdAt, updatedAt: createdAt, deletedAt: null };
    await store.put('army', row);
  },
);

const notesOnly = ['notes'] as const;

/** Notes another device wrote meanwhile are kept on the row (kept-text.ts). */
export const [updateArmyV1, updateArmy] = textUpdates(
  'army.update',
  { id: uuidSchema },
  armyChanges,
  notesOnly,
  rowOf('army', 'edit'),
  async (store, args) => {
    await checkScheme(store, args.changes.schemeId);
    return editWithTexts(store, 'army', notesOnly, args);
  },
);

// A deleted army hides its units (readers skip units whose army is deleted); they are not touched, so a restore
// brings the whole roster back, with units added meanwhile on another device.
export const deleteArmy = defineMutation(
  'army.delete@1',
  z.object({ id: uuidSchema, deletedAt: instantSchema }),
  rowOf('army', 'delete'),
  (store, { id, deletedAt }) => setDeleted(store, 'army', id, deletedAt, deletedAt),
);

export const restoreArmy = defineMutation(
  'army.restore@1',
  z.object({ id: uuidSchema, updatedAt: instantSchema }),
  rowOf('army', 'restore'),
  (store, { id, updatedAt }) => setDeleted(store, 'army', id, null, updatedAt),
);

export const createUnit = defineMutation(
  'unit.create@1',
  unitFieldsSchema.extend({ id: uuidSchema, armyId: uuidSchema, createdAt: instantSchema }),
  rowOf('unit', 'create'),
  async (store, { createdAt, ...fields }) => {
    if (await store.get('unit', fields.id)) throw alreadyExists('unit');
    const army = await store.get('army', fields.armyId);
    if (!army) throw notFound('army');
    await checkScheme(store, fields.schemeId);
    const row: UnitRow = { ...fields, conflicts: [], createdAt, updatedAt: createdAt, deletedAt: null };
    await store.put('unit', row);
    return addedUnder(army, 'unit');
  },
);

export const [updateUnitV1, updateUnit] = textUpdates(
  'unit.update',
  { id: uuidSchema },
  unitChanges,
  notesOnly,
  rowOf('unit', 'edit'),
  async (store, args) => {
    await checkScheme(store, args.changes.schemeId);
    return editWithTexts(store, 'unit', notesOnly, args);
  },
);

export const deleteUnit = defineMutation(
  'unit.delete@1',
  z.object({ id: uuidSchema, deletedAt: instantSchema }),
  rowOf('unit', 'delete'),
  (store, { id, deletedAt }) => setDeleted(store, 'unit', id, deletedAt, deletedAt),
);

export const restoreUnit = defineMutation(
  'unit.restore@1',
  z.object({ id: uuidSchema, updatedAt: instantSchema }),
  rowOf('unit', 'restore'),
  (store, { id, updatedAt }) => setDeleted(store, 'unit', id, null, updatedAt),
);
