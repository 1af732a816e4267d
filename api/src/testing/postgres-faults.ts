import type pg from 'pg';

/**
 * pg_terminate_backend on every backend of the pool's schema holding a push's transaction open: a push takes its
 * client's row of sync_client first and keeps it to its end (features/sync/apply.ts claimClient). Answers how many it
 * ended. `pool` must be one of its own (its URL's search_path naming the app's schema), never the app's.
 */
export async function terminatePushBackends(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ ended: boolean }>(`select pg_terminate_backend(l.pid) as ended
    from pg_locks l join pg_class c on c.oid = l.relation
    where c.relname = 'sync_client' and c.relnamespace = current_schema()::regnamespace
      and l.mode = 'RowExclusiveLock' and l.granted and l.pid <> pg_backend_pid()`);
  return rows.filter((row) => row.ended).length;
}
