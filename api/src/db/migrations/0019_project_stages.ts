import { sql, type Kysely } from 'kysely';

/**
 * Issue 26: a miniature's stage (unbuilt → varnished), its model count (a unit or a box), when it was bought, every
 * stage move and its work-in-progress photos (JSON arrays as text, as a recipe's paint snapshot), and whether the
 * showcase shows those photos. Existing rows were finished miniatures: painted, one model, no moves, no photos.
 *
 * The JSON columns are bounded as a safety net under the mutators' own limits (200 moves of ~100 characters, 60
 * photos of ~270): a row stays small enough to sync whatever writes it. The numbers are this file's own copy, so
 * the migration stays as shipped when the app's limits change.
 */
const stageHistoryMaxChars = 200 * 128;
const wipPhotosMaxChars = 60 * 320;

export async function up(db: Kysely<unknown>): Promise<void> {
  const project = () => db.schema.alterTable('project');
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  await project()
    .addColumn('stage', 'text', (column) => column.notNull().defaultTo('painted'))
    .execute();
  await project()
    .addColumn('model_count', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(1)
        .check(sql`model_count >= 1`),
    )
    .execute();
  await project().addColumn('acquired_at', 'text').execute();
  await project()
    .addColumn('stage_history', 'text', (column) =>
      column
        .notNull()
        .defaultTo('[]')
        .check(sql`length(stage_history) <= ${sql.lit(stageHistoryMaxChars)}`),
    )
    .execute();
  await project()
    .addColumn('wip_photos', 'text', (column) =>
      column
        .notNull()
        .defaultTo('[]')
        .check(sql`length(wip_photos) <= ${sql.lit(wipPhotosMaxChars)}`),
    )
    .execute();
  await project()
    .addColumn('show_timeline', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['show_timeline', 'wip_photos', 'stage_history', 'acquired_at', 'model_count', 'stage'])
    await db.schema.alterTable('project').dropColumn(column).execute();
}
