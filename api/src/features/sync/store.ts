import type { Kysely } from 'kysely';
import { MutationRejected, type CatalogPaint, type EntityName, type EntityRows, type MutationStore } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { entityTables } from './entity-tables.js';
import { compiledQuery, runThen, type MaybePromise } from '../../db/compiled-queries.js';

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
  /** Counts every put before it is written (a push's quota check reads the count, apply.ts PushSpace). */
  putCount?: { puts: number };
}

const stored = Promise.resolve();

/** A promise of `answer`: the one the table answered on Postgres, an already settled one when it ran directly on SQLite. */
const settled = <T>(answer: MaybePromise<T>): Promise<T> => (answer instanceof Promise ? answer : Promise.resolve(answer));

function checkStored(entity: EntityName, written: boolean): void {
  if (!written) throw new MutationRejected('conflict', 'This id is already used. Please try again.', { subject: entity });
}

/**
 * The server's MutationStore: the sync-protocol mutators run on it inside one push transaction (`trx`), so their
 * reads see the transaction's own writes and everything rolls back together. On SQLite its statements run directly
 * on the connection, so a get or put answers a promise already settled, and no async frame is made per call
 * (docs/push-path.md, h34-sync).
 */
export function createMutationStore(trx: Kysely<Database>, scope: StoreScope): MutationStore {
  return {
    get<E extends EntityName>(entity: E, id: string): Promise<EntityRows[E] | undefined> {
      // A throw becomes a rejection, as from an async function.
      try {
        return settled(entityTables[entity].get(trx, scope.userId, id));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },

    put<E extends EntityName>(entity: E, row: EntityRows[E]): Promise<void> {
      try {
        if (scope.putCount) scope.putCount.puts += 1;
        const written = entityTables[entity].put(trx, row, { userId: scope.userId, version: scope.version });
        if (written instanceof Promise) return written.then((done) => checkStored(entity, done));
        checkStored(entity, written);
        return stored;
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },

    async getCatalogPaint(id: string): Promise<CatalogPaint | undefined> {
      return scope.findCatalogPaint(id);
    },

    countRecipeRows(projectId: string): Promise<number> {
      try {
        return settled(runThen(countLiveRecipeRows, trx, { userId: scope.userId, projectId }, ({ rows: [row] }) => Number(row!.count)));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
  };
}
