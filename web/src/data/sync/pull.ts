import { entityNames, schemaVersion, type EntityName, type PatchOperation } from '@paintforge/sync-protocol';
import type { ConfirmedRow, UserDatabase } from './database';
import { addTargets, catalogIdsOf, emptyIds, rebuildViews, withCatalog, type EntityIds } from './replay';

/** A complete pull: every page up to `hasMore: false`, with the last page's cursor and client progress. */
export interface PullBatch {
  cursor: number;
  /** Replace the confirmed tables with `patch` (the server said reset, or this device asked for everything). */
  reset: boolean;
  lastMutationIds: Record<string, number>;
  patch: readonly PatchOperation[];
}

export interface PullApplied {
  /** Outbox rows the server had consumed, now dropped. */
  dropped: number;
  cursor: number;
}

/** The newest operation per row: a batch of several pages may carry a row more than once. */
function newestPerRow(patch: readonly PatchOperation[]): Record<EntityName, Map<string, PatchOperation>> {
  const newest = Object.fromEntries(entityNames.map((entity) => [entity, new Map()])) as Record<EntityName, Map<string, PatchOperation>>;
  for (const op of patch) {
    const seen = newest[op.entity].get(op.id);
    if (!seen || op.version >= seen.version) newest[op.entity].set(op.id, op);
  }
  return newest;
}

async function patchConfirmed(db: UserDatabase, entity: EntityName, ops: Map<string, PatchOperation>, touched: EntityIds): Promise<void> {
  if (ops.size === 0) return;
  const table = db.confirmed(entity);
  const ids = [...ops.keys()];
  const existing = await table.bulkGet(ids);
  const rows: ConfirmedRow[] = [];
  ids.forEach((id, index) => {
    const op = ops.get(id)!;
    touched[entity].add(id);
    // A late or repeated answer never puts an older version over a newer one.
    const current = existing[index];
    if (!current || current.version <= op.version) rows.push({ ...op.value, version: op.version } as ConfirmedRow);
  });
  await table.bulkPut(rows as never[]);
}

/**
 * Applies a pull in ONE transaction (design/sync.md §2): patches the confirmed tables (or replaces them on a reset),
 * drops the outbox rows the server has consumed (`mutationId <= lastMutationIds[clientId]`, applied or rejected),
 * recomputes the touched view rows as confirmed ⊕ the remaining pending outbox replayed in order, and moves the
 * cursor, only ever forward. Afterwards view = confirmed ⊕ pending outbox; with an empty outbox, view = confirmed.
 */
export async function applyPull(db: UserDatabase, batch: PullBatch, now: number = Date.now()): Promise<PullApplied> {
  const queued = await db.outbox.toArray();
  return withCatalog(db, catalogIdsOf(queued), (catalog) =>
    db.transaction('rw', [...db.confirmedTables, ...db.viewTables, db.outbox, db.meta, db.notices], async () => {
      const meta = await db.readMeta();
      const touched = emptyIds();
      if (batch.reset) for (const table of db.confirmedTables) await table.clear();
      const newest = newestPerRow(batch.patch);
      // An entity this database has no table for yet (opened at an older local version) comes with the full pull its upgrade asks for.
      for (const entity of db.syncedEntities) await patchConfirmed(db, entity, newest[entity], touched);

      const consumed = batch.lastMutationIds[meta.clientId] ?? 0;
      const dropped = await db.outbox.where('mutationId').belowOrEqual(consumed).toArray();
      if (dropped.length > 0) {
        await db.outbox.bulkDelete(dropped.map((row) => row.mutationId));
        addTargets(touched, dropped);
      }
      // A dismissed notice of a confirmed mutation can no longer come back with a resent push: forget it.
      await db.notices.filter((notice) => notice.dismissedAt !== null && notice.mutationId <= consumed).delete();

      await rebuildViews(db, catalog, batch.reset ? 'all' : touched);
      const cursor = Math.max(meta.cursor, batch.cursor);
      await db.meta.put({
        ...meta,
        cursor,
        acknowledgedMutationId: Math.max(meta.acknowledgedMutationId, consumed),
        lastSyncedAt: now,
        resetPending: false,
        schemaVersion,
      });
      return { dropped: dropped.length, cursor };
    }),
  );
}
