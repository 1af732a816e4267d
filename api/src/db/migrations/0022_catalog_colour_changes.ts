import type { Kysely } from 'kysely';

/**
 * Issue 31: every change of a catalog colour is recorded (who, when, from which reports), and an admin's removal or
 * dismissal is the line after which painters' reports count again.
 * - `catalog_colour_change`: one row per change. `action` is 'corrected' (an admin's or an agreement's new hex),
 *   'removed' (a correction taken back: the file's hex again) or 'dismissed' (an agreement the admin turned down
 *   before it applied). `actor_id` is the admin (null for an agreement, and once the account is gone); `report_ids`
 *   a JSON array of the feedback ids the change came from.
 * - `feedback (color_paint_id, created_at)`: a paint's reports since a line, read on every colour report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_colour_change')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('paint_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('color', 'text')
    .addColumn('previous_color', 'text', (col) => col.notNull())
    .addColumn('source', 'text')
    .addColumn('actor_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('report_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('catalog_colour_change_paint_id_created_at')
    .on('catalog_colour_change')
    .columns(['paint_id', 'created_at'])
    .execute();
  await db.schema.createIndex('catalog_colour_change_created_at').on('catalog_colour_change').column('created_at').execute();
  await db.schema.createIndex('feedback_color_paint_id_created_at').on('feedback').columns(['color_paint_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_color_paint_id_created_at').execute();
  await db.schema.dropTable('catalog_colour_change').execute();
}
