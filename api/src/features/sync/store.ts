import type { Kysely } from 'kysely';
import { MutationRejected, type CatalogPaint, type EntityName, type EntityRows, type MutationStore } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { entityTables } from './entity-tables.js';

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
      const { count } = await trx
        .selectFrom('projectPaint')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', scope.userId)
        .where('projectId', '=', projectId)
        .where('deletedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
