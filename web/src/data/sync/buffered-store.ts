import { entityNames, type CatalogPaint, type EntityName, type EntityRows, type MutationStore } from '@paintforge/sync-protocol';

/**
 * A MutationStore that keeps a mutator's writes in memory over another store's rows, and hands them over only
 * when `flush` is called. One row of a batch of local writes runs its mutator on one: IndexedDB has no savepoint,
 * so a mutator refused half-way must have written nothing for the rows after it to be saved in the same
 * transaction (the server's savepoint per mutation, design §4, on this side).
 */
export class BufferedStore implements MutationStore {
  // One map per entity, from the protocol's list, so an entity added there is buffered here without an edit.
  private readonly written = Object.fromEntries(entityNames.map((entity) => [entity, new Map()])) as {
    [E in EntityName]: Map<string, EntityRows[E]>;
  };

  constructor(private readonly base: MutationStore) {}

  async get<E extends EntityName>(entity: E, id: string): Promise<EntityRows[E] | undefined> {
    return (this.written[entity] as Map<string, EntityRows[E]>).get(id) ?? (await this.base.get(entity, id));
  }

  async put<E extends EntityName>(entity: E, row: EntityRows[E]): Promise<void> {
    (this.written[entity] as Map<string, EntityRows[E]>).set(row.id, row);
  }

  getCatalogPaint(id: string): Promise<CatalogPaint | undefined> {
    return this.base.getCatalogPaint(id);
  }

  /** The base's count, corrected by each buffered recipe row that joins or leaves the project's live rows. */
  async countRecipeRows(projectId: string): Promise<number> {
    let count = await this.base.countRecipeRows(projectId);
    for (const row of this.written.recipe.values()) {
      const before = await this.base.get('recipe', row.id);
      const wasLive = before?.projectId === projectId && before.deletedAt === null;
      const isLive = row.projectId === projectId && row.deletedAt === null;
      count += Number(isLive) - Number(wasLive);
    }
    return count;
  }

  /** Writes the buffered rows to the base store. */
  async flush(): Promise<void> {
    for (const entity of entityNames) {
      for (const row of this.written[entity].values()) await this.base.put(entity, row);
    }
  }
}
