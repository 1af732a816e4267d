import type { Kysely } from 'kysely';

/**
 * Issue 21: a catalog colour is corrected by an admin, or by painters' colour reports that agree (two painters
 * suggesting near colours, features/feedback/agreed-reports.ts). The correction says which, and the catalog serves it
 * as the colour's source. Existing corrections were all made by admins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalog_correction')
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('admin'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalog_correction').dropColumn('source').execute();
}
