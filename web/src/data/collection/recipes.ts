import { useMemo } from 'react';
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { generateKeyBetween } from 'fractional-indexing';
import { notFound, type CatalogPaint, type PaintRow, type RecipeRow, mutations } from '@paintforge/sync-protocol';
import { catalogDatabase, type StoredCatalogPaint } from '../catalog/catalog';
import { requireDatabase } from '../sync/runtime';
import { newId, nowIso, useUserLiveQuery, writeLocal } from '../sync/screen';
import { textEdit } from './text-edit';

/** A project's recipe (the paints used per part) for the screens: live reads and changes, saved locally first. */

/** The paint a recipe row shows: the painter's own paint, else the catalog's, else the row's snapshot (design §5). */
export interface ResolvedPaint {
  id: string | null;
  name: string;
  brand: string;
  color: string;
  type: string;
  /** The paint's range, so a recipe tells Macragge Blue Base from Air; null for a paint without one or a snapshot. */
  range?: string | null;
  source: 'paint' | 'catalog' | 'snapshot';
  /** The catalog paint it is or was added from (null for a painter's own mix or a snapshot): what its swatch draws. */
  catalogId: string | null;
  colorSource?: CatalogPaint['colorSource'];
  /** A catalog paint's measured pooled stop (issue 36), drawn instead of the approximation. */
  pooledColor?: string;
}

export interface RecipeItem extends RecipeRow {
  paint: ResolvedPaint;
}

interface StoredRecipe {
  rows: RecipeRow[];
  paints: Map<string, PaintRow>;
}

const noRecipe: StoredRecipe = { rows: [], paints: new Map() };
const noCatalogPaints: (StoredCatalogPaint | undefined)[] = [];

/** Positions sort as plain strings (fractional-indexing keys); two rows given the same key fall back to their ids. */
const byPosition = (a: RecipeRow, b: RecipeRow) => (a.position === b.position ? (a.id < b.id ? -1 : 1) : a.position < b.position ? -1 : 1);

export function resolvePaint(row: RecipeRow, own: PaintRow | undefined, catalog: StoredCatalogPaint | undefined): ResolvedPaint {
  const pick = (
    paint: Pick<PaintRow, 'name' | 'brand' | 'color' | 'type'> & { range?: string | null },
    id: string | null,
    source: ResolvedPaint['source'],
    from: Pick<ResolvedPaint, 'catalogId' | 'colorSource' | 'pooledColor'>,
  ): ResolvedPaint => ({
    id,
    name: paint.name,
    brand: paint.brand,
    color: paint.color,
    type: paint.type,
    range: paint.range ?? null,
    source,
    ...from,
  });
  if (own && own.deletedAt === null) return pick(own, own.id, 'paint', { catalogId: own.catalogId });
  if (catalog) {
    const { colorSource, pooledColor } = catalog;
    return pick(catalog, catalog.id, 'catalog', { catalogId: catalog.id, colorSource, ...(pooledColor !== undefined && { pooledColor }) });
  }
  return pick(row.paintSnapshot, row.paintId, 'snapshot', { catalogId: null });
}

/**
 * A project's recipe rows in order, live. Removed rows are left out, and so is everything when the project is
 * deleted (its rows come back with a restore). Every row resolves to a paint (design property 13).
 */
export function useRecipe(projectId: string | null | undefined): RecipeItem[] | undefined {
  const stored = useUserLiveQuery(
    async (db): Promise<StoredRecipe> => {
      const project = projectId ? await db.projects.get(projectId) : undefined;
      if (!project || project.deletedAt !== null) return noRecipe;
      const rows = (await db.recipes.where('[projectId+position]').between([project.id, Dexie.minKey], [project.id, Dexie.maxKey]).toArray()).filter((row) => row.deletedAt === null);
      const paintIds = [...new Set(rows.flatMap((row) => (row.paintId ? [row.paintId] : [])))];
      const paints = new Map((await db.paints.bulkGet(paintIds)).flatMap((paint) => (paint ? [[paint.id, paint] as const] : [])));
      return { rows: rows.sort(byPosition), paints };
    },
    [projectId],
    noRecipe,
  );
  // The catalog is another database, read by its own live query (one live query must not await another's promises).
  const catalogIds = useMemo(() => [...new Set((stored?.rows ?? []).flatMap((row) => (row.paintId && !stored?.paints.get(row.paintId) ? [row.paintId] : [])))].sort(), [stored]);
  const catalogKey = catalogIds.join('\n');
  const catalogRead = useLiveQuery(
    async () => ({ key: catalogKey, paints: catalogIds.length > 0 ? await catalogDatabase().paints.bulkGet(catalogIds) : noCatalogPaints }),
    // The key stands for the ids: a new array with the same ids does not re-run the query.
    [catalogKey],
  );
  // Until the query for today's ids answers, useLiveQuery still holds the answer for the ids before: a row just added
  // would resolve to its snapshot, losing its catalog id (a wishlist paint added in that moment was not linked).
  const catalogPaints = catalogRead?.key === catalogKey ? catalogRead.paints : undefined;
  return useMemo(() => {
    if (!stored || (catalogIds.length > 0 && !catalogPaints)) return undefined;
    const catalog = new Map((catalogPaints ?? []).flatMap((paint) => (paint ? [[paint.id, paint] as const] : [])));
    return stored.rows.map((row) => ({ ...row, paint: resolvePaint(row, row.paintId ? stored.paints.get(row.paintId) : undefined, row.paintId ? catalog.get(row.paintId) : undefined) }));
  }, [stored, catalogIds, catalogPaints]);
}

const jitterDigits = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A position between two others (null: an end). A random last digit makes two devices inserting at the same
 * place at once get different keys, so both rows keep a definite order.
 */
export function positionBetween(before: string | null, after: string | null, random: () => number = Math.random): string {
  let key: string;
  try {
    key = generateKeyBetween(before, after);
  } catch {
    // Not fractional-indexing keys, or equal ones (two rows added at the same place): anything after `before`.
    key = before ?? 'a0';
  }
  const jittered = key + jitterDigits[Math.floor(random() * jitterDigits.length)]!;
  return after === null || jittered < after ? jittered : key;
}

async function projectRows(projectId: string): Promise<RecipeRow[]> {
  const db = await requireDatabase();
  return db.recipes.where('projectId').equals(projectId).toArray();
}

export interface RecipeFields {
  paintId: string;
  partName: string;
  technique?: string | null;
  usageNotes?: string | null;
}

/** Adds a paint to a project's recipe, after its last row. Returns the row's id. */
export async function addRecipePaint(projectId: string, fields: RecipeFields): Promise<string> {
  const rows = await projectRows(projectId);
  const last = rows.sort(byPosition).at(-1)?.position ?? null;
  const id = newId();
  await writeLocal(mutations.recipe.add, { ...fields, id, projectId, position: positionBetween(last, null), createdAt: nowIso() });
  return id;
}

type EditableRecipe = Pick<RecipeRow, 'partName' | 'technique' | 'usageNotes'>;

/** Edits a recipe row's part, technique or notes; only what changed travels (`seen`: see text-edit.ts). */
export async function updateRecipePaint(id: string, requested: Partial<EditableRecipe>, seen?: Pick<RecipeRow, 'usageNotes'>): Promise<void> {
  const current = await (await requireDatabase()).recipes.get(id);
  if (!current) throw notFound('recipe');
  const { changes, base } = textEdit<EditableRecipe, 'usageNotes'>(current, requested, ['usageNotes'], seen);
  if (!changes) return;
  await writeLocal(mutations.recipe.update, { id, changes, base, updatedAt: nowIso() });
}

/**
 * Moves a recipe row between two others: `beforeId` is the row that will come just before it, `afterId` the one
 * just after (null at either end).
 */
export async function moveRecipePaint(id: string, beforeId: string | null, afterId: string | null): Promise<void> {
  const db = await requireDatabase();
  const [row, before, after] = await db.recipes.bulkGet([id, beforeId ?? '', afterId ?? '']);
  if (!row) throw notFound('recipe');
  await writeLocal(mutations.recipe.move, { id, position: positionBetween(before?.position ?? null, after?.position ?? null), updatedAt: nowIso() });
}

/** Removes a paint from a recipe (a tombstone, like every delete). */
export async function removeRecipePaint(id: string): Promise<void> {
  await writeLocal(mutations.recipe.remove, { id, deletedAt: nowIso() });
}
