import { nearMatches, type NearMatch } from '@paintforge/sync-protocol/colour';
import type { PaintRow } from '@paintforge/sync-protocol';

/**
 * Whether the painter owns a paint a recipe row or a scheme step asks for, the one rule both use: the same row of
 * theirs, a copy of the same catalog paint, or the same name and brand. A paint not owned comes with the closest
 * owned paint of the same kind (CIEDE2000, the shared colour module) to use instead.
 */
export interface WantedPaint {
  /** The painter's own paint's id or a catalog paint's id; null when only the paint's facts are known. */
  paintId: string | null;
  paint: { name: string; brand: string; color: string; type: string };
}

export type Ownership =
  | { kind: 'owned'; paint: PaintRow }
  | { kind: 'wishlist'; substitute: NearMatch<PaintRow> | null }
  | { kind: 'missing'; substitute: NearMatch<PaintRow> | null };

const sameName = (a: { name: string; brand: string }, b: { name: string; brand: string }) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.brand.trim().toLowerCase() === b.brand.trim().toLowerCase();

/** The painter's paint that is this wanted paint. */
export function matchingPaint(item: WantedPaint, paints: readonly PaintRow[]): PaintRow | undefined {
  return paints.find(
    (paint) => paint.id === item.paintId || (item.paintId !== null && paint.catalogId === item.paintId) || sameName(paint, item.paint),
  );
}

export function ownershipOf(item: WantedPaint, inventory: readonly PaintRow[], wishlist: readonly PaintRow[]): Ownership {
  const owned = matchingPaint(item, inventory);
  if (owned) return { kind: 'owned', paint: owned };
  const substitute = nearMatches(item.paint, inventory, 1)[0] ?? null;
  return matchingPaint(item, wishlist) ? { kind: 'wishlist', substitute } : { kind: 'missing', substitute };
}
