import type { Kysely } from 'kysely';
import { applyMutation, MutationRejected, type CatalogPaint } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { createMutationStore } from './store.js';

/** A logged mutation that applied once but is refused on replay: the tables and the log disagree. */
export class ReplayDivergence extends Error {
  override name = 'ReplayDivergence';
}

export interface ReplayOptions {
  /** The database whose log is replayed. */
  from: Kysely<Database>;
  /** A migrated database without this user's rows (typically a new, empty one). */
  into: Kysely<Database>;
  userId: string;
  /** The catalog the server ran with (recipe rows made from catalog paints read it). */
  findCatalogPaint(id: string): CatalogPaint | undefined;
}

const rowsPerStatement = 200;

/**
 * Replays a user's mutation log from scratch (design/sync.md §7, property 3): copies what the log does not
 * carry (the user's account row, the catalog rows, the user's photos and their ownership), then applies every
 * applied entry in version order (a push's entries in id order) with the same mutators, stamped with the version it had. Afterwards the user's
 * synced rows in `into` equal those in `from` (compare with `readUserRows`), versions included, unless tombstones
 * were purged or the log was pruned in `from` since (purge.ts), which by design the log does not record.
 * Returns how many entries were applied.
 */
export async function replayMutationLog(options: ReplayOptions): Promise<number> {
  const { from, into, userId } = options;
  const user = await from.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  await into
    .insertInto('user')
    .values(user)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const catalogRows = await from.selectFrom('paint').selectAll().where('userId', 'is', null).execute();
  for (let start = 0; start < catalogRows.length; start += rowsPerStatement) {
    await into
      .insertInto('paint')
      .values(catalogRows.slice(start, start + rowsPerStatement))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  const owned = await from
    .selectFrom('blobOwner')
    .innerJoin('blob', 'blob.sha256', 'blobOwner.sha256')
    .selectAll('blob')
    .select('blobOwner.createdAt as ownedAt')
    .where('blobOwner.userId', '=', userId)
    .execute();
  for (const { ownedAt, ...blob } of owned) {
    await into
      .insertInto('blob')
      .values(blob)
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .execute();
    await into
      .insertInto('blobOwner')
      .values({ sha256: blob.sha256, userId, createdAt: ownedAt })
      .onConflict((conflict) => conflict.columns(['sha256', 'userId']).doNothing())
      .execute();
  }

  const entries = await from
    .selectFrom('mutationLog')
    .select(['clientId', 'mutationId', 'name', 'args', 'version'])
    .where('userId', '=', userId)
    .where('status', '=', 'applied')
    // A push stamps all its mutations with one version; they are one client's, applied in the order of their ids.
    .orderBy('version')
    .orderBy('mutationId')
    .execute();
  await into.transaction().execute(async (trx) => {
    for (const entry of entries) {
      const version = entry.version ?? 0;
      const store = createMutationStore(trx, { userId, version, findCatalogPaint: options.findCatalogPaint });
      try {
        await applyMutation(store, entry.name, JSON.parse(entry.args));
      } catch (error) {
        if (!(error instanceof MutationRejected)) throw error;
        throw new ReplayDivergence(
          `Mutation ${entry.clientId}#${entry.mutationId} (${entry.name}, version ${version}) applied once but is rejected on replay: ${error.message}`,
        );
      }
    }
    const version = entries.at(-1)?.version ?? 0;
    await trx
      .insertInto('syncSpace')
      .values({ userId, version, purgedVersion: 0 })
      .onConflict((conflict) => conflict.column('userId').doUpdateSet({ version }))
      .execute();
  });
  return entries.length;
}
