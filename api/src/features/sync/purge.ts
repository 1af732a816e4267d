import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nextVersion } from './apply.js';

export interface PurgeOptions {
  retentionDays: number;
  /** The present, for tests; tombstones and log entries older than now − retention go. */
  now?: Date;
}

export interface PurgeCounts {
  paints: number;
  projects: number;
  /** Recipe rows purged with their own tombstone or with their project's. */
  recipes: number;
  /** Recipe rows that lost their purged paint (paint_id set to null, the snapshot remains). */
  recipesUnlinked: number;
  /** Issue 35's rows: armies, units (with their own tombstone or their army's) and schemes. */
  armyRows: number;
  logEntries: number;
  /** Photos nobody owns any more (their owners' accounts were deleted). */
  blobs: number;
}

export const dayMs = 24 * 60 * 60 * 1000;

function cutoffOf(options: PurgeOptions): string {
  return new Date((options.now ?? new Date()).getTime() - options.retentionDays * dayMs).toISOString();
}

/**
 * Hard-deletes rows tombstoned before the retention cutoff, one transaction per user, and raises the user's
 * `purged_version` to the highest version purged, so a device whose cursor is older (it never saw some of those
 * deletions) is sent a reset. Recipe rows of a purged project go with it (they were hidden already). A recipe row
 * that outlives its purged paint gets paint_id null at a new version, so devices hear of it and keep the snapshot.
 */
export async function purgeTombstones(db: Kysely<Database>, options: PurgeOptions): Promise<PurgeCounts> {
  const cutoff = cutoffOf(options);
  const counts: PurgeCounts = { paints: 0, projects: 0, recipes: 0, recipesUnlinked: 0, armyRows: 0, logEntries: 0, blobs: 0 };
  const users = await db
    .selectFrom('paint')
    .select('userId')
    .where('deletedAt', '<', cutoff)
    .where('userId', 'is not', null)
    .union(db.selectFrom('project').select('userId').where('deletedAt', '<', cutoff))
    .union(db.selectFrom('projectPaint').select('userId').where('deletedAt', '<', cutoff))
    .union(db.selectFrom('army').select('userId').where('deletedAt', '<', cutoff))
    .union(db.selectFrom('armyUnit').select('userId').where('deletedAt', '<', cutoff))
    .union(db.selectFrom('scheme').select('userId').where('deletedAt', '<', cutoff))
    .execute();
  for (const { userId } of users) {
    if (userId === null) continue;
    await db.transaction().execute(async (trx) => {
      const paints = await trx
        .selectFrom('paint')
        .select(['id', 'version'])
        .where('userId', '=', userId)
        .where('deletedAt', '<', cutoff)
        .execute();
      const projects = await trx
        .selectFrom('project')
        .select(['id', 'version'])
        .where('userId', '=', userId)
        .where('deletedAt', '<', cutoff)
        .execute();
      const paintIds = paints.map((row) => row.id);
      const projectIds = projects.map((row) => row.id);
      const recipes = await trx
        .selectFrom('projectPaint')
        .select(['id', 'version'])
        .where('userId', '=', userId)
        .where((eb) => {
          const purged = [eb('deletedAt', '<', cutoff)];
          if (projectIds.length > 0) purged.push(eb('projectId', 'in', projectIds));
          return eb.or(purged);
        })
        .execute();
      const armies = await trx
        .selectFrom('army')
        .select(['id', 'version'])
        .where('userId', '=', userId)
        .where('deletedAt', '<', cutoff)
        .execute();
      const armyIds = armies.map((row) => row.id);
      // A purged army's units go with it (they were hidden already), as a purged miniature's recipe does.
      const units = await trx
        .selectFrom('armyUnit')
        .select(['id', 'version'])
        .where('userId', '=', userId)
        .where((eb) => eb.or([eb('deletedAt', '<', cutoff), ...(armyIds.length > 0 ? [eb('armyId', 'in', armyIds)] : [])]))
        .execute();
      const schemes = await trx
        .selectFrom('scheme')
        .select(['id', 'version'])
        .where('userId', '=', userId)
        .where('deletedAt', '<', cutoff)
        .execute();
      const purgedVersion = Math.max(0, ...[...paints, ...projects, ...recipes, ...armies, ...units, ...schemes].map((row) => row.version));
      if (units.length > 0)
        await trx
          .deleteFrom('armyUnit')
          .where(
            'id',
            'in',
            units.map((row) => row.id),
          )
          .execute();
      if (armyIds.length > 0) await trx.deleteFrom('army').where('id', 'in', armyIds).execute();
      if (schemes.length > 0)
        await trx
          .deleteFrom('scheme')
          .where(
            'id',
            'in',
            schemes.map((row) => row.id),
          )
          .execute();
      counts.armyRows += armies.length + units.length + schemes.length;

      if (paintIds.length > 0) {
        const purgedRecipeIds = new Set(recipes.map((row) => row.id));
        const linked = await trx
          .selectFrom('projectPaint')
          .select('id')
          .where('userId', '=', userId)
          .where('paintId', 'in', paintIds)
          .execute();
        const orphaned = linked.map((row) => row.id).filter((id) => !purgedRecipeIds.has(id));
        if (orphaned.length > 0) {
          const version = await nextVersion(trx, userId);
          await trx.updateTable('projectPaint').set({ paintId: null, version }).where('id', 'in', orphaned).execute();
          counts.recipesUnlinked += orphaned.length;
        }
      }
      if (recipes.length > 0)
        await trx
          .deleteFrom('projectPaint')
          .where(
            'id',
            'in',
            recipes.map((row) => row.id),
          )
          .execute();
      if (projectIds.length > 0) await trx.deleteFrom('project').where('id', 'in', projectIds).execute();
      if (paintIds.length > 0) await trx.deleteFrom('paint').where('id', 'in', paintIds).execute();
      // Rows exist, so the space does (every synced write goes through nextVersion); the watermark only rises.
      const space = await trx.selectFrom('syncSpace').select('purgedVersion').where('userId', '=', userId).executeTakeFirstOrThrow();
      if (purgedVersion > space.purgedVersion)
        await trx.updateTable('syncSpace').set({ purgedVersion }).where('userId', '=', userId).execute();
      counts.paints += paints.length;
      counts.projects += projects.length;
      counts.recipes += recipes.length;
    });
  }
  return counts;
}

/**
 * Deletes log entries received before the retention cutoff, except each client's last one, which a retry of that
 * mutation (a lost response) still needs for its `alreadyProcessed` answer.
 */
export async function pruneMutationLog(db: Kysely<Database>, options: PurgeOptions): Promise<number> {
  const result = await db
    .deleteFrom('mutationLog')
    .where('receivedAt', '<', cutoffOf(options))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('syncClient')
            .select('syncClient.clientId')
            .whereRef('syncClient.clientId', '=', 'mutationLog.clientId')
            .whereRef('syncClient.lastMutationId', '=', 'mutationLog.mutationId'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes photos without an owner: an account's deletion removes its ownerships, and the bytes go with the last one. */
export async function purgeUnownedBlobs(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('blob')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('blobOwner').select('blobOwner.sha256').whereRef('blobOwner.sha256', '=', 'blob.sha256'))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** All three, as the server runs them at start and daily. */
export async function purgeExpired(db: Kysely<Database>, options: PurgeOptions): Promise<PurgeCounts> {
  const counts = await purgeTombstones(db, options);
  counts.logEntries = await pruneMutationLog(db, options);
  counts.blobs = await purgeUnownedBlobs(db);
  return counts;
}
