import type { Selectable } from 'kysely';
import type { PaintResponse } from '@paintforge/sync-protocol';
import type { PaintTable } from '../../db/schema.js';
import { paintFields } from '../sync/rows.js';

// The answer's schema is the REST contract's (sync-protocol rest-answers.ts).
export { paintResponseSchema, type PaintResponse } from '@paintforge/sync-protocol';

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
  'runningLow',
  'createdAt',
  'updatedAt',
  'userId',
] as const satisfies ReadonlyArray<keyof PaintTable>;

/** A live paint row as answered: the synced row's fields (sync/rows.ts) and its owner. */
export function toPaintResponse(row: Pick<Selectable<PaintTable>, (typeof paintResponseColumns)[number]>): PaintResponse {
  return Object.assign(paintFields(row), { userId: row.userId ?? '' });
}
