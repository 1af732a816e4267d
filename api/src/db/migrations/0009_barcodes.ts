import { sql, type Kysely } from 'kysely';

/**
 * Pot barcodes (issue 14):
 * - `barcode_link` is one painter's own "this code is that catalog paint", one per painter and code; private to its
 *   painter, and the evidence that makes a code shared once two painters agree;
 * - `barcode_decision` is an admin's verdict on a code and paint: confirmed (shared at once, over any count) or
 *   rejected (never shared by counting).
 * Codes are stored canonical (digits only, UPC-A as its EAN-13), so lookups are exact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('barcode_link')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('catalog_paint_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('barcode_link_pk', ['user_id', 'code'])
    .execute();
  // Counting painters per code and paint, for the shared map and the admin list.
  await db.schema.createIndex('barcode_link_code').on('barcode_link').columns(['code', 'catalog_paint_id']).execute();

  await db.schema
    .createTable('barcode_decision')
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('catalog_paint_id', 'text', (col) => col.notNull())
    .addColumn('decision', 'text', (col) => col.notNull().check(sql`decision in ('confirmed', 'rejected')`))
    .addColumn('decided_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('decided_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('barcode_decision_pk', ['code', 'catalog_paint_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('barcode_decision').execute();
  await db.schema.dropTable('barcode_link').execute();
}
