import type { CatalogPaint, PaintPriority, PaintRow, PaintStatus } from '@paintforge/sync-protocol';
import { notFound, type MutationRejected, mutations } from '@paintforge/sync-protocol';
import { newId, nowIso, useUserLiveQuery, writeLocal, writeLocalBatch } from '../sync/screen';
import { textEdit } from './text-edit';
import { requireDatabase } from '../sync/runtime';
import type { UserDatabase } from '../sync/database';
import type { BatchStep, LocalWriter } from '../sync/mutate';

/**
 * The painter's paints for the screens: live reads of this device's view (their own writes show at once, offline
 * or signed out) and the changes they can make. Every change is saved locally and sent by the sync engine.
 */

export type PaintList = 'inventory' | 'wishlist';

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

const noPaints: PaintRow[] = [];

/** The inventory (in stock and custom paints) or the wishlist: live, deleted paints left out, newest first. */
export function usePaints(list: PaintList): PaintRow[] | undefined {
  return useUserLiveQuery(
    async (db) => {
      const rows = await db.paints.filter((paint) => paint.deletedAt === null && paint.isWishlist === (list === 'wishlist')).toArray();
      return rows.sort(newestFirst);
    },
    [list],
    noPaints,
  );
}

/**
 * What the painter holds of one catalog paint: the owned row (in stock or custom; its quantity) and the wishlist
 * row. Only owned rows make a paint "owned": a paint that is only wished for is never badged as owned.
 */
export interface CatalogHolding {
  owned: { id: string; quantity: number } | null;
  wished: { id: string } | null;
}

const noHoldings: ReadonlyMap<string, CatalogHolding> = new Map();

/** The painter's live paints that came from the catalog, by catalog id, so the catalog can say "Owned ×N" or "On wishlist". */
export function holdingsOf(rows: readonly PaintRow[]): ReadonlyMap<string, CatalogHolding> {
  const holdings = new Map<string, CatalogHolding>();
  for (const row of rows) {
    if (!row.catalogId || row.deletedAt !== null) continue;
    const holding = holdings.get(row.catalogId) ?? { owned: null, wished: null };
    // One row per owned paint is what the app makes; rows made on two devices offline are counted together.
    if (row.isWishlist) holding.wished ??= { id: row.id };
    else holding.owned = { id: holding.owned?.id ?? row.id, quantity: (holding.owned?.quantity ?? 0) + row.quantity };
    holdings.set(row.catalogId, holding);
  }
  return holdings;
}

export function useCatalogHoldings(): ReadonlyMap<string, CatalogHolding> | undefined {
  return useUserLiveQuery(async (db) => holdingsOf(await db.paints.where('catalogId').above('').toArray()), [], noHoldings);
}

export interface PaintFields {
  name: string;
  brand: string;
  color: string;
  type: string;
  priority?: PaintPriority;
  notes?: string | null;
  quantity?: number;
  status?: PaintStatus;
  range?: string | null;
  catalogId?: string | null;
}

/** Adds a paint (spec §4: a wishlist paint has quantity 0). Returns its id. Throws MutationRejected with the form's message. */
export async function addPaint(fields: PaintFields, write: LocalWriter = writeLocal): Promise<string> {
  const id = newId();
  await write(mutations.paint.create, { ...fields, id, createdAt: nowIso() });
  return id;
}

/** What adding a catalog paint did: a new row, one more of an owned paint, a wishlist paint bought, or nothing. */
export type CatalogAddOutcome = 'added' | 'incremented' | 'bought' | 'already-owned' | 'already-wished';

/**
 * Adds a catalog paint, keeping one row per paint: to the inventory, an owned paint gets one more, a wishlist paint
 * moves to the inventory (bought, quantity `quantity`); to the wishlist, a paint already owned or wished is left as it is.
 * `within` is the batch it is one row of (an import): what the rows before it added counts as held.
 */
export async function addPaintFromCatalog(
  paint: CatalogPaint,
  list: PaintList,
  quantity = 1,
  within?: { write: LocalWriter; db: UserDatabase },
): Promise<CatalogAddOutcome> {
  const db = within?.db ?? (await requireDatabase());
  const write = within?.write ?? writeLocal;
  const rows = await db.paints.where('catalogId').equals(paint.id).toArray();
  const holding = holdingsOf(rows).get(paint.id);
  if (list === 'inventory') {
    if (holding?.owned) {
      await adjustQuantity(holding.owned.id, quantity, write);
      return 'incremented';
    }
    if (holding?.wished) {
      await movePaint(holding.wished.id, 'inventory', quantity, write);
      return 'bought';
    }
  } else if (holding) {
    return holding.owned ? 'already-owned' : 'already-wished';
  }
  await addPaint({
    name: paint.name,
    brand: paint.brand,
    color: paint.color,
    type: paint.type,
    range: paint.range,
    catalogId: paint.id,
    ...(list === 'inventory' ? { quantity } : {}),
    status: list === 'wishlist' ? 'wishlist' : 'in_stock',
  }, write);
  return 'added';
}

/** One paint of an import: a catalog paint (added as addPaintFromCatalog adds it) or a paint of the painter's own. */
export type PaintToAdd = { catalog: CatalogPaint; quantity: number } | { catalog: null; fields: PaintFields };

/**
 * Adds a batch of an import's paints in ONE local transaction (sync/mutate.ts mutateBatch), each row its own
 * change. Answers per row: null when saved, or the refusal that left that row out (the others are saved).
 */
export async function addPaints(paints: readonly PaintToAdd[], list: PaintList): Promise<(MutationRejected | null)[]> {
  const outcomes = await writeLocalBatch(
    paints.map(
      (paint): BatchStep<unknown> =>
        (write, db) =>
          paint.catalog ? addPaintFromCatalog(paint.catalog, list, paint.quantity, { write, db }) : addPaint(paint.fields, write),
    ),
  );
  return outcomes.map((outcome) => (outcome.ok ? null : outcome.error));
}

/** Marks an owned paint running low, or unmarks it (issue 24): what "running low" counts, with paints at 0 pots. */
export async function markRunningLow(id: string, runningLow: boolean): Promise<void> {
  await writeLocal(mutations.paint.markRunningLow, { id, runningLow, updatedAt: nowIso() });
}

/** How many pots of a catalog paint the painter owns now (0 when none): what "One more …" toasts report. */
export async function ownedQuantityOf(catalogId: string): Promise<number> {
  const db = await requireDatabase();
  return holdingsOf(await db.paints.where('catalogId').equals(catalogId).toArray()).get(catalogId)?.owned?.quantity ?? 0;
}

type EditablePaint = Pick<PaintRow, 'name' | 'brand' | 'color' | 'type' | 'priority' | 'notes'>;

async function currentPaint(id: string): Promise<PaintRow> {
  const row = await (await requireDatabase()).paints.get(id);
  if (!row) throw notFound('paint');
  return row;
}

/**
 * Edits a paint. Only the fields that differ from what this device shows are sent, so an edit of the notes here
 * and of the priority on another device both survive. Nothing changed: nothing is saved. `seen`: the notes the form
 * opened with, the base of a notes edit (text-edit.ts).
 */
export async function updatePaint(id: string, requested: Partial<EditablePaint>, seen?: Pick<PaintRow, 'notes'>): Promise<void> {
  const { changes, base } = textEdit<EditablePaint, 'notes'>(await currentPaint(id), requested, ['notes'], seen);
  if (!changes) return;
  await writeLocal(mutations.paint.update, { id, changes, base, updatedAt: nowIso() });
}

/** +1 / −1 (a delta, so two devices' taps both count; never below 0). */
export async function adjustQuantity(id: string, delta: number, write: LocalWriter = writeLocal): Promise<void> {
  await write(mutations.paint.adjustQuantity, { id, delta, updatedAt: nowIso() });
}

/** "I have 3": the last one set wins. */
export async function setQuantity(id: string, quantity: number): Promise<void> {
  await writeLocal(mutations.paint.setQuantity, { id, quantity, updatedAt: nowIso() });
}

/** Moves a paint between the inventory and the wishlist (spec §4: the wishlist has quantity 0). */
export async function movePaint(id: string, to: PaintList, quantity?: number, write: LocalWriter = writeLocal): Promise<void> {
  await write(mutations.paint.move, { id, to, ...(quantity === undefined ? {} : { quantity }), updatedAt: nowIso() });
}

/** Deletes a paint (a tombstone: restorePaint brings it back; recipes keep showing it by their snapshot). */
export async function deletePaint(id: string): Promise<void> {
  await writeLocal(mutations.paint.delete, { id, deletedAt: nowIso() });
}

export async function restorePaint(id: string): Promise<void> {
  await writeLocal(mutations.paint.restore, { id, updatedAt: nowIso() });
}

/** How many recipe rows of live projects use a paint, for the delete confirmation (design §5). */
export async function countRecipesUsingPaint(paintId: string): Promise<number> {
  const db = await requireDatabase();
  const rows = await db.recipes.filter((row) => row.paintId === paintId && row.deletedAt === null).toArray();
  const projects = await db.projects.bulkGet([...new Set(rows.map((row) => row.projectId))]);
  const live = new Set(projects.filter((project) => project && project.deletedAt === null).map((project) => project!.id));
  return rows.filter((row) => live.has(row.projectId)).length;
}
