import { labOf } from './nearness.js';
import { answersKind, matchKindOf, type KindFacts } from './paint-kind.js';
import { nearestInIndex, type ColourIndex, type ColourMatch } from './nearest.js';
import type { StudioPaint } from './studio.js';

/**
 * "Equivalents in other brands": for a paint, the nearest current (not discontinued) paint of the same kind in every
 * other brand, by CIEDE2000 over the studio's per-brand indexes; and the whole table for a pair of brands.
 */

export interface CatalogLike extends StudioPaint {
  discontinued?: boolean | undefined;
}

/** Current paints of the kind of `paint` (the kind rule, paint-kind.ts); nothing answers for a varnish or technical paint. */
function currentOfKind(paint: KindFacts) {
  const kind = matchKindOf(paint);
  return (other: CatalogLike) => kind !== undefined && !other.discontinued && answersKind(kind, other);
}

/** One per other brand, nearest first. */
export function equivalentsOf<C extends CatalogLike>(paint: StudioPaint, brands: ReadonlyMap<string, ColourIndex<C>>): ColourMatch<C>[] {
  const lab = labOf(paint.color);
  if (!lab) return [];
  const accept = currentOfKind(paint);
  const found: ColourMatch<C>[] = [];
  for (const [brand, index] of brands) if (brand !== paint.brand) found.push(...nearestInIndex(index, lab, 1, accept));
  return found.sort((a, b) => a.difference - b.difference);
}

export interface EquivalenceRow<C> {
  from: C;
  /** Undefined when the other brand has no current paint of that kind. */
  to: ColourMatch<C> | undefined;
}

/** Every current paint of `fromBrand`, in the index's order, with its nearest current paint of the same kind in `toBrand`. */
export function equivalenceTable<C extends CatalogLike>(
  brands: ReadonlyMap<string, ColourIndex<C>>,
  fromBrand: string,
  toBrand: string,
): EquivalenceRow<C>[] {
  const from = brands.get(fromBrand);
  const to = brands.get(toBrand);
  if (!from) return [];
  return from.items
    .filter((paint) => !paint.discontinued)
    .map((paint) => ({
      from: paint,
      to: to ? nearestInIndex(to, labOf(paint.color)!, 1, currentOfKind(paint))[0] : undefined,
    }));
}
