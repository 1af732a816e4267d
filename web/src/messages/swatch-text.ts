import type { CatalogPaint } from '@paintforge/sync-protocol';
import { activeLocale, t } from '../i18n/t';

/**
 * What a catalog card says of its swatch: how far to trust it. A dataset sample of a translucent paint is a thin coat
 * over white with a drawn pooled stop, both approximate; a colour measured by painters (issue 36) says by how many and
 * how far apart their measurements lay.
 */

/** "Measured by 3 painters" (one painter's, when an admin accepted it: "Measured by 1 painter"). */
export function measuredByText(painters: number): string {
  return t('swatch.measuredBy', { painters });
}

/** "ΔE spread 2.1": the largest difference between two of the agreeing measurements, one decimal. */
export function measuredSpreadText(spread: number): string {
  const oneDecimal = new Intl.NumberFormat(activeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t('swatch.spread', { spread: oneDecimal.format(spread) });
}

/** The line a tap (or hover) on a measured colour shows. */
export const measuredExplanation = (): string => t('swatch.measuredExplanation');

/** The swatch's note on a catalog card, after the brand and type ("" when the swatch needs none). */
export function swatchNoteText(
  paint: Pick<CatalogPaint, 'measured'>,
  { twoStop, approximate }: { twoStop: boolean; approximate: boolean },
): string {
  if (paint.measured !== undefined) {
    const spread = paint.measured.painters > 1 ? ` · ${measuredSpreadText(paint.measured.spread)}` : '';
    return `${measuredByText(paint.measured.painters)}${spread}${twoStop ? ` · ${t('swatch.thinPooled')}` : ''}`;
  }
  if (twoStop) return t('swatch.approximateTwoStop');
  return approximate ? t('swatch.approximate') : '';
}
