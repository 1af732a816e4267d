import { sql, type Kysely } from 'kysely';

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
    await sql
      .raw(
        `create trigger ${table}_rows_insert after insert on ${table} when new.user_id is not null begin
           insert into sync_space (user_id, version, purged_version, ${column}) values (new.user_id, 0, 0, 1)
             on conflict (user_id) do update set ${column} = ${column} + 1;
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_rows_delete after delete on ${table} when old.user_id is not null begin
           update sync_space set ${column} = ${column} - 1 where user_id = old.user_id;
         end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of tables) {
    await sql.raw(`drop trigger ${table}_rows_insert`).execute(db);
    await sql.raw(`drop trigger ${table}_rows_delete`).execute(db);
    await db.schema.alterTable('sync_space').dropColumn(column).execute();
  }
}
