import { sql, type Kysely } from 'kysely';

/**
 * Issue 23: GET /api/barcodes/shared counted the whole link table on every request, 304s included. One row now
 * holds the shared map as served (JSON and ETag), rewritten in the transaction of each change that can move it,
 * so the read is one row whichever server answers. Filled by the app at start (features/barcodes/shared-map.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('barcode_shared_map')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('json', 'text', (col) => col.notNull())
    .addColumn('etag', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('barcode_shared_map').execute();
}
