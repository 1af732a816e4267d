import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupFile } from '@paintforge/sync-protocol';

/**
 * Backup files: `paintforge-20260131T123456789Z.db` in BACKUP_DIR, each a whole SQLite database made with SQLite's
 * online backup API. A file is written under a `.partial` name and renamed when complete, so every file with the
 * final name is a real, whole backup, and the newest of them is the dashboard's 'last backup'.
 */

const backupName = /^paintforge-\d{8}T\d{9}Z\.db$/;

export function backupFileName(at: Date): string {
  return `paintforge-${at.toISOString().replace(/[-:.]/g, '')}.db`;
}

/** The backups in `dir`, newest first; none when the folder does not exist yet. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: BackupFile[] = [];
  for (const name of names.filter((candidate) => backupName.test(candidate))) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info?.isFile() && info.size > 0) files.push({ file: name, createdAt: info.mtime.toISOString(), size: info.size });
  }
  // Newest first by time, then by name (two backups within one clock tick).
  return files.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.file.localeCompare(a.file));
}

/** Deletes all but the newest `keep` backups; answers the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const backup of old) await rm(join(dir, backup.file), { force: true });
  return old.map((backup) => backup.file);
}

// Runs in a worker thread, so the copy never holds the event loop: requests go on being served while it runs.
// Its own read-only connection copies every page in one step, inside one read transaction: in WAL mode that
// transaction sees one consistent moment and blocks no writer, and no write by the server can make it start over
// (SQLite restarts a stepped backup whenever another connection writes to the source). Stepping on the server's own
// connection instead is not safe: a step taken while a Kysely transaction is open on it copied an empty database.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const fail = (error) => parentPort.postMessage({ ok: false, message: String((error && error.message) || error) });
(async () => {
  const source = new Database(workerData.source, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    await source.backup(workerData.target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  // The copy inherits WAL mode; as a rollback-journal file it stays one self-contained file, and opening it to look
  // (restore's checks) leaves no -wal or -shm beside it.
  const copy = new Database(workerData.target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  parentPort.postMessage({ ok: true });
})().catch(fail);
`;

// Resolved here, not in the worker (whose eval'd code resolves from the working directory), so the worker loads the
// very driver the server uses.
const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

function copyInWorker(source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { driver: driverPath, source, target } });
    let answered = false;
    worker.once('message', (answer: { ok: boolean; message?: string }) => {
      answered = true;
      if (answer.ok) resolve();
      else reject(new Error(`Backup failed: ${answer.message ?? 'unknown error'}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`Backup failed: the backup worker stopped (exit code ${code})`));
    });
  });
}

/** Copies the live database at `databasePath` into a new backup file in `dir`. */
export async function writeBackup(databasePath: string, dir: string, at: Date = new Date()): Promise<BackupFile> {
  await mkdir(dir, { recursive: true });
  const file = backupFileName(at);
  const partial = join(dir, `${file}.partial`);
  try {
    await copyInWorker(databasePath, partial);
    await rename(partial, join(dir, file));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const info = await stat(join(dir, file));
  return { file, createdAt: info.mtime.toISOString(), size: info.size };
}
