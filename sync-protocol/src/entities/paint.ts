import { z } from 'zod';
import { keptTextsSchema } from './conflicts.js';
import { hexColorSchema, instantSchema, fieldLimits, optionalText, requiredText, uuidSchema } from './fields.js';

/** Spec §3 paint: `in_stock` in the inventory, `wishlist` on the wishlist, `custom` when made inline in a recipe. */
export const paintStatuses = ['in_stock', 'wishlist', 'custom'] as const;
export const paintPriorities = ['high', 'medium', 'low'] as const;
export type PaintStatus = (typeof paintStatuses)[number];
export type PaintPriority = (typeof paintPriorities)[number];

/** Spec §9: the brands of the Add Paint form, also the brand filter of the gallery's paint picker. */
export const addFormBrands = [
  'AK Interactive',
  'Army Painter',
  'Citadel',
  'Mr. Color',
  'Privateer Press',
  'Reaper',
  'Scale75',
  'Tamiya',
  'Testors',
  'Two Thin Coats',
  'Vallejo',
  'Other',
] as const;

export const paintMessages = {
  nameRequired: 'Paint name is required',
  brandRequired: 'Brand is required',
  colorRequired: 'Color is required',
  typeRequired: 'Type is required',
} as const;

/** The editable fields of a user's paint, with the spec's messages (spec §5 Paint). */
export const paintFieldsSchema = z.object({
  name: requiredText(paintMessages.nameRequired, fieldLimits.nameMax),
  brand: requiredText(paintMessages.brandRequired, fieldLimits.brandMax),
  color: z.string({ error: paintMessages.colorRequired }).min(1, { error: paintMessages.colorRequired }).pipe(hexColorSchema),
  type: requiredText(paintMessages.typeRequired, fieldLimits.typeMax),
  priority: z.enum(paintPriorities).default('medium'),
  notes: optionalText(fieldLimits.notesMax),
});

export const quantitySchema = z.number().int().min(0).max(fieldLimits.quantityMax);

/** A user's paint as it is synced: the server's row, and the rows a device keeps and shows. */
export const paintRowSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  brand: z.string(),
  color: z.string(),
  type: z.string(),
  range: z.string().nullable(),
  /** The catalog paint it was added from, if any: lets the catalog show "in your inventory". */
  catalogId: z.string().nullable(),
  quantity: quantitySchema,
  status: z.enum(paintStatuses),
  isWishlist: z.boolean(),
  priority: z.enum(paintPriorities),
  notes: z.string().nullable(),
  /**
   * Marked running low by the painter (issue 24): "running low" means this, or no pot left, never "one pot". Rows
   * from before the field (old devices, old backups) are not marked.
   */
  runningLow: z.boolean().default(false),
  /** Notes replaced by a concurrent edit (conflicts.ts). */
  conflicts: keptTextsSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  /** A tombstone: set when deleted, cleared by a restore. Deleted rows stay so a restore loses nothing. */
  deletedAt: instantSchema.nullable(),
});
export type PaintRow = z.infer<typeof paintRowSchema>;
