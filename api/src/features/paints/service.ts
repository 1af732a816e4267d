import type { Kysely, Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { collectionStats, type InventoryStats, mutations } from '@paintforge/sync-protocol';
import { nowIso, type Database, type PaintTable } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import { applyServerMutations, type ServerMutation, type SyncDeps } from '../sync/apply.js';
import { compiledQuery } from '../../db/compiled-queries.js';
import { paintResponseColumns, toPaintResponse, type PaintResponse } from './paint-response.js';
import { defaultPageSize, encodeCursor, type PageCursor, type PaintPage } from './paging.js';

export { paintResponseSchema, toPaintResponse, type PaintResponse } from './paint-response.js';

/** Any JSON object (the contract's body): the fields are checked by the mutation's own schema. */
type PaintBody = Record<string, unknown>;

export const paintNotFound = () => new ApiError(404, 'not-found', 'This paint no longer exists.');

function livePaints(db: Kysely<Database>, userId: string) {
  return db.selectFrom('paint').selectAll().where('userId', '=', userId).where('deletedAt', 'is', null);
}

/** livePaints with the answer's columns only: what the list reads, for every paint of a collection. */
function listedPaints(db: Kysely<Database>, userId: string) {
  return db.selectFrom('paint').select(paintResponseColumns).where('userId', '=', userId).where('deletedAt', 'is', null);
}

async function findLivePaint(db: Kysely<Database>, userId: string, id: string): Promise<Selectable<PaintTable>> {
  const row = await livePaints(db, userId).where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw paintNotFound();
  return row;
}

// Pages walk the same order by keyset (after the last paint of the previous page), not by offset: each page is one
// range of the paint_user_id_created_at_id index, however deep, and a paint added or deleted meanwhile shifts nothing.
// One more row than asked tells whether a next page exists.
const firstPage = compiledQuery((db, v: { userId: string; take: number }) =>
  listedPaints(db, v.userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(v.take),
);
const nextPage = compiledQuery((db, v: { userId: string; afterCreatedAt: string; afterId: string; take: number }) =>
  listedPaints(db, v.userId)
    .where((eb) =>
      eb.or([eb('createdAt', '<', v.afterCreatedAt), eb.and([eb('createdAt', '=', v.afterCreatedAt), eb('id', '<', v.afterId)])]),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(v.take),
);

/** GET /api/paints?limit=&after=: one page of the same list, newest first, and the cursor of the next one. */
export async function listPaintsPage(
  db: Kysely<Database>,
  userId: string,
  page: { limit?: number; after?: PageCursor },
): Promise<PaintPage> {
  const limit = page.limit ?? defaultPageSize;
  const take = limit + 1;
  const { rows } = page.after
    ? await nextPage(db, { userId, afterCreatedAt: page.after.createdAt, afterId: page.after.id, take })
    : await firstPage(db, { userId, take });
  const paints = rows.slice(0, limit).map(toPaintResponse);
  const last = paints.at(-1);
  return { paints, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** Fields with a default in the mutation: null from a form means "not given". */
function given(body: PaintBody, key: string): unknown {
  return body[key] === null ? undefined : body[key];
}

/** POST /api/paints: spec §4, a wishlist paint has quantity 0 and isWishlist true; the mutation makes it so. */
export async function createPaint(sync: SyncDeps, userId: string, body: PaintBody): Promise<PaintResponse> {
  const status = body.isWishlist === true ? 'wishlist' : given(body, 'status');
  const args: Record<string, unknown> = {
    id: uuidv7(),
    name: body.name,
    brand: body.brand,
    color: body.color,
    type: body.type,
    range: body.range,
    catalogId: given(body, 'catalogId'),
    quantity: given(body, 'quantity'),
    status,
    priority: given(body, 'priority'),
    notes: body.notes,
    createdAt: nowIso(),
  };
  await applyServerMutations(sync, userId, [{ mutation: mutations.paint.create, args }]);
  return toPaintResponse(await findLivePaint(sync.db, userId, args.id as string));
}

const editableFields = ['name', 'brand', 'color', 'type', 'priority', 'notes', 'range'] as const;

/**
 * PUT /api/paints/{id}: the edit form's fields (only those sent change, as `paint.update`), a move between
 * inventory and wishlist (`paint.move`), and a quantity (`paint.setQuantity`; alone, the quantity stepper).
 */
export async function updatePaint(sync: SyncDeps, userId: string, id: string, body: PaintBody): Promise<PaintResponse> {
  const current = await findLivePaint(sync.db, userId, id);
  const updatedAt = nowIso();
  const calls: ServerMutation[] = [];
  const changes = Object.fromEntries(editableFields.filter((field) => field in body).map((field) => [field, body[field]]));
  // A REST client writes over what it read: the notes stored now are its base, so nothing is kept aside (kept-text.ts).
  if (Object.keys(changes).length > 0)
    calls.push({ mutation: mutations.paint.update, args: { id, changes, base: { notes: current.notes }, updatedAt } });

  const wantsWishlist = body.isWishlist === true || body.status === 'wishlist';
  const wantsInventory =
    (body.isWishlist === false && current.status === 'wishlist') || (body.status === 'in_stock' && current.status !== 'in_stock');
  const quantity = given(body, 'quantity');
  if (wantsWishlist && current.status !== 'wishlist') {
    calls.push({ mutation: mutations.paint.move, args: { id, to: 'wishlist', updatedAt } });
  } else if (wantsInventory) {
    calls.push({ mutation: mutations.paint.move, args: { id, to: 'inventory', quantity, updatedAt } });
  } else if (quantity !== undefined && !(wantsWishlist || current.status === 'wishlist')) {
    calls.push({ mutation: mutations.paint.setQuantity, args: { id, quantity, updatedAt } });
  }
  if (calls.length > 0) await applyServerMutations(sync, userId, calls);
  return toPaintResponse(await findLivePaint(sync.db, userId, id));
}

export async function deletePaint(sync: SyncDeps, userId: string, id: string): Promise<void> {
  await findLivePaint(sync.db, userId, id);
  await applyServerMutations(sync, userId, [{ mutation: mutations.paint.delete, args: { id, deletedAt: nowIso() } }]);
}

/** GET /api/inventory/stats: over the user's live paints; quantities, brands and types count the inventory only. */
export async function inventoryStats(db: Kysely<Database>, userId: string): Promise<InventoryStats> {
  // The caller's own live paints only; the figures are the shared definition the screen computes too.
  return collectionStats(await livePaints(db, userId).select(['brand', 'type', 'quantity', 'status', 'runningLow']).execute());
}
