import type { PaintRow } from '@paintforge/sync-protocol';
import type { RecipeItem } from '../../data/collection/recipes';
import { ownershipOf } from '../../data/collection/paint-ownership';

export { ownershipOf, type Ownership } from '../../data/collection/paint-ownership';

/** Pure recipe logic for the details modal: parts, row moves, and what the painter owns. */

export interface PartGroup {
  part: string;
  items: RecipeItem[];
}

/** Rows grouped by part; parts in the order of their first row, rows in recipe order within each. */
export function groupByPart(items: readonly RecipeItem[]): PartGroup[] {
  const groups = new Map<string, RecipeItem[]>();
  for (const item of items) {
    const group = groups.get(item.partName);
    if (group) group.push(item);
    else groups.set(item.partName, [item]);
  }
  return [...groups].map(([part, rows]) => ({ part, items: rows }));
}

export interface Move {
  id: string;
  beforeId: string | null;
  afterId: string | null;
}

/**
 * Moving a row one place up or down within its part. Positions are shared by the whole recipe, so the row lands
 * just before (up) or just after (down) its neighbour in the same part, whatever other parts' rows lie between.
 * Null when it is already first or last in its part.
 */
export function moveWithinPart(items: readonly RecipeItem[], id: string, direction: 'up' | 'down'): Move | null {
  const index = items.findIndex((item) => item.id === id);
  const row = items[index];
  if (!row) return null;
  const samePart = items.filter((item) => item.partName === row.partName);
  const at = samePart.indexOf(row);
  const neighbour = samePart[direction === 'up' ? at - 1 : at + 1];
  if (!neighbour) return null;
  const others = items.filter((item) => item.id !== id);
  const n = others.indexOf(neighbour);
  return direction === 'up'
    ? { id, beforeId: others[n - 1]?.id ?? null, afterId: neighbour.id }
    : { id, beforeId: neighbour.id, afterId: others[n + 1]?.id ?? null };
}

/**
 * Dropping a dragged row on another row of the same part: it lands just before or just after that row. Null when
 * the two are the same row, in different parts, or the drop would leave it where it is.
 */
export function moveNextTo(items: readonly RecipeItem[], id: string, targetId: string, place: 'before' | 'after'): Move | null {
  const row = items.find((item) => item.id === id);
  const target = items.find((item) => item.id === targetId);
  if (!row || !target || row === target || row.partName !== target.partName) return null;
  const others = items.filter((item) => item.id !== id);
  const n = others.indexOf(target);
  const move =
    place === 'before'
      ? { id, beforeId: others[n - 1]?.id ?? null, afterId: target.id }
      : { id, beforeId: target.id, afterId: others[n + 1]?.id ?? null };
  const at = items.indexOf(row);
  const unchanged = (items[at - 1]?.id ?? null) === move.beforeId && (items[at + 1]?.id ?? null) === move.afterId;
  return unchanged ? null : move;
}

/** The recipe's paints the painter neither owns nor has on the wishlist, each once. */
export function missingPaints(items: readonly RecipeItem[], inventory: readonly PaintRow[], wishlist: readonly PaintRow[]): RecipeItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.paint.name.trim().toLowerCase()}\u0000${item.paint.brand.trim().toLowerCase()}`;
    if (seen.has(key) || ownershipOf(item, inventory, wishlist).kind !== 'missing') return false;
    seen.add(key);
    return true;
  });
}
