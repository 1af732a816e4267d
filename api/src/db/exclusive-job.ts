import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Database } from './schema.js';

/**
 * Runs a maintenance job (a purge) on one server at a time. Several servers on one Postgres each keep their
 * schedule; a session-level advisory lock (per job and schema) makes the job run on whichever server gets there first
 * while the others skip it (answering false), so two purges never fight over the same rows. SQLite serves one process: it just runs.
 */
export async function runExclusively(db: Kysely<Database>, job: string, run: () => Promise<unknown>): Promise<boolean> {
  if (!isPostgres(db)) {
    await run();
    return true;
  }
  const key = lockKeyOf(job);
  // Advisory locks are per database, but what a job guards is the data of one schema (the search_path's): keyed by the
  // job and the schema, servers of one deployment still take turns, while another deployment or test app in its own
  // schema of the same database is not skipped (a test app's start-up purge was, while another's held the lock).
  const schema = sql<number>`coalesce((select oid::int4 from pg_namespace where nspname = current_schema()), 0)`;
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}, ${schema}) as locked`.execute(connection);
    if (rows[0]?.locked !== true) return false;
    try {
      await run();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key}, ${schema})`.execute(connection);
    }
  });
}

/** A stable 32-bit lock key for a job's name (advisory locks are keyed by numbers). */
export function lockKeyOf(job: string): number {
  return createHash('sha256').update(`paintforge:${job}`).digest().readInt32BE(0);
}
