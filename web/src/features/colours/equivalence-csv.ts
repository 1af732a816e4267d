import { paintLabel, type CatalogPaint } from '@paintforge/sync-protocol';
import type { EquivalenceRow } from '@paintforge/sync-protocol/colour-studio';
import { escapeCsvCell } from '../../components/csv-cells';

/**
 * A cell of the equivalence table's CSV: quoted (names hold commas), and a text a spreadsheet would run as a formula
 * escaped by the inventory export's rule (escapeCsvCell).
 */
function cell(text: string): string {
  return `"${escapeCsvCell(text).replaceAll('"', '""')}"`;
}

export const equivalenceCsvHeader = ['Brand', 'Paint', 'Hex', 'Equivalent brand', 'Equivalent paint', 'Equivalent hex', 'Delta E'];

/** The brand pair's table as CSV text, one row per current paint of the first brand. */
export function equivalenceCsv(rows: readonly EquivalenceRow<CatalogPaint>[]): string {
  const lines = [equivalenceCsvHeader.map(cell).join(',')];
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
