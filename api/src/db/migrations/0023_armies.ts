import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { dropRowCount, postgresTriggers, sqliteTriggers } from './0006_row_counts.js';

/**
 * Issue 35: armies, their units and painting schemes sync like every other row (owner, version, tombstone), and a
 * pile entry may name the unit its models are for (project.unit_id: no foreign key, as a unit's tombstone may be
 * purged while the entry stays; readers ignore a unit that is not there). Each table's rows are counted beside the
 * version counter by the triggers of 0006, for the quotas. A scheme's steps are JSON text, as a miniature's stage
 * history is, bounded here as a safety net under the mutators' limit (100 steps of at most ~2,400 characters).
 * The bounds are this file's own copies, so the migration stays as shipped when the app's limits change.
 */
const pointsMax = 100_000;
const schemeStepsMaxChars = 100 * 2400;

const counted = [
  { table: 'army', column: 'army_rows' },
  { table: 'army_unit', column: 'unit_rows' },
  { table: 'scheme', column: 'scheme_rows' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const points = (column: string) =>
    sql`${sql.ref(column)} is null or (${sql.ref(column)} >= 0 and ${sql.ref(column)} <= ${sql.lit(pointsMax)})`;
  await db.schema
    .createTable('army')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('faction', 'text')
    .addColumn('game', 'text')
    .addColumn('points', 'integer')
    .addColumn('scheme_id', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('army_points_range', points('points'))
    .execute();
  await db.schema
    .createTable('army_unit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('army_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('model_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`model_count >= 1 and model_count <= 1000`),
    )
    .addColumn('points', 'integer')
    .addColumn('scheme_id', 'text')
    .addColumn('notes', 'text')
    .addColumn('position', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('army_unit_points_range', points('points'))
    .execute();
  await db.schema
    .createTable('scheme')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('steps', 'text', (col) =>
      col
        .notNull()
        .defaultTo('[]')
        .check(sql`length(steps) <= ${sql.lit(schemeStepsMaxChars)}`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The pull reads a painter's rows after a version, as it does those of the other synced tables.
  for (const { table } of counted)
    await db.schema.createIndex(`${table}_user_id_version`).on(table).columns(['user_id', 'version']).execute();
  await db.schema.alterTable('project').addColumn('unit_id', 'text').execute();

  for (const { table, column } of counted) {
    await db.schema
      .alterTable('sync_space')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    for (const statement of isPostgres(db) ? postgresTriggers(table, column) : sqliteTriggers(table, column))
      await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of counted) {
    await dropRowCount(db, table, column);
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('project').dropColumn('unit_id').execute();
}
