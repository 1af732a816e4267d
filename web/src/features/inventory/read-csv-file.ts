import type { ImportProgress } from '../../data/transfer/import-limits';
import { readImportFile } from '../../data/transfer/read-import-file';
import { parseCappedCsv } from './csv-import-limits';
import type { CsvImport } from './paint-csv';

/** Reads a picked CSV file into paints, capped and off the main thread (read-import-file.ts). */
export function readCsvFile(file: Blob, onProgress?: ImportProgress): Promise<CsvImport> {
  const startWorker = () => new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' });
  return readImportFile(file, { startWorker, parse: parseCappedCsv }, onProgress);
}
