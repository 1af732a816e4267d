import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Issue 13: several stateless servers on one Postgres. What they must share lives in the database:
 * - `server_secret`: the session-signing secret when JWT_SECRET is not set (one server generates it, all read it),
 *   as a single server keeps it in DATA_DIR/jwt-secret;
 * - `rate_limit`: the counters of the abuse limits, so that a second server is not a second allowance.
 * And on Postgres, recipe positions (fractional-indexing keys, 0-9A-Za-z) sort by byte, as in SQLite: a database
 * made with a language's collation (en_US puts 'a' before 'B') would otherwise misorder them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    // Milliseconds since the epoch: beyond a 32-bit integer, hence bigint (SQLite's integers are 64-bit anyway).
    .addColumn('window_ends_ms', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_window_ends').on('rate_limit').column('window_ends_ms').execute();
  if (isPostgres(db)) await sql`alter table project_paint alter column position type text collate "C"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit').execute();
  await db.schema.dropTable('server_secret').execute();
}
