import {
  entityNames,
  applyMutation,
  isDelivery,
  MutationRejected,
  type CatalogPaint,
  type EntityName,
  type EntityRows,
  type MutationStore,
  touchesOf,
} from '@paintforge/sync-protocol';
import type { CatalogLookup, ConfirmedRow, OutboxRow, UserDatabase } from './database';

/** Row ids per entity. */
export type EntityIds = Record<EntityName, Set<string>>;

export function emptyIds(): EntityIds {
  return Object.fromEntries(entityNames.map((entity) => [entity, new Set()])) as EntityIds;
}

export function addTargets(ids: EntityIds, rows: Iterable<Pick<OutboxRow, 'name' | 'args'>>): EntityIds {
  for (const row of rows) {
    const touches = touchesOf(row.name, row.args);
    // A delivery has no row to rebuild.
    if (!touches || isDelivery(touches.entity)) continue;
    ids[touches.entity].add(touches.rowId);
    for (const row of touches.moreRows) ids[row.entity].add(row.id);
  }
  return ids;
}

export function withoutVersion<E extends EntityName>(row: ConfirmedRow<E>): EntityRows[E];
export function withoutVersion<E extends EntityName>(row: ConfirmedRow<E> | undefined): EntityRows[E] | undefined;
export function withoutVersion<E extends EntityName>(row: ConfirmedRow<E> | undefined): EntityRows[E] | undefined {
  if (!row) return undefined;
  const { version: _version, ...rest } = row;
  return rest as unknown as EntityRows[E];
}

/** Thrown inside a transaction that needs a catalog paint it did not load beforehand. */
export class CatalogNotLoaded extends Error {
  constructor(readonly paintId: string) {
    super(`Catalog paint ${paintId} was not loaded before the transaction`);
    this.name = 'CatalogNotLoaded';
  }
}

function findCatalogNotLoaded(error: unknown): CatalogNotLoaded | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof CatalogNotLoaded) return current;
    const next = current as { inner?: unknown; cause?: unknown };
    current = next.inner ?? next.cause;
  }
  return null;
}

/**
 * The catalog paints a transaction may read, fetched before it starts. The catalog is another database; awaiting it
 * inside a Dexie transaction of the user's database would let IndexedDB commit that transaction half-way.
 */
export class CatalogSnapshot {
  private readonly paints = new Map<string, CatalogPaint | null>();

  constructor(private readonly lookup: CatalogLookup) {}

  async load(ids: Iterable<string>): Promise<void> {
    for (const id of ids) {
      if (!this.paints.has(id)) this.paints.set(id, (await this.lookup(id)) ?? null);
    }
  }

  get(id: string): CatalogPaint | undefined {
    if (!this.paints.has(id)) throw new CatalogNotLoaded(id);
    return this.paints.get(id) ?? undefined;
  }
}

export function catalogIdsOf(rows: Iterable<Pick<OutboxRow, 'name' | 'args'>>): string[] {
  return [...rows].flatMap((row) => touchesOf(row.name, row.args)?.catalogPaints ?? []);
}

const maxCatalogRetries = 5;

/**
 * Runs `work` (which opens a transaction) with `catalogPaints` (what its mutations read: catalogIdsOf) loaded first. Should the
 * transaction meet one more (a write queued meanwhile), it is loaded and the whole work runs again: nothing of the
 * aborted attempt was saved.
 */
export async function withCatalog<T>(db: UserDatabase, catalogPaints: Iterable<string>, work: (catalog: CatalogSnapshot) => Promise<T>): Promise<T> {
  const catalog = new CatalogSnapshot(db.catalog);
  await catalog.load(catalogPaints);
  for (let attempt = 0; ; attempt++) {
    try {
      return await work(catalog);
    } catch (error) {
      const missing = findCatalogNotLoaded(error);
      if (!missing || attempt >= maxCatalogRetries) throw error;
      await catalog.load([missing.paintId]);
    }
  }
}

/** The MutationStore of local writes: the view tables, inside the caller's transaction. */
export function viewStore(db: UserDatabase, catalog: CatalogSnapshot): MutationStore {
  return {
    get: (entity, id) => db.view(entity).get(id),
    put: async (entity, row) => {
      await db.view(entity).put(row);
    },
    getCatalogPaint: async (id) => catalog.get(id),
    countRecipeRows: (projectId) =>
      db
        .view('recipe')
        .where('projectId')
        .equals(projectId)
        .filter((row) => row.deletedAt === null)
        .count(),
  };
}

/** Reads the confirmed rows and keeps every write in memory: the pending outbox replayed over the server's rows. */
class ReplayStore implements MutationStore {
  readonly written = Object.fromEntries(entityNames.map((entity) => [entity, new Map()])) as { [E in EntityName]: Map<string, EntityRows[E]> };

  constructor(
    private readonly db: UserDatabase,
    private readonly catalog: CatalogSnapshot,
  ) {}

  async get<E extends EntityName>(entity: E, id: string): Promise<EntityRows[E] | undefined> {
    const written = (this.written[entity] as Map<string, EntityRows[E]>).get(id);
    if (written) return written;
    return withoutVersion(await this.db.confirmed(entity).get(id));
  }

  async put<E extends EntityName>(entity: E, row: EntityRows[E]): Promise<void> {
    (this.written[entity] as Map<string, EntityRows[E]>).set(row.id, row);
  }

  async getCatalogPaint(id: string): Promise<CatalogPaint | undefined> {
    return this.catalog.get(id);
  }

  /** The confirmed rows (unindexed by project: one scan, only when a replayed add asks) with this replay's writes over them. */
  async countRecipeRows(projectId: string): Promise<number> {
    const live = new Set<string>();
    await this.db.confirmed('recipe').each((row) => {
      if (row.projectId === projectId && row.deletedAt === null) live.add(row.id);
    });
    for (const row of this.written.recipe.values()) {
      if (row.projectId === projectId && row.deletedAt === null) live.add(row.id);
      else live.delete(row.id);
    }
    return live.size;
  }
}

/** The pending outbox in mutation-id order (the primary key's order). */
export async function pendingOutbox(db: UserDatabase): Promise<OutboxRow[]> {
  return db.outbox.filter((row) => row.status === 'pending').toArray();
}

/**
 * Recomputes view rows from the confirmed tables and the pending outbox replayed in order. `touched` names the
 * rows whose confirmed row or outbox changed; the rows the outbox writes are always recomputed too, and 'all'
 * rebuilds every view table. Must run inside a rw transaction over the confirmed, view and outbox tables.
 *
 * Rows outside that set need no work: their confirmed row did not change and no pending mutation writes them, so
 * their view row is already their confirmed row.
 */
export async function rebuildViews(db: UserDatabase, catalog: CatalogSnapshot, touched: EntityIds | 'all'): Promise<void> {
  const pending = await pendingOutbox(db);
  const store = new ReplayStore(db, catalog);
  for (const row of pending) {
    try {
      await applyMutation(store, row.name, row.args);
    } catch (error) {
      // Refused here as it would be on the server: it changes nothing; the push brings the server's word on it.
      if (!(error instanceof MutationRejected)) throw error;
    }
  }
  for (const entity of db.syncedEntities)
    await rebuildEntity(db, entity, store.written[entity], touched === 'all' ? 'all' : addTargets(touched, pending)[entity]);
}

async function rebuildEntity<E extends EntityName>(db: UserDatabase, entity: E, written: Map<string, EntityRows[E]>, ids: Set<string> | 'all'): Promise<void> {
  const view = db.view(entity);
  const confirmed = db.confirmed(entity);
  if (ids === 'all') {
    await view.clear();
    await view.bulkPut((await confirmed.toArray()).map((row) => withoutVersion(row)));
    await view.bulkPut([...written.values()]);
    return;
  }
  const keys = [...new Set([...ids, ...written.keys()])];
  if (keys.length === 0) return;
  const rows = await confirmed.bulkGet(keys);
  const put: EntityRows[E][] = [];
  const gone: string[] = [];
  keys.forEach((id, index) => {
    const row = written.get(id) ?? withoutVersion(rows[index]);
    if (row) put.push(row);
    else gone.push(id);
  });
  await view.bulkPut(put);
  await view.bulkDelete(gone);
}
