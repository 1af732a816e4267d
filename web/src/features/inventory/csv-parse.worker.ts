/// <reference lib="webworker" />
import { CsvRefused, parseCappedCsv } from './csv-import-limits';

/** What the page and the CSV worker say to each other (read-csv-file.ts). */
export type CsvWorkerAnswer =
  | { kind: 'progress'; done: number }
  | { kind: 'done'; result: ReturnType<typeof parseCappedCsv> }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

const post = (answer: CsvWorkerAnswer) => self.postMessage(answer);

self.onmessage = async (event: MessageEvent<{ file: File }>) => {
  try {
    const text = await event.data.file.text();
    post({ kind: 'done', result: parseCappedCsv(text, (done) => post({ kind: 'progress', done })) });
  } catch (error) {
    if (error instanceof CsvRefused) post({ kind: 'refused', message: error.message });
    else post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
