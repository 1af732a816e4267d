import { sql, type Kysely } from 'kysely';

/**
 * Issue 26: a miniature's status follows its stage unless the painter archived it (statusForStage in sync-protocol).
 * Migration 0019 made every existing miniature painted but left those still marked active as they were, and entries
 * made at a done stage were saved active: set each non-archived row's status by its stage. The stage list is this
 * file's own copy, so the migration stays as shipped when the app's stages change. Devices fix the copies they hold
 * in their own local upgrade (web/src/data/sync/upgrades.ts), by the same rule, so no row needs pulling again.
 */
const doneStages = ['painted', 'based', 'varnished'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const done = sql.join(doneStages.map((stage) => sql.lit(stage)));
  await sql`update project set status = case when stage in (${done}) then 'completed' else 'active' end
    where status <> 'archived' and status <> case when stage in (${done}) then 'completed' else 'active' end`.execute(db);
}

/** Nothing to undo: which rows were out of step before is not kept, and the statuses set are valid under 0019 too. */
export async function down(): Promise<void> {}
