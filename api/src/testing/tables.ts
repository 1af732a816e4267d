import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';

export type TableDump = Record<string, Array<Record<string, unknown>>>;

/**
 * Every row of every table of the app (Kysely's own bookkeeping included unless `appTablesOnly`), in a fixed order,
 * for tests that must show that nothing else changed: a restore brings back exactly what was backed up, a deleted
 * user takes nothing of anyone else's.
 */
export async function dumpTables<DB>(db: Kysely<DB>, { appTablesOnly = false } = {}): Promise<TableDump> {
  const { rows: tables } = await (
    isPostgres(db)
      ? sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by name`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
  ).execute(db);
  const dump: TableDump = {};
  for (const { name } of tables) {
    if (appTablesOnly && name.startsWith('kysely_')) continue;
    // Sorted by their whole content, so two dumps of the same rows compare equal whatever their physical order.
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    dump[name] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return dump;
}
