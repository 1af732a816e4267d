import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Issue 12: a create checked the painter's row quota with `count(*)`, a scan of every row the painter has, on
 * every pushed create (92 µs at 5,000 paints, growing with the collection). The counts now live beside the
 * version counter and triggers keep them exact, whatever path inserts or deletes a row (mutations, purge,
 * account deletion's cascade): the quota check reads them from the version bump it already makes.
 */
const tables = [
  { table: 'paint', column: 'paint_rows' },
  { table: 'project', column: 'project_rows' },
  { table: 'project_paint', column: 'recipe_rows' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of tables) {
    await db.schema
      .alterTable('sync_space')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update sync_space set ${sql.ref(column)} = (select count(*) from ${sql.table(table)} where user_id = sync_space.user_id)`.execute(
      db,
    );
    // A row written before its painter's first version bump (none today) still counts: the space is made for it.
    for (const statement of isPostgres(db) ? postgresTriggers(table, column) : sqliteTriggers(table, column)) {
      await sql.raw(statement).execute(db);
    }
  }
}

export function sqliteTriggers(table: string, column: string): string[] {
  return [
    `create trigger ${table}_rows_insert after insert on ${table} when new.user_id is not null begin
       insert into sync_space (user_id, version, purged_version, ${column}) values (new.user_id, 0, 0, 1)
         on conflict (user_id) do update set ${column} = ${column} + 1;
     end`,
    `create trigger ${table}_rows_delete after delete on ${table} when old.user_id is not null begin
       update sync_space set ${column} = ${column} - 1 where user_id = old.user_id;
     end`,
  ];
}

// Postgres runs trigger bodies as functions; the same statements, one function per table and direction.
export function postgresTriggers(table: string, column: string): string[] {
  return [
    `create function ${table}_rows_insert() returns trigger language plpgsql as $$ begin
       insert into sync_space (user_id, version, purged_version, ${column}) values (new.user_id, 0, 0, 1)
         on conflict (user_id) do update set ${column} = sync_space.${column} + 1;
       return null;
     end $$`,
    `create trigger ${table}_rows_insert after insert on ${table} for each row when (new.user_id is not null)
       execute function ${table}_rows_insert()`,
    `create function ${table}_rows_delete() returns trigger language plpgsql as $$ begin
       update sync_space set ${column} = ${column} - 1 where user_id = old.user_id;
       return null;
     end $$`,
    `create trigger ${table}_rows_delete after delete on ${table} for each row when (old.user_id is not null)
       execute function ${table}_rows_delete()`,
  ];
}

/** Drops a table's counting triggers and its count column (also used by later migrations' down: 0022). */
export async function dropRowCount(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  const on = isPostgres(db) ? ` on ${table}` : '';
  await sql.raw(`drop trigger ${table}_rows_insert${on}`).execute(db);
  await sql.raw(`drop trigger ${table}_rows_delete${on}`).execute(db);
  if (isPostgres(db)) {
    await sql.raw(`drop function ${table}_rows_insert()`).execute(db);
    await sql.raw(`drop function ${table}_rows_delete()`).execute(db);
  }
  await db.schema.alterTable('sync_space').dropColumn(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of tables) await dropRowCount(db, table, column);
}
