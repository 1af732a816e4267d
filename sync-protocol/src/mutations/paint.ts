import { z } from 'zod';
import { fieldLimits, instantSchema, optionalText, textSchema, uuidSchema } from '../entities/fields.js';
import { paintFieldsSchema, paintStatuses, quantitySchema, type PaintRow } from '../entities/paint.js';
import { alreadyExists, changesOf, defineMutation, rowOf, editRow, setDeleted } from './define.js';
import { editWithTexts, textUpdates } from './kept-text.js';

const changesSchema = changesOf(paintFieldsSchema);

function clampQuantity(quantity: number): number {
  return Math.min(fieldLimits.quantityMax, Math.max(0, quantity));
}

/** Spec §4: a paint on the wishlist has quantity 0 and isWishlist true; in the inventory it is in stock. */
function placed(row: PaintRow, to: 'inventory' | 'wishlist', quantity?: number): PaintRow {
  if (to === 'wishlist') return { ...row, status: 'wishlist', isWishlist: true, quantity: 0 };
  return { ...row, status: 'in_stock', isWishlist: false, quantity: quantity ?? Math.max(1, row.quantity) };
}

const storedQuantityDefault = 100;

export const createPaint = defineMutation(
  'paint.create@1',
  paintFieldsSchema.extend({
    id: uuidSchema,
    range: optionalText(fieldLimits.rangeMax),
    catalogId: textSchema().max(100).nullable().default(null),
    // Spec §3: a paint stored without a quantity holds 100; §4: a custom paint made inline in a recipe holds 1.
    // The forms choose their own starting figure (1, or 0 for the wishlist) and always send it.
    quantity: quantitySchema.optional(),
    status: z.enum(paintStatuses).default('in_stock'),
    createdAt: instantSchema,
  }),
  rowOf('paint', 'create'),
  async (store, args) => {
    if (await store.get('paint', args.id)) throw alreadyExists('paint');
    const row: PaintRow = {
      id: args.id,
      name: args.name,
      brand: args.brand,
      color: args.color,
      type: args.type,
      range: args.range,
      catalogId: args.catalogId,
      quantity: args.quantity ?? (args.status === 'custom' ? 1 : storedQuantityDefault),
      status: args.status,
      isWishlist: false,
      priority: args.priority,
      notes: args.notes,
      runningLow: false,
      conflicts: [],
      createdAt: args.createdAt,
      updatedAt: args.createdAt,
      deletedAt: null,
    };
    await store.put('paint', args.status === 'wishlist' ? placed(row, 'wishlist') : row);
  },
);

// Only the changed fields travel, so two devices editing different fields both keep their edit; notes another device
// wrote meanwhile are kept on the row (kept-text.ts).
const paintTexts = ['notes'] as const;
export const [updatePaintV1, updatePaint] = textUpdates(
  'paint.update',
  { id: uuidSchema },
  changesSchema,
  paintTexts,
  rowOf('paint', 'edit'),
  (store, args) => editWithTexts(store, 'paint', paintTexts, args),
);

export const adjustPaintQuantity = defineMutation(
  'paint.adjustQuantity@1',
  z.object({
    id: uuidSchema,
    delta: z
      .number()
      .int()
      .min(-fieldLimits.deltaMax)
      .max(fieldLimits.deltaMax)
      .refine((delta) => delta !== 0, { error: 'Nothing to change' }),
    updatedAt: instantSchema,
  }),
  rowOf('paint', 'quantity'),
  // A delta, not a new total: +1 on two devices at once is +2, each applied exactly once.
  (store, { id, delta, updatedAt }) =>
    editRow(store, 'paint', id, updatedAt, (row) => ({ ...row, quantity: clampQuantity(row.quantity + delta) })),
);

export const setPaintQuantity = defineMutation(
  'paint.setQuantity@1',
  z.object({ id: uuidSchema, quantity: quantitySchema, updatedAt: instantSchema }),
  rowOf('paint', 'quantity'),
  (store, { id, quantity, updatedAt }) => editRow(store, 'paint', id, updatedAt, (row) => ({ ...row, quantity })),
);

export const movePaint = defineMutation(
  'paint.move@1',
  z.object({ id: uuidSchema, to: z.enum(['inventory', 'wishlist']), quantity: quantitySchema.optional(), updatedAt: instantSchema }),
  rowOf('paint', 'move'),
  (store, { id, to, quantity, updatedAt }) => editRow(store, 'paint', id, updatedAt, (row) => placed(row, to, quantity)),
);

/** The painter marks an owned paint running low, or unmarks it; its own mutation, so an edit never flips it. */
export const markPaintRunningLow = defineMutation(
  'paint.markRunningLow@1',
  z.object({ id: uuidSchema, runningLow: z.boolean(), updatedAt: instantSchema }),
  rowOf('paint', 'edit'),
  (store, { id, runningLow, updatedAt }) => editRow(store, 'paint', id, updatedAt, (row) => ({ ...row, runningLow })),
);

export const deletePaint = defineMutation(
  'paint.delete@1',
  z.object({ id: uuidSchema, deletedAt: instantSchema }),
  rowOf('paint', 'delete'),
  (store, { id, deletedAt }) => setDeleted(store, 'paint', id, deletedAt, deletedAt),
);

export const restorePaint = defineMutation(
  'paint.restore@1',
  z.object({ id: uuidSchema, updatedAt: instantSchema }),
  rowOf('paint', 'restore'),
  (store, { id, updatedAt }) => setDeleted(store, 'paint', id, null, updatedAt),
);
