import { z } from 'zod';
import { fieldLimits, hexColorSchema, instantSchema, optionalText, requiredText, textSchema, uuidSchema } from './fields.js';
import { keptTextsSchema } from './conflicts.js';
import { positionSchema } from './recipe.js';

/**
 * Issue 35: a scheme, the same recipe for every model of a unit (or a whole army), so squad two matches squad one
 * months later. Its steps live in its row, ordered by a fractional-index position, and change one at a time
 * (scheme.addStep / updateStep / removeStep), so two devices editing different steps both keep their edit.
 */
export const schemeLimits = { stepsPerScheme: 100 } as const;

export const schemeMessages = {
  nameRequired: 'Scheme name is required',
  partRequired: 'Part name is required',
  full: `A scheme holds at most ${schemeLimits.stepsPerScheme} steps. Remove some before adding more.`,
} as const;

/**
 * The paint a step uses, as the step's author saw it: its catalog id when it is a catalog paint (how an owned pot is
 * recognised), and what it is, so that a step made from another painter's showcase stays readable without their paints.
 */
export const schemePaintSchema = z.object({
  catalogId: textSchema().max(100).nullable().default(null),
  name: textSchema().trim().min(1).max(fieldLimits.nameMax),
  brand: textSchema().trim().max(fieldLimits.brandMax),
  color: hexColorSchema,
  type: textSchema().trim().max(fieldLimits.typeMax),
  range: textSchema().trim().max(fieldLimits.rangeMax).nullable().default(null),
});
export type SchemePaint = z.infer<typeof schemePaintSchema>;

export const schemeStepFieldsSchema = z.object({
  part: requiredText(schemeMessages.partRequired, fieldLimits.partNameMax),
  paint: schemePaintSchema.nullable().default(null),
  technique: optionalText(fieldLimits.techniqueMax),
  notes: optionalText(fieldLimits.usageNotesMax),
  /** The painter's "not sure" mark: a step they mean to check (a guessed paint from a photo, say). */
  unsure: z.boolean().default(false),
  position: positionSchema,
});

export const schemeStepSchema = schemeStepFieldsSchema.extend({ id: uuidSchema });
export type SchemeStep = z.infer<typeof schemeStepSchema>;

export const schemeRowSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  /** In position order (then id), whatever order they were added in. */
  steps: z.array(schemeStepSchema),
  /** Step notes replaced by a concurrent edit (conflicts.ts), by `steps.<stepId>.notes`. */
  conflicts: keptTextsSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable(),
});
export type SchemeRow = z.infer<typeof schemeRowSchema>;

/** The order steps show and are kept in: by position, then by id so that equal positions agree everywhere. */
export function byStepOrder(a: Pick<SchemeStep, 'id' | 'position'>, b: Pick<SchemeStep, 'id' | 'position'>): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
