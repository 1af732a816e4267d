import SqliteDatabase from 'better-sqlite3';

/**
 * How many pages (WAL frames) the writes of `work` append to a SQLite file's WAL, counted from an emptied WAL: a
 * commit writes every page it changed, so pages per mutation is what the disk is asked for, and it repeats from run
 * to run where times do not. Keep `work` under a few hundred pages: past 1 MiB the server's checkpointer thread
 * starts (db/wal-checkpointer.ts) and the WAL may restart from its beginning, which would undercount.
 */
export async function walPagesOf(path: string, work: () => Promise<unknown>): Promise<number | undefined> {
  const side = new SqliteDatabase(path, { fileMustExist: true });
  try {
    const [emptied] = side.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    if (emptied?.busy !== 0) return undefined;
    await work();
    const [after] = side.pragma('wal_checkpoint(PASSIVE)') as Array<{ busy: number; log: number }>;
    return after?.log;
  } finally {
    side.close();
  }
}
