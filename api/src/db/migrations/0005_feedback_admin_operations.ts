import { sql, type Kysely } from 'kysely';

/**
 * Feedback triage, catalog corrections and the error rate (issue 9), in the portable types of 0001:
 * - feedback gains an admin's reply and an optional colour report: the catalog paint it names (no foreign key: a
 *   paint may leave the catalog, and the snapshot keeps the report readable) and the hex the painter suggests;
 * - `catalog_correction` holds an admin's hex for a catalog paint, apart from the paint rows, so that loading the
 *   data file again (every start) applies it over the file instead of undoing it;
 * - `response_minute` counts responses per minute, all and those with status >= 500, for the error rate.
 * The statuses a feedback can have are checked by the API (the column's CHECK from 0001 stays as it was: SQLite
 * cannot add a constraint to an existing table without rebuilding it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').addColumn('admin_reply', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('replied_at', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('color_paint_id', 'text').execute();
  // JSON {brand, range, name, color}: the paint as it was when reported.
  await db.schema.alterTable('feedback').addColumn('color_snapshot', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('suggested_color', 'text').execute();
  await db.schema.createIndex('feedback_created_at').on('feedback').column('created_at').execute();

  await db.schema
    .createTable('catalog_correction')
    .addColumn('paint_id', 'text', (col) => col.primaryKey())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('original_color', 'text', (col) => col.notNull())
    .addColumn('corrected_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('catalog_correction_color_hex', sql`length(color) = 7 and substr(color, 1, 1) = '#'`)
    .execute();

  await db.schema
    .createTable('response_minute')
    // The minute's start, ISO-8601 UTC to the minute (2026-01-31T12:34), which sorts as text.
    .addColumn('minute', 'text', (col) => col.primaryKey())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('server_errors', 'integer', (col) => col.notNull())
    .addCheckConstraint('response_minute_counts', sql`server_errors >= 0 and server_errors <= total`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('response_minute').execute();
  await db.schema.dropTable('catalog_correction').execute();
  await db.schema.dropIndex('feedback_created_at').execute();
  for (const column of ['suggested_color', 'color_snapshot', 'color_paint_id', 'replied_at', 'admin_reply']) {
    await db.schema.alterTable('feedback').dropColumn(column).execute();
  }
}
