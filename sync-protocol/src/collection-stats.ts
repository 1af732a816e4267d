/**
 * A painter's collection in figures: the same numbers on the inventory screen (computed on the device, offline)
 * and from `GET /api/inventory/stats`. Pure, so both sides share one definition.
 */

export interface CollectionStats {
  totalPaints: number;
  inventoryCount: number;
  wishlistCount: number;
  totalQuantity: number;
  runningLowCount: number;
  byBrand: { brand: string; count: number }[];
  byType: { type: string; count: number }[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function tally(values: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0]));
}

/** Figures of live paints: owned ones (in stock and custom) by brand and type, the wishlist counted apart. */
export function collectionStats(
  paints: readonly { brand: string; type: string; quantity: number; status: string; runningLow?: boolean | number }[],
): CollectionStats {
  const owned = paints.filter((paint) => paint.status !== 'wishlist');
  return {
    totalPaints: paints.length,
    inventoryCount: owned.length,
    wishlistCount: paints.length - owned.length,
    totalQuantity: owned.reduce((sum, paint) => sum + paint.quantity, 0),
    // Running low is what the painter marked, or no pot left (issue 24): one pot is simply one pot.
    runningLowCount: owned.filter((paint) => Boolean(paint.runningLow) || paint.quantity === 0).length,
    byBrand: tally(owned.map((paint) => paint.brand)).map(([brand, count]) => ({ brand, count })),
    byType: tally(owned.map((paint) => paint.type)).map(([type, count]) => ({ type, count })),
  };
}
