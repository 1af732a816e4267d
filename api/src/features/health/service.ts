import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type DatabaseCheck = { ok: true } | { ok: false; error: unknown };

/** A trivial query: proves the connection is open and the file readable, without touching any table. */
export async function checkDatabase(db: Kysely<Database>): Promise<DatabaseCheck> {
  try {
    await sql`select 1`.execute(db);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
