import { importFileLimits, type ImportRefusal } from '../data/transfer/import-limits';
import { paintCsvHeaders, type PaintCsvColumn } from '../data/transfer/csv-headers';
import { isLanguage } from '../i18n/languages';
import { activeLocale, namedMessages, t } from '../i18n/t';

const megabytes = importFileLimits.maxBytes / 1024 ** 2;
const rows = importFileLimits.maxRows;

/** Why a picked file is not imported at all, a CSV of paints or a JSON backup (read when shown: getters). */
export const importRefusalText: Readonly<Record<'csv' | 'backup', Readonly<Record<ImportRefusal, string>>>> = {
  csv: {
    get 'too-large'() {
      return t('inventory.import.csvTooLarge', { megabytes });
    },
    get 'too-many-rows'() {
      return t('inventory.import.csvTooManyRows', { rows });
    },
  },
  backup: {
    get 'too-large'() {
      return t('inventory.import.backupTooLarge', { megabytes });
    },
    get 'too-many-rows'() {
      return t('inventory.import.backupTooManyRows', { rows });
    },
  },
};

/** A picked file that is not one the import reads. */
export const unreadableImportText = namedMessages('inventory.import', { csv: 'unreadableCsv', backup: 'unreadableBackup' });

/** Longest name a message quotes whole: a refused row may be refused for a name of hundreds of characters. */
const quotedNameMax = 40;

/**
 * The rows of an import refused one by one (the others were added): which, and why the first was (`reason`,
 * error-text.ts localFailureText's words for its refusal).
 */
export function notAddedText(labels: readonly string[], reason: string): string {
  const [first] = labels;
  if (first === undefined) return '';
  const name = first.length > quotedNameMax ? `${first.slice(0, quotedNameMax - 1)}…` : first;
  if (labels.length === 1) return t('inventory.import.rowNotAdded', { name, reason });
  return t('inventory.import.rowsNotAdded', { count: labels.length, name, reason });
}

/**
 * The CSV's columns as the painter's language names them (its headers, which the import reads too), English in the
 * pseudo-locale: "Name, Marke, Typ".
 */
export function csvColumnsText(columns: readonly PaintCsvColumn[]): string {
  const locale = activeLocale();
  const headers = paintCsvHeaders[isLanguage(locale) ? locale : 'en'];
  return columns.map((column) => headers[column]).join(', ');
}

/**
 * Why a row of a CSV, or a pasted line, is left out of an import: what the file's reader found (it runs in a worker,
 * which has no words), said when the preview shows it.
 */
export type ImportProblem =
  | { kind: 'missing-columns'; columns: readonly PaintCsvColumn[]; missing: readonly PaintCsvColumn[] }
  | { kind: 'no-name'; row: number }
  | { kind: 'no-brand' | 'no-colour'; row: number; name: string }
  | { kind: 'bad-quantity'; row: number; name: string; max: number }
  | { kind: 'no-match'; line: string };

/** A left-out row in the painter's language: "Row 4: no name." */
export function importProblemText(problem: ImportProblem): string {
  switch (problem.kind) {
    case 'missing-columns':
      return t('inventory.import.missingColumns', { columns: csvColumnsText(problem.columns), missing: csvColumnsText(problem.missing) });
    case 'no-name':
      return t('inventory.import.noName', { row: problem.row });
    case 'no-brand':
      return t('inventory.import.noBrand', { row: problem.row, name: problem.name });
    case 'no-colour':
      return t('inventory.import.noColour', { row: problem.row, name: problem.name });
    case 'bad-quantity':
      return t('inventory.import.badQuantity', { row: problem.row, name: problem.name, max: problem.max });
    case 'no-match':
      return t('inventory.import.noMatch', { line: problem.line });
  }
}
