import type { CatalogPaint } from '@paintforge/sync-protocol';

/**
 * What a catalog card says of its swatch: how far to trust it. A dataset sample of a translucent paint is a thin coat
 * over white with a drawn pooled stop, both approximate; a colour measured by painters (issue 36) says by how many and
 * how far apart their measurements lay.
 */

/** "Measured by 3 painters" (one painter's, when an admin accepted it: "Measured by 1 painter"). */
export function measuredByText(painters: number): string {
  return `Measured by ${painters} ${painters === 1 ? 'painter' : 'painters'}`;
}

/** "ΔE spread 2.1": the largest difference between two of the agreeing measurements, one decimal. */
export function measuredSpreadText(spread: number): string {
  return `ΔE spread ${spread.toFixed(1)}`;
}

/** The line a tap (or hover) on a measured colour shows. */
export const measuredExplanation =
  'Painters photographed a swatch on white card and their measurements agreed. The spread (CIEDE2000) is how far apart they lay: up to 3 is very close.';

/** The swatch's note on a catalog card, after the brand and type ("" when the swatch needs none). */
export function swatchNoteText(
  paint: Pick<CatalogPaint, 'measured'>,
  { twoStop, approximate }: { twoStop: boolean; approximate: boolean },
): string {
  if (paint.measured !== undefined) {
    const spread = paint.measured.painters > 1 ? ` · ${measuredSpreadText(paint.measured.spread)}` : '';
    return `${measuredByText(paint.measured.painters)}${spread}${twoStop ? ' · thin over white / pooled' : ''}`;
  }
  if (twoStop) return 'approximate swatch: thin over white / pooled';
  return approximate ? 'approximate swatch' : '';
}
