import { sql, type Kysely } from 'kysely';

/**
 * Issue 12: every start compared all 5,805 catalog rows with the file even when nothing had changed. One row now
 * remembers the ETag of the catalog the rows were last made equal to; an equal ETag at start skips the comparison.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_state')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('etag', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalog_state').execute();
}
