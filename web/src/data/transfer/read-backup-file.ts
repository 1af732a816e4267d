import type { Backup } from './backup-schema';
import { parseCappedBackup } from './backup-schema';
import type { ImportProgress } from './import-limits';
import { readImportFile } from './read-import-file';

/** Reads a picked JSON backup, capped and off the main thread (read-import-file.ts). */
export function readBackupFile(file: Blob, onProgress?: ImportProgress): Promise<Backup> {
  const startWorker = () => new Worker(new URL('./backup-parse.worker.ts', import.meta.url), { type: 'module' });
  return readImportFile(file, { startWorker, parse: parseCappedBackup }, onProgress);
}
