import type { Language } from '../../i18n/languages';

/**
 * The paint CSV's column headers in each of the app's languages (issue 38). The spec's English columns stay the
 * default export; an export in the painter's language writes these instead, and an import reads a file in any of
 * them (a German painter's export opens on a French friend's phone). Loaded only with the CSV code.
 */
export const paintCsvColumns = ['Name', 'Brand', 'Type', 'Color', 'Quantity', 'Range', 'Catalog ID'] as const;
export type PaintCsvColumn = (typeof paintCsvColumns)[number];

export const paintCsvHeaders: Readonly<Record<Language, Readonly<Record<PaintCsvColumn, string>>>> = {
  en: { Name: 'Name', Brand: 'Brand', Type: 'Type', Color: 'Color', Quantity: 'Quantity', Range: 'Range', 'Catalog ID': 'Catalog ID' },
  de: { Name: 'Name', Brand: 'Marke', Type: 'Typ', Color: 'Farbton', Quantity: 'Anzahl', Range: 'Reihe', 'Catalog ID': 'Katalog-ID' },
  fr: { Name: 'Nom', Brand: 'Marque', Type: 'Type', Color: 'Couleur', Quantity: 'Quantité', Range: 'Gamme', 'Catalog ID': 'ID catalogue' },
  es: { Name: 'Nombre', Brand: 'Marca', Type: 'Tipo', Color: 'Color', Quantity: 'Cantidad', Range: 'Gama', 'Catalog ID': 'ID de catálogo' },
  it: { Name: 'Nome', Brand: 'Marca', Type: 'Tipo', Color: 'Colore', Quantity: 'Quantità', Range: 'Gamma', 'Catalog ID': 'ID catalogo' },
  pl: { Name: 'Nazwa', Brand: 'Marka', Type: 'Typ', Color: 'Kolor', Quantity: 'Ilość', Range: 'Seria', 'Catalog ID': 'ID katalogu' },
};

const fold = (header: string) => header.trim().normalize('NFC').toLocaleLowerCase('und');

/** Every language's header, folded (trimmed, lower case), to its column; a header no language has stays as it is. */
const columnByHeader = new Map<string, PaintCsvColumn>(
  Object.values(paintCsvHeaders).flatMap((headers) =>
    paintCsvColumns.map((column) => [fold(headers[column]), column] as const),
  ),
);

/** The column a file's header names, in whichever language it was written ("Marke" → "Brand"). */
export function paintCsvColumnOf(header: string): string {
  return columnByHeader.get(fold(header)) ?? header.trim();
}
