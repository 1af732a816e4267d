import type { CatalogPaint } from '../catalog.js';
import type { ErrorCode } from '../errors.js';
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
}

/** A mutation refused for good. It is still consumed, so a bad one never blocks the queue (sync.md §4). */
export class MutationRejected extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MutationRejected';
  }
}

/** Something the user should hear about although the mutation was applied (sync.md §5). */
export interface MutationNotice {
  code: 'edited-deleted';
  message: string;
}

export interface MutationResult {
  notices: MutationNotice[];
}
