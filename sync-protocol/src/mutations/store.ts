import type { CatalogPaint } from '../catalog.js';
import type { NoticeCode, NoticeParams } from '../errors.js';
import type { EntityName, EntityRows } from '../entities/index.js';

/**
 * What a mutator may read and write. The browser implements it over its Dexie view tables, the server over
 * Kysely inside the push transaction; both run the same mutators, so an optimistic result and the server's
 * agree. `get` returns tombstoned rows too: a mutator decides what a deleted row means.
 * Every implementation scopes reads and writes to one user: another user's row reads as undefined.
 */
export interface MutationStore {
  get<E extends EntityName>(entity: E, id: string): Promise<EntityRows[E] | undefined>;
  put<E extends EntityName>(entity: E, row: EntityRows[E]): Promise<void>;
  /** A paint of the shared catalog, for recipe rows that use one. */
  getCatalogPaint(id: string): Promise<CatalogPaint | undefined>;
  /** The live (not deleted) recipe rows of one project, for the bound on a recipe's length. */
  countRecipeRows(projectId: string): Promise<number>;
}

export { MutationRejected } from '../mutation-rejected.js';

/** Something the user should hear about although the mutation was applied (sync.md §5). */
export interface MutationNotice {
  code: NoticeCode;
  params: NoticeParams;
  /** English for API clients and older apps; the web words the code and params. */
  message: string;
}

export interface MutationResult {
  notices: MutationNotice[];
}
