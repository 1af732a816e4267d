/// <reference lib="webworker" />
import { ImportRefused, type ImportProgress } from './import-limits';
import type { ImportWorkerAnswer } from './read-import-file';

/** Runs in an import worker: reads the file the page sends and answers with `parse`'s result (read-import-file.ts). */
export function serveImport<T>(parse: (text: string, onProgress: ImportProgress) => T): void {
  const post = (answer: ImportWorkerAnswer<T>) => self.postMessage(answer);
  self.onmessage = async (event: MessageEvent<{ file: File }>) => {
    try {
      const text = await event.data.file.text();
      post({ kind: 'done', result: parse(text, (done) => post({ kind: 'progress', done })) });
    } catch (error) {
      if (error instanceof ImportRefused) post({ kind: 'refused', reason: error.reason });
      else post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
