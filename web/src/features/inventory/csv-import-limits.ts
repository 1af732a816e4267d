import Papa from 'papaparse';
import { parsePaintCsv, type CsvImport } from './paint-csv';

/**
 * The most a CSV import reads: a whole collection is a few hundred rows, the catalog under 6,000; a file past these
 * is refused with a message before it costs the phone its memory (a 50 MiB file is 728k rows).
 */
export const csvImportLimits = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;

export const csvLimitMessages = {
  tooLarge: 'This file is too large to import (at most 5 MB). Split it into smaller files and import them one by one.',
  tooManyRows: 'This file has more than 10,000 rows. Split it into smaller files and import them one by one.',
} as const;

/** A file the import refuses as a whole; the message is for the painter. */
export class CsvRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvRefused';
  }
}

/** Share of the text read so far, 0 to 1. */
export type CsvProgress = (done: number) => void;

/**
 * Counts the rows one by one (reporting progress) and stops at the cap, then reads the paints. Runs in the CSV
 * worker (csv-parse.worker.ts), off the main thread; the first pass is what keeps a huge file from being read whole.
 */
export function parseCappedCsv(text: string, onProgress: CsvProgress = () => undefined): CsvImport {
  if (text.length > csvImportLimits.maxBytes) throw new CsvRefused(csvLimitMessages.tooLarge);
  let rows = 0;
  let tooMany = false;
  let reported = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (row, parser) => {
      rows += 1;
      // The header row is not a paint.
      if (rows - 1 > csvImportLimits.maxRows) {
        tooMany = true;
        parser.abort();
        return;
      }
      // The first pass is most of the work; a report every 2% keeps the messages few.
      const done = (row.meta.cursor / Math.max(1, text.length)) * 0.9;
      if (done - reported >= 0.02) {
        reported = done;
        onProgress(done);
      }
    },
  });
  if (tooMany) throw new CsvRefused(csvLimitMessages.tooManyRows);
  const read = parsePaintCsv(text);
  onProgress(1);
  return read;
}
