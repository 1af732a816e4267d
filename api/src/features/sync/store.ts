import type { Kysely } from 'kysely';
import { MutationRejected, type CatalogPaint, type EntityName, type EntityRows, type MutationStore } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { entityTables } from './entity-tables.js';
import { compiledQuery } from '../../db/compiled-queries.js';

// Run by every recipe paint added, so compiled once (compiled-queries.ts) like the entity tables' statements.
const countLiveRecipeRows = compiledQuery((db, v: { userId: string; projectId: string }) =>
  db
    .selectFrom('projectPaint')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', v.userId)
    .where('projectId', '=', v.projectId)
    .where('deletedAt', 'is', null),
);

export interface StoreScope {
  /** Every read and write is this user's; another user's row reads as undefined, so the mutator says not-found. */
  userId: string;
  /** The version of the push transaction, stamped on every row written. */
  version: number;
  /** A paint of the shared catalog (the in-memory catalog). */
  findCatalogPaint(id: string): CatalogPaint | undefined;
}

/**
 * The server's MutationStore: the sync-protocol mutators run on it inside one push transaction (`trx`), so their
 * reads see the transaction's own writes and everything rolls back together.
 */
export function createMutationStore(trx: Kysely<Database>, scope: StoreScope): MutationStore {
  return {
    get<E extends EntityName>(entity: E, id: string): Promise<EntityRows[E] | undefined> {
      return entityTables[entity].get(trx, scope.userId, id);
    },

    async put<E extends EntityName>(entity: E, row: EntityRows[E]): Promise<void> {
      const stored = await entityTables[entity].put(trx, row, { userId: scope.userId, version: scope.version });
      if (!stored) throw new MutationRejected('conflict', 'This id is already used. Please try again.', { subject: entity });
    },

    async getCatalogPaint(id: string): Promise<CatalogPaint | undefined> {
      return scope.findCatalogPaint(id);
    },

    async countRecipeRows(projectId: string): Promise<number> {
      const { count } = (await countLiveRecipeRows(trx, { userId: scope.userId, projectId })).rows[0]!;
      return Number(count);
    },
  };
}
