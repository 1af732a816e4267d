import type { Selectable } from 'kysely';
import { z } from 'zod';
import { paintRowSchema } from '@paintforge/sync-protocol';
import type { PaintTable } from '../../db/schema.js';

/** A user's paint as the REST calls answer it (spec §3 paint, plus range, catalogId and updatedAt): the synced row and its owner. */
export const paintResponseSchema = paintRowSchema.omit({ deletedAt: true }).extend({ userId: z.string() });
export type PaintResponse = z.infer<typeof paintResponseSchema>;

/** The columns an answer is made of: the list reads only these (not the catalog hash, version or tombstone). */
export const paintResponseColumns = [
  'id',
  'name',
  'brand',
  'color',
  'type',
  'range',
  'catalogId',
  'quantity',
  'status',
  'isWishlist',
  'priority',
  'notes',
  'createdAt',
  'updatedAt',
  'userId',
] as const satisfies ReadonlyArray<keyof PaintTable>;

/**
 * A live paint row as answered. Field by field in one pass (not toPaintRow and a rest spread): the inventory read
 * maps every paint of a collection on each request. Same fields and conversions as toPaintRow (sync/rows.ts).
 */
export function toPaintResponse(row: Pick<Selectable<PaintTable>, (typeof paintResponseColumns)[number]>): PaintResponse {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    color: row.color,
    type: row.type,
    range: row.range,
    catalogId: row.catalogId,
    quantity: row.quantity,
    status: row.status,
    isWishlist: row.isWishlist === 1,
    priority: row.priority,
    notes: row.notes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    userId: row.userId ?? '',
  };
}
