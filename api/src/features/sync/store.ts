import type { Kysely } from 'kysely';
import { MutationRejected, type CatalogPaint, type EntityName, type EntityRows, type MutationStore } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { ownsBlob } from '../blobs/service.js';
import { tableOf, toEntityRow, toStoredValues, type StoredRow } from './rows.js';

export const uploadPhotoFirstMessage = 'Upload the photo before saving the miniature.';

export interface StoreScope {
  /** Every read and write is this user's; another user's row reads as undefined, so the mutator says not-found. */
  userId: string;
  /** The version of the push transaction, stamped on every row written. */
  version: number;
  /** A paint of the shared catalog (the in-memory catalog). */
  findCatalogPaint(id: string): CatalogPaint | undefined;
}

// Tables are picked per entity at run time; their shapes are checked by the row mapping in rows.ts.
type LooseDatabase = Record<string, { id: string; userId: string | null }>;

/**
 * The server's MutationStore: the sync-protocol mutators run on it inside one push transaction (`trx`), so their
 * reads see the transaction's own writes and everything rolls back together.
 */
export function createMutationStore(trx: Kysely<Database>, scope: StoreScope): MutationStore {
  const loose = trx as unknown as Kysely<LooseDatabase>;
  return {
    async get<E extends EntityName>(entity: E, id: string): Promise<EntityRows[E] | undefined> {
      const table: string = tableOf[entity];
      const row = await loose.selectFrom(table).selectAll().where('id', '=', id).where('userId', '=', scope.userId).executeTakeFirst();
      return row === undefined ? undefined : toEntityRow(entity, row as unknown as StoredRow<E>);
    },

    async put<E extends EntityName>(entity: E, row: EntityRows[E]): Promise<void> {
      if (entity === 'project') await requireOwnPhoto(trx, scope.userId, (row as EntityRows['project']).imageHash);
      const values = toStoredValues(entity, row, { userId: scope.userId, version: scope.version });
      const { id: _id, userId: _userId, ...changes } = values;
      const table: string = tableOf[entity];
      const result = await loose
        .insertInto(table)
        .values(values as never)
        // Ids are global; the WHERE makes an id taken by another user (or by the catalog) a conflict, never a takeover.
        .onConflict((conflict) => conflict.column('id').doUpdateSet(changes as never).where(`${table}.userId` as never, '=', scope.userId as never))
        .executeTakeFirst();
      if (result.numInsertedOrUpdatedRows === 0n) throw new MutationRejected('conflict', 'This id is already used. Please try again.');
    },

    async getCatalogPaint(id: string): Promise<CatalogPaint | undefined> {
      return scope.findCatalogPaint(id);
    },
  };
}

/** A project may only point at a photo its user uploaded (sync.md §5: blobs are uploaded before the mutation). */
async function requireOwnPhoto(trx: Kysely<Database>, userId: string, imageHash: string | null): Promise<void> {
  if (imageHash !== null && !(await ownsBlob(trx, userId, imageHash))) throw new MutationRejected('not-found', uploadPhotoFirstMessage);
}
