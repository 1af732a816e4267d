import { compareText } from '../../components/text-order';

/** Pure helpers of the catalog browser, kept apart so they can be tested without a DOM. */

export interface CatalogFilter {
  /** '' for all brands. */
  brand: string;
  /** '' for all ranges. */
  range: string;
}

export function filterCatalog<T extends { brand: string; range: string }>(
  paints: readonly T[],
  { brand, range }: CatalogFilter,
): readonly T[] {
  if (!brand && !range) return paints;
  return paints.filter((paint) => (!brand || paint.brand === brand) && (!range || paint.range === range));
}

/** The distinct values, sorted for a menu. */
export function optionsOf(values: readonly string[]): string[] {
  return [...new Set(values)].sort(compareText);
}
