import type { CsvImport } from './paint-csv';
import { csvImportLimits, csvLimitMessages, CsvRefused, parseCappedCsv, type CsvProgress } from './csv-import-limits';
import type { CsvWorkerAnswer } from './csv-parse.worker';

/**
 * Reads a picked CSV file into paints off the main thread: refused at once when the file is over the size cap
 * (nothing read), else parsed in a worker that reports its progress and refuses a file over the row cap. Where no
 * worker can run (a test's DOM), the same parse runs here.
 */
export async function readCsvFile(file: Blob, onProgress: CsvProgress = () => undefined): Promise<CsvImport> {
  if (file.size > csvImportLimits.maxBytes) throw new CsvRefused(csvLimitMessages.tooLarge);
  if (typeof Worker === 'undefined') return parseCappedCsv(await file.text(), onProgress);
  const worker = new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<CsvImport>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<CsvWorkerAnswer>) => {
        const answer = event.data;
        if (answer.kind === 'progress') onProgress(answer.done);
        else if (answer.kind === 'done') resolve(answer.result);
        else if (answer.kind === 'refused') reject(new CsvRefused(answer.message));
        else reject(new Error(answer.message));
      };
      worker.onerror = (event) => reject(new Error(event.message || 'The file could not be read.'));
      worker.postMessage({ file });
    });
  } finally {
    worker.terminate();
  }
}
