import Papa from 'papaparse';
import { importFileLimits, ImportRefused, type ImportProgress } from '../../data/transfer/import-limits';
import { parsePaintCsv, type CsvImport } from './paint-csv';

/**
 * Counts the rows one by one (reporting progress) and stops at the cap, then reads the paints. Runs in the CSV
 * worker (csv-parse.worker.ts), off the main thread; the first pass is what keeps a huge file from being read whole.
 */
export function parseCappedCsv(text: string, onProgress: ImportProgress = () => undefined): CsvImport {
  if (text.length > importFileLimits.maxBytes) throw new ImportRefused('too-large');
  let rows = 0;
  let tooMany = false;
  let reported = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (row, parser) => {
      rows += 1;
      // The header row is not a paint.
      if (rows - 1 > importFileLimits.maxRows) {
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
  if (tooMany) throw new ImportRefused('too-many-rows');
  const read = parsePaintCsv(text);
  onProgress(1);
  return read;
}
