import SqliteDatabase from 'better-sqlite3';
import type { AppConfig } from '../api/src/config.js';
import { createPostgresPool } from '../api/src/db/dialect.js';

/** Tells whether another process holds a push's transaction open on the database, to strike in the middle of it. */
export interface WriteProbe {
  /** True while another connection holds an open write transaction that has claimed a device (a push under way). */
  writing(): Promise<boolean>;
  close(): void;
}

/**
 * SQLite: a connection of its own that never waits tries to take the write lock; SQLITE_BUSY means a writer holds it
 * (the push, from its first statement to its commit), and a lock it took is handed back at once. Postgres: the row
 * lock table shows another backend's open write on sync_client, which a push takes first and keeps until it ends.
 */
export function writeProbe(config: Pick<AppConfig, 'databasePath' | 'databaseUrl'>): WriteProbe {
  if (config.databaseUrl !== undefined) {
    // The URL's search_path option names the test's schema, so current_schema() is the server's.
    const pool = createPostgresPool(config.databaseUrl);
    return {
      async writing() {
        const { rows } = await pool.query<{ writing: boolean }>(`select exists (
            select 1 from pg_locks l join pg_class c on c.oid = l.relation
            where c.relname = 'sync_client' and c.relnamespace = current_schema()::regnamespace
              and l.mode = 'RowExclusiveLock' and l.granted and l.pid <> pg_backend_pid()
          ) as writing`);
        return rows[0]!.writing;
      },
      close: () => void pool.end(),
    };
  }
  const probe = new SqliteDatabase(config.databasePath, { timeout: 0 });
  return {
    async writing() {
      try {
        probe.exec('begin immediate');
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
        throw error;
      }
      probe.exec('rollback');
      return false;
    },
    close: () => probe.close(),
  };
}
