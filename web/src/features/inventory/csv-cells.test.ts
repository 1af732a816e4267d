import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { escapeCsvCell, unescapeCsvCell } from '../../components/csv-cells';
import { paintsToCsv, parsePaintCsv } from './paint-csv';

const hostile = [
  '=HYPERLINK("http://evil.example","Click")',
  '+1+1',
  '-2+3',
  '@SUM(A1:A2)',
  '\tTabbed',
  '\rCarriage',
  "'=already",
  "''+twice",
];

describe('CSV formula injection (OWASP)', () => {
  it('writes every cell that a spreadsheet would run as a formula with a leading apostrophe, the Catalog ID too', () => {
    const csv = paintsToCsv(
      hostile.map((name) => ({ name, brand: name, type: name, color: '#112233', quantity: 1, range: name, catalogId: name })),
    );
    const rows = Papa.parse<string[]>(csv).data.slice(1);
    for (const [index, row] of rows.entries()) {
      // Name, Brand, Type and Catalog ID (Range is the catalog's label of the range, tidied first).
      for (const cell of [...row.slice(0, 3), row[6]!]) {
        expect(cell.startsWith("'"), cell).toBe(true);
        expect(cell).toBe(`'${hostile[index]}`);
      }
    }
  });

  it('reads the export back to the same text, and leaves ordinary text (apostrophes included) alone', () => {
    const names = [...hostile, "'Eavy Metal", 'Abaddon Black', "O'Brien's Ochre", '-'];
    const paints = names.map((name) => ({ name, brand: 'Citadel', type: 'Base', color: '#112233', quantity: 2 }));
    const back = parsePaintCsv(paintsToCsv(paints));
    expect(back.problems).toEqual([]);
    // A name of only a tab or CR is trimmed by the reader as any whitespace; the rest come back exactly.
    expect(back.paints.map((paint) => paint.name)).toEqual(names.map((name) => name.trim()));
    expect(escapeCsvCell("'Eavy Metal")).toBe("'Eavy Metal");
    expect(unescapeCsvCell("'Eavy Metal")).toBe("'Eavy Metal");
    expect(escapeCsvCell('Nuln Oil')).toBe('Nuln Oil');
  });
});
