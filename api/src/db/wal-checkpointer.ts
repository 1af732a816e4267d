import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database as SqliteConnection } from 'better-sqlite3';

export interface WalCheckpointerOptions {
  /** The WAL's size at which the thread starts: below it the writer's own checkpoints cost next to nothing. */
  startAtBytes?: number;
  /** How often the size is looked at until the thread runs, and how often the thread checkpoints. */
  everyMs?: number;
}

/** The writer checkpoints itself only past this many pages: a fallback for a thread that stopped or fell behind. */
const fallbackPages = 4000;

// CommonJS, run by the thread (eval): it opens the file on a connection of its own and checkpoints it PASSIVE, which
// never waits for and never blocks the writer. On 'stop' it closes that connection. Its exit, however it comes
// (stopped, or failed to open the file), is what sets the shared flag the stopping thread waits on: a thread that
// failed must not hold the writer's close for the wait's whole timeout.
const threadSource = `
const { workerData, parentPort } = require('node:worker_threads');
const flag = new Int32Array(workerData.stopped);
process.on('exit', () => {
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage('started');
`;

/**
 * Moves SQLite's WAL checkpoints off the thread that serves requests, once the writes are many enough to matter.
 *
 * Why: in WAL mode the writing connection checkpoints itself every 1,000 pages, inside whichever commit crosses
 * the line, and that commit then copies the pages back and syncs the file on the event loop. A profile of 5,000
 * pushed mutations spent 527 ms of the 875 ms of all their commits in the few commits that checkpointed (p50
 * commit 71 µs, p99 5.5 ms). On its own thread and connection a PASSIVE checkpoint runs beside the writer, so no
 * request waits for it. The thread costs about 50 ms of CPU to start, so it starts only when the WAL has grown
 * (a server writing little, or a test, never pays for it), and the writer keeps a far-off checkpoint of its own
 * in case the thread stops.
 *
 * Returns the stop to call before the writer's connection closes: it waits (blocking, at most 5 s) until the
 * thread has closed its connection, so nothing touches the file once the database is closed.
 */
export function startWalCheckpointer(connection: SqliteConnection, options: WalCheckpointerOptions = {}): () => void {
  const { startAtBytes = 1024 * 1024, everyMs = 200 } = options;
  if (connection.memory) return () => undefined;
  const stopped = new SharedArrayBuffer(4);
  let worker: Worker | undefined;
  let checking = false;
  const watch = setInterval(() => {
    if (checking) return;
    checking = true;
    stat(`${connection.name}-wal`)
      .then((wal) => {
        if (wal.size < startAtBytes || worker !== undefined || !connection.open) return;
        clearInterval(watch);
        worker = new Worker(threadSource, {
          eval: true,
          workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), path: connection.name, everyMs, stopped },
        });
        worker.unref();
        // A thread that fails leaves the checkpoints to the writer's fallback; nothing else depends on it.
        worker.on('error', () => undefined);
        // A thread gone for any reason has nothing left to close: the stop must not wait for it.
        worker.once('exit', () => Atomics.store(new Int32Array(stopped), 0, 1));
        worker.once('message', () => {
          if (connection.open) connection.pragma(`wal_autocheckpoint = ${fallbackPages}`);
        });
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  }, everyMs);
  watch.unref();
  return () => {
    clearInterval(watch);
    if (worker === undefined) return;
    const flag = new Int32Array(stopped);
    worker.postMessage('stop');
    Atomics.wait(flag, 0, 0, 5000);
  };
}
