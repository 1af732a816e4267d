import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';

export type TableDump = Record<string, Array<Record<string, unknown>>>;

/**
 * Every row of every table of the app (Kysely's own bookkeeping included unless `appTablesOnly`), in a fixed order,
 * for tests that must show that nothing else changed: a restore brings back exactly what was backed up, a deleted
 * user takes nothing of anyone else's.
 */
export async function dumpTables<DB>(db: Kysely<DB>, { appTablesOnly = false } = {}): Promise<TableDump> {
  const dump: TableDump = {};
  for (const name of await tableNames(db)) {
    if (appTablesOnly && name.startsWith('kysely_')) continue;
    // Sorted by their whole content, so two dumps of the same rows compare equal whatever their physical order.
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    dump[name] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return dump;
}

/** Every table of the database, Kysely's own bookkeeping included, by name. */
async function tableNames<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await (
    isPostgres(db)
      ? sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by name`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
  ).execute(db);
  return rows.map((row) => row.name);
}

/**
 * The app's tables that hold no row now (Kysely's bookkeeping and what the migrations or the start wrote stay out):
 * taken just after an app starts, what its tests may fill and `emptyTables` clears between them.
 */
export async function tablesWithoutRows<DB>(db: Kysely<DB>): Promise<string[]> {
  const empty: string[] = [];
  for (const name of await tableNames(db)) {
    if (name.startsWith('kysely_')) continue;
    const { rows } = await sql`select 1 from ${sql.table(name)} limit 1`.execute(db);
    if (rows.length === 0) empty.push(name);
  }
  return empty;
}

/** Deletes every row of these tables, whatever references what between them. */
export async function emptyTables<DB>(db: Kysely<DB>, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  if (isPostgres(db)) {
    await sql`truncate ${sql.join(names.map((name) => sql.table(name)))} restart identity`.execute(db);
    return;
  }
  // SQLite checks the foreign keys at the commit, when the rows that referenced each other are all gone.
  await db.transaction().execute(async (trx) => {
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    for (const name of names) await sql`delete from ${sql.table(name)}`.execute(trx);
  });
}
