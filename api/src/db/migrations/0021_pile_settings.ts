import { sql, type Kysely } from 'kysely';

/**
 * Issue 26: a painter's pile settings (their stage names and monthly goal) sync like every other row, one row per
 * painter. The row's id is the painter's user id (the CHECK says so, under the push path's own check, which answers
 * a device sending another id with a refusal rather than this constraint's error), so a painter has at most one and
 * no device can write another's. stage_names is JSON text ({stage: name}), as a recipe row's paint snapshot.
 *
 * The bounds are this file's own copy of the app's (7 stages of up to 40 characters, a goal of 1 to 1000), so the
 * migration stays as shipped when the app's limits change; the JSON's bound leaves room for escaped characters.
 * Portable types only (text ids and timestamps, JSON as text), as in 0001 and 0003.
 */
const stageNamesMaxChars = 4000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pile_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('stage_names', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('monthly_goal', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('pile_settings_own_row', sql`id = user_id`)
    .addCheckConstraint('pile_settings_stage_names_size', sql`length(stage_names) <= ${sql.lit(stageNamesMaxChars)}`)
    .addCheckConstraint('pile_settings_monthly_goal_range', sql`monthly_goal is null or (monthly_goal >= 1 and monthly_goal <= 1000)`)
    .execute();
  // The pull reads a painter's rows after a version, as it does those of the other synced tables.
  await db.schema.createIndex('pile_settings_user_id_version').on('pile_settings').columns(['user_id', 'version']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pile_settings').execute();
}
