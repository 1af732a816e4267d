import type { Kysely } from 'kysely';

/**
 * Issue 33 (sync.md guarantee 17): a row with free text keeps, as JSON text (KeptText[]), the texts a concurrent edit
 * replaced, until the painter takes one back or dismisses it. Every existing row starts with none.
 */
const tables = ['paint', 'project', 'project_paint', 'army', 'army_unit', 'scheme'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables)
    await db.schema
      .alterTable(table)
      .addColumn('conflicts', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).dropColumn('conflicts').execute();
}
