import { z } from 'zod';
import { fieldLimits, instantSchema, optionalText, requiredText, uuidSchema } from './fields.js';
import { keptTextsSchema } from './conflicts.js';
import { positionSchema } from './recipe.js';
import { modelCountSchema } from './stages.js';

/**
 * Issue 35: a painter's army (a roster from a list builder, or typed in) and its units. Names and points come only
 * from the painter (or the painter's own file): the app ships no game data. A unit's models are on the pile as the
 * pile entries (projects) that name it (ProjectRow.unitId), so its stages are theirs; what is not owned is to buy.
 */
export const armyLimits = { pointsMax: 100_000 } as const;

export const armyMessages = {
  nameRequired: 'Army name is required',
  unitNameRequired: 'Unit name is required',
  pointsRange: `Points must be a whole number from 0 to ${armyLimits.pointsMax.toLocaleString('en')}`,
} as const;

/** Points as the painter's list gives them; null when the painter gave none. */
export const pointsSchema = z
  .number({ error: armyMessages.pointsRange })
  .int({ error: armyMessages.pointsRange })
  .min(0, { error: armyMessages.pointsRange })
  .max(armyLimits.pointsMax, { error: armyMessages.pointsRange });

export const armyFieldsSchema = z.object({
  name: requiredText(armyMessages.nameRequired, fieldLimits.nameMax),
  /** Free text ("Ultramarines", "Stormcast Eternals"): the painter's own words. */
  faction: optionalText(fieldLimits.nameMax),
  /** Free text ("Warhammer 40,000", "Kill Team"). */
  game: optionalText(fieldLimits.nameMax),
  points: pointsSchema.nullable().default(null),
  /** The scheme every unit without one of its own is painted with. */
  schemeId: uuidSchema.nullable().default(null),
  notes: optionalText(fieldLimits.notesMax),
});

export const armyRowSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  faction: z.string().nullable(),
  game: z.string().nullable(),
  points: z.number().int().nullable(),
  schemeId: uuidSchema.nullable(),
  notes: z.string().nullable(),
  /** Notes replaced by a concurrent edit (conflicts.ts). */
  conflicts: keptTextsSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable(),
});
export type ArmyRow = z.infer<typeof armyRowSchema>;

export const unitFieldsSchema = z.object({
  name: requiredText(armyMessages.unitNameRequired, fieldLimits.nameMax),
  /** Models the roster asks for. */
  modelCount: modelCountSchema.default(1),
  points: pointsSchema.nullable().default(null),
  /** This unit's own scheme; null paints it with its army's. */
  schemeId: uuidSchema.nullable().default(null),
  notes: optionalText(fieldLimits.notesMax),
  /** Fractional-index key: the roster's order, kept when units are added on two devices. */
  position: positionSchema,
});

/** A unit of an army (a roster's selection of type unit or model that carries points). */
export const unitRowSchema = z.object({
  id: uuidSchema,
  armyId: uuidSchema,
  name: z.string(),
  modelCount: z.number().int(),
  points: z.number().int().nullable(),
  schemeId: uuidSchema.nullable(),
  notes: z.string().nullable(),
  position: positionSchema,
  /** Notes replaced by a concurrent edit (conflicts.ts). */
  conflicts: keptTextsSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable(),
});
export type UnitRow = z.infer<typeof unitRowSchema>;
