import Papa from 'papaparse';
import { fieldLimits, hexColorSchema, rangeLabel, type PaintRow } from '@paintforge/sync-protocol';
import { escapeCsvRow, unescapeCsvCell } from '../../components/csv-cells';
import { paintCsvColumnOf, paintCsvColumns, paintCsvHeaders } from '../../data/transfer/csv-headers';
import type { Language } from '../../i18n/languages';
import type { ImportProblem } from '../../messages/import-text';

/**
 * The CSV of spec §9 (Name, Brand, Type, Color, Quantity; paint-inventory.csv), written and read with papaparse
 * (quotes, commas and line breaks in names survive the round trip). Loaded only when a painter exports or imports.
 * After the spec's five columns come Range and Catalog ID, so an import knows the very pot ("Macragge Blue" Base,
 * not the Air pot) and re-importing an export changes nothing; files with only the spec's columns still import.
 */
export const csvColumns = paintCsvColumns;
/** The columns a file must have; the others are read when present. */
export const requiredCsvColumns = ['Name', 'Brand', 'Type', 'Color'] as const;
export const csvFileName = 'paint-inventory.csv';

/** `language`: the headers' language (issue 38); English, the spec's columns, unless the painter asks otherwise. */
export function paintsToCsv(
  paints: readonly (Pick<PaintRow, 'name' | 'brand' | 'type' | 'color' | 'quantity'> & Partial<Pick<PaintRow, 'range' | 'catalogId'>>)[],
  language: Language = 'en',
): string {
  return Papa.unparse({
    fields: csvColumns.map((column) => paintCsvHeaders[language][column]),
    data: paints.map((paint) =>
      escapeCsvRow([paint.name, paint.brand, paint.type, paint.color, paint.quantity, rangeLabel(paint.range), paint.catalogId ?? '']),
    ),
  });
}

export interface ImportedPaint {
  name: string;
  brand: string;
  type: string;
  color: string;
  quantity: number;
  /** '' when the file has no Range column or the cell is empty. */
  range: string;
  /** The catalog paint the row was exported from, or null. */
  catalogId: string | null;
}

export interface CsvImport {
  paints: ImportedPaint[];
  /**
   * Each row left out, so the preview says what will not be added and why ("Row 4: no name.", in the painter's
   * language when shown: the reader runs in a worker, which has no words).
   */
  problems: ImportProblem[];
}

/**
 * Reads a CSV in the export's own format, its headers in any of the app's languages. Rows without a name, brand or valid colour are listed as problems. */
export function parsePaintCsv(text: string): CsvImport {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: paintCsvColumnOf,
    transform: unescapeCsvCell,
  });
  const missing = requiredCsvColumns.filter((column) => !parsed.meta.fields?.includes(column));
  if (missing.length > 0)
    return {
      paints: [],
      problems: [{ kind: 'missing-columns', columns: [...requiredCsvColumns, 'Quantity'], missing }],
    };
  const paints: ImportedPaint[] = [];
  const problems: ImportProblem[] = [];
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const name = row.Name?.trim() ?? '';
    const brand = row.Brand?.trim() ?? '';
    const color = hexColorSchema.safeParse(row.Color?.trim() ?? '');
    const quantityText = row.Quantity?.trim() ?? '';
    const quantity = quantityText === '' ? 1 : Number(quantityText);
    if (!name) problems.push({ kind: 'no-name', row: line });
    else if (!brand) problems.push({ kind: 'no-brand', row: line, name });
    else if (!color.success) problems.push({ kind: 'no-colour', row: line, name });
    else if (!Number.isInteger(quantity) || quantity < 0 || quantity > fieldLimits.quantityMax)
      problems.push({ kind: 'bad-quantity', row: line, name, max: fieldLimits.quantityMax });
    else
      paints.push({
        name,
        brand,
        type: row.Type?.trim() || 'Other',
        color: color.data,
        quantity,
        range: row.Range?.trim() ?? '',
        catalogId: row['Catalog ID']?.trim() || null,
      });
  });
  return { paints, problems };
}
