import type { Kysely } from 'kysely';

/**
 * Issue 24: "running low" is what the painter marks on a paint (or no pot left), not "one pot". A synced field of
 * the paint; every existing row starts unmarked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('paint')
    .addColumn('running_low', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('paint').dropColumn('running_low').execute();
}
