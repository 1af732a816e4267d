import { z } from 'zod';
import { keptTextsSchema } from './conflicts.js';
import { instantSchema, fieldLimits, optionalText, requiredText, uuidSchema } from './fields.js';

export const recipeMessages = {
  partNameRequired: 'Part name is required',
  paintRequired: 'Please select a paint or choose custom',
  customPaintRequired: 'Custom paint name, brand, and color are required',
} as const;

export const recipeFieldsSchema = z.object({
  partName: requiredText(recipeMessages.partNameRequired, fieldLimits.partNameMax),
  technique: optionalText(fieldLimits.techniqueMax),
  usageNotes: optionalText(fieldLimits.usageNotesMax),
});

/**
 * Fractional-index keys (base-62 digits, as the fractional-indexing package makes them): rows sort by it as
 * plain strings, and a row inserted between two others on two devices at once keeps both.
 */
export const positionSchema = z
  .string()
  .min(1)
  .max(fieldLimits.positionMax)
  .regex(/^[0-9A-Za-z]+$/);

/**
 * What a recipe row remembers of its paint, so it stays readable after the paint is deleted. The range tells apart
 * paints of one name (Macragge Blue Base / Air / Spray); rows saved before it was remembered read null.
 */
export const paintSnapshotSchema = z.object({
  name: z.string(),
  brand: z.string(),
  color: z.string(),
  type: z.string(),
  range: z.string().nullable().default(null),
});
export type PaintSnapshot = z.infer<typeof paintSnapshotSchema>;

/** A recipe row (spec §3 project paint link): one paint used on one part of a miniature. */
export const recipeRowSchema = z.object({
  id: uuidSchema,
  projectId: uuidSchema,
  /** A catalog paint or one of the user's own; null once that paint is gone for good (the snapshot remains). */
  paintId: z.string().nullable(),
  paintSnapshot: paintSnapshotSchema,
  partName: z.string(),
  technique: z.string().nullable(),
  usageNotes: z.string().nullable(),
  position: positionSchema,
  /** Usage notes replaced by a concurrent edit (conflicts.ts). */
  conflicts: keptTextsSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletedAt: instantSchema.nullable(),
});
export type RecipeRow = z.infer<typeof recipeRowSchema>;
