import { copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, closeSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { migrations } from '../../db/migrations/index.js';
import { backupFileName } from './backup-file.js';

/** A restore that cannot go ahead; the message says why and what to do. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Refuses a file that is not a whole database of this app, or one made by a newer release. */
function checkBackupFile(file: string): void {
  if (!existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  let source: SqliteDatabase.Database;
  try {
    source = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreError(`${file} is not a database: ${(error as Error).message}`);
  }
  try {
    const integrity = source.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new RestoreError(`${file} is damaged (integrity check: ${String(integrity)})`);
    const hasLog = source.prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`).get();
    if (hasLog === undefined) throw new RestoreError(`${file} is not a database of The Paint Forge (it has no migration log)`);
    const applied = source.prepare('select name from kysely_migration').pluck().all() as string[];
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new RestoreError(`${file} was made by a newer release (migrations ${unknown.join(', ')}); restore it with that release`);
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`${file} cannot be read as a database: ${(error as Error).message}`);
  } finally {
    source.close();
  }
}

/**
 * Leaving WAL mode needs the only connection to the file, so it fails at once while a server has it open. It also
 * folds a WAL left by a crash into the file, so the safety copy below misses nothing.
 */
function takeOverDatabase(databasePath: string): void {
  const target = new SqliteDatabase(databasePath, { timeout: 0, fileMustExist: true });
  try {
    target.pragma('journal_mode = DELETE');
  } catch (error) {
    throw new RestoreError(
      `The database ${databasePath} is in use (${(error as Error).message}). Stop the server, then run the restore again.`,
    );
  } finally {
    target.close();
  }
}

function copyDurably(from: string, to: string): void {
  copyFileSync(from, to);
  const handle = openSync(to, 'r+');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

export interface RestoreResult {
  /** The database as it was before the restore, kept in the backup folder; undefined when there was none. */
  safetyCopy: string | undefined;
}

/**
 * Puts a backup file in place of the database, with the server stopped: checks the file, makes sure no process has
 * the database open, keeps a copy of the current database, then swaps the file in with a rename (a crash part-way
 * leaves either the old database or the new one, never half of each). The next start migrates it if it is older.
 */
export function restoreDatabase(databasePath: string, backupDir: string, file: string, at: Date = new Date()): RestoreResult {
  checkBackupFile(file);
  let safetyCopy: string | undefined;
  if (existsSync(databasePath)) {
    takeOverDatabase(databasePath);
    mkdirSync(backupDir, { recursive: true });
    // Not named like a backup, so the schedule's pruning never removes it.
    safetyCopy = join(backupDir, backupFileName(at).replace('paintforge-', 'paintforge-before-restore-'));
    copyDurably(databasePath, safetyCopy);
  }
  mkdirSync(dirname(databasePath), { recursive: true });
  const incoming = `${databasePath}.restoring`;
  copyDurably(file, incoming);
  for (const leftover of [`${databasePath}-wal`, `${databasePath}-shm`]) rmSync(leftover, { force: true });
  renameSync(incoming, databasePath);
  return { safetyCopy };
}
