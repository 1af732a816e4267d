import type { BackupFile } from '@paintforge/sync-protocol';
import { listBackups, pruneBackups, writeBackup } from './backup-file.js';

export interface BackupSettings {
  databasePath: string;
  backupDir: string;
  /** How many backup files to keep (the newest). */
  keep: number;
  /** Time between scheduled backups; 0 turns the schedule off (on-demand backups still work). */
  intervalMs: number;
}

interface BackupLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupService {
  /** Makes a backup now and prunes old ones. A backup already running is joined, not doubled. */
  backupNow(): Promise<BackupFile>;
  list(): Promise<BackupFile[]>;
  /** The newest complete backup file, if any. */
  latest(): Promise<BackupFile | undefined>;
  /** Starts the schedule: the next backup is due one interval after the newest file (or after now, when none). */
  start(): Promise<void>;
  /** Stops the schedule and waits for a running backup (which must finish before the database closes). */
  close(): Promise<void>;
}

/** A failed scheduled backup is tried again this soon, not a whole interval later. */
const retryAfterFailureMs = 60 * 60 * 1000;

export function createBackupService(settings: BackupSettings, log: BackupLogger, now: () => Date = () => new Date()): BackupService {
  let running: Promise<BackupFile> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const backupNow = () => {
    running ??= (async () => {
      try {
        const started = now();
        const file = await writeBackup(settings.databasePath, settings.backupDir, started);
        const pruned = await pruneBackups(settings.backupDir, settings.keep);
        log.info({ file: file.file, size: file.size, durationMs: now().getTime() - started.getTime(), pruned }, 'Database backed up');
        return file;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const schedule = (delayMs: number) => {
    if (closed || settings.intervalMs <= 0) return;
    timer = setTimeout(() => {
      backupNow().then(
        () => schedule(settings.intervalMs),
        (error: unknown) => {
          log.error({ err: error, backupDir: settings.backupDir }, 'Scheduled backup failed');
          schedule(Math.min(settings.intervalMs, retryAfterFailureMs));
        },
      );
    }, delayMs);
    // A pending backup must not keep a stopping process alive.
    timer.unref();
  };

  const latest = async () => (await listBackups(settings.backupDir))[0];

  return {
    backupNow,
    list: () => listBackups(settings.backupDir),
    latest,
    async start() {
      if (settings.intervalMs <= 0) return;
      const newest = await latest();
      const base = newest === undefined ? now().getTime() : Date.parse(newest.createdAt);
      schedule(Math.max(0, base + settings.intervalMs - now().getTime()));
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
