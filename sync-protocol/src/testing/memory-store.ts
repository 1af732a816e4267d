import type { CatalogPaint } from '../catalog.js';
import type { EntityName, EntityRows } from '../entities/index.js';
import type { MutationStore } from '../mutations/store.js';

// Rows are plain JSON data; a copy keeps callers from changing stored rows behind the store's back.
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A MutationStore in plain maps: the reference model for tests of the mutators and of sync. */
export class MemoryStore implements MutationStore {
  readonly tables: { [E in EntityName]: Map<string, EntityRows[E]> } = {
    paint: new Map(),
    project: new Map(),
    recipe: new Map(),
    pileSettings: new Map(),
    army: new Map(),
    unit: new Map(),
    scheme: new Map(),
  };

  constructor(readonly catalog: ReadonlyMap<string, CatalogPaint> = new Map()) {}

  async get<E extends EntityName>(entity: E, id: string): Promise<EntityRows[E] | undefined> {
    const row = this.tables[entity].get(id) as EntityRows[E] | undefined;
    return row && copy(row);
  }

  async put<E extends EntityName>(entity: E, row: EntityRows[E]): Promise<void> {
    (this.tables[entity] as Map<string, EntityRows[E]>).set(row.id, copy(row));
  }

  async getCatalogPaint(id: string): Promise<CatalogPaint | undefined> {
    return this.catalog.get(id);
  }

  async countRecipeRows(projectId: string): Promise<number> {
    let count = 0;
    for (const row of this.tables.recipe.values()) if (row.projectId === projectId && row.deletedAt === null) count++;
    return count;
  }
}
