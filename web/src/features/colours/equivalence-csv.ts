import { paintLabel, type CatalogPaint } from '@paintforge/sync-protocol';
import type { EquivalenceRow } from '@paintforge/sync-protocol/colour-studio';
import { escapeCsvCell } from '../../components/csv-cells';
import { t } from '../../i18n/t';

/**
 * A cell of the equivalence table's CSV: quoted (names hold commas), and a text a spreadsheet would run as a formula
 * escaped by the inventory export's rule (escapeCsvCell).
 */
function cell(text: string): string {
  return `"${escapeCsvCell(text).replaceAll('"', '""')}"`;
}

/** The table's columns in the painter's language (English: Brand, Paint, Hex, …, Delta E). */
export const equivalenceCsvHeader = (): string[] => t('colours.table.columns').split(',');

/** The brand pair's table as CSV text, one row per current paint of the first brand. */
export function equivalenceCsv(rows: readonly EquivalenceRow<CatalogPaint>[]): string {
  const lines = [equivalenceCsvHeader().map(cell).join(',')];
  for (const { from, to } of rows)
    lines.push(
      [
        from.brand,
        paintLabel(from),
        from.color,
        to?.item.brand ?? '',
        to ? paintLabel(to.item) : '',
        to?.item.color ?? '',
        to ? to.difference.toFixed(1) : '',
      ]
        .map(cell)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
