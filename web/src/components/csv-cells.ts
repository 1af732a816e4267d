/**
 * CSV formula injection (OWASP): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as
 * a formula, so a paint named "=HYPERLINK(…)" would become a live link in the painter's spreadsheet. Such a cell is
 * written with a leading apostrophe, which spreadsheets show as text; reading the file back removes it, so the
 * import gives the same text. A cell that already starts with apostrophes before one of those characters gets one
 * more, so that text survives the round trip too; any other apostrophe is left alone.
 */
const formulaStart = /^[=+\-@\t\r]/;
const escapedStart = /^'+[=+\-@\t\r]/;

/** The text as written to a CSV cell. */
export function escapeCsvCell(text: string): string {
  return formulaStart.test(text) || escapedStart.test(text) ? `'${text}` : text;
}

/** A row as written: every cell escaped, whatever it holds (a catalog id or a number too: nothing is left to trust). */
export function escapeCsvRow(cells: readonly (string | number)[]): string[] {
  return cells.map((cell) => escapeCsvCell(String(cell)));
}

/** A CSV cell's text as the painter wrote it: the export's escape taken off. */
export function unescapeCsvCell(cell: string): string {
  return escapedStart.test(cell) ? cell.slice(1) : cell;
}
