import type { Kysely } from 'kysely';

/**
 * Issue 36: colours measured by painters (a swatch on white card) reach the catalog as what they are.
 * - `feedback.measured` (0/1) and `feedback.pooled_color`: a colour report that is a measurement, and for a
 *   translucent paint the pooled coat measured beside the thin one (`suggested_color`).
 * - `catalog_correction.measured_by`, `measured_spread` and `pooled_color`: a correction that is a measured colour,
 *   how many painters it stands for, how far apart their measurements lay (CIEDE2000), and the pooled stop that
 *   replaces the drawn approximation. Null for every other correction; source 'measurements' when painters agreed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('feedback')
    .addColumn('measured', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('feedback').addColumn('pooled_color', 'text').execute();
  await db.schema.alterTable('catalog_correction').addColumn('measured_by', 'integer').execute();
  await db.schema.alterTable('catalog_correction').addColumn('measured_spread', 'double precision').execute();
  await db.schema.alterTable('catalog_correction').addColumn('pooled_color', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalog_correction').dropColumn('pooled_color').execute();
  await db.schema.alterTable('catalog_correction').dropColumn('measured_spread').execute();
  await db.schema.alterTable('catalog_correction').dropColumn('measured_by').execute();
  await db.schema.alterTable('feedback').dropColumn('pooled_color').execute();
  await db.schema.alterTable('feedback').dropColumn('measured').execute();
}
