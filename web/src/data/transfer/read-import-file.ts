import { importFileLimits, ImportRefused, type ImportProgress, type ImportRefusal } from './import-limits';

/** What the page and an import worker say to each other (import-worker.ts answers). */
export type ImportWorkerAnswer<T> =
  | { kind: 'progress'; done: number }
  | { kind: 'done'; result: T }
  | { kind: 'refused'; reason: ImportRefusal }
  | { kind: 'failed'; message: string };

/** How one kind of file is read: in its worker, or (where no worker can run) by the same parse on this thread. */
export interface ImportReader<T> {
  /** A new worker of this kind; `new Worker(new URL(...))` is written at the call site for the bundler to find it. */
  startWorker: () => Worker;
  /** The capped parse the worker runs; throws ImportRefused for a file past the caps. */
  parse: (text: string, onProgress: ImportProgress) => T;
}

/**
 * Reads a picked file off the main thread: refused at once when it is over the size cap (nothing read), else parsed
 * in a worker that reports its progress and refuses a file over the row cap. Where no worker can run (a test's
 * DOM), the same parse runs here.
 */
export async function readImportFile<T>(file: Blob, reader: ImportReader<T>, onProgress: ImportProgress = () => undefined): Promise<T> {
  if (file.size > importFileLimits.maxBytes) throw new ImportRefused('too-large');
  if (typeof Worker === 'undefined') return reader.parse(await file.text(), onProgress);
  const worker = reader.startWorker();
  try {
    return await new Promise<T>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ImportWorkerAnswer<T>>) => {
        const answer = event.data;
        if (answer.kind === 'progress') onProgress(answer.done);
        else if (answer.kind === 'done') resolve(answer.result);
        else if (answer.kind === 'refused') reject(new ImportRefused(answer.reason));
        else reject(new Error(answer.message));
      };
      worker.onerror = (event) => reject(new Error(event.message || 'The file could not be read.'));
      worker.postMessage({ file });
    });
  } finally {
    worker.terminate();
  }
}
