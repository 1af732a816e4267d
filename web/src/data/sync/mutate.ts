import { applyMutation, type MutationNotice } from '@paintforge/sync-protocol';
import type { BlobRow, OutboxRow, UserDatabase } from './database';
import type { MutationInput, MutationName } from './mutation-names';
import { viewStore, withCatalog } from './replay';

export interface LocalWrite {
  /** The outbox row's id: this device's next mutation id. */
  mutationId: number;
  /** What the mutator said (an edit of an item deleted elsewhere, as far as this device knows). */
  notices: MutationNotice[];
}

export interface MutateOptions {
  /** Photos the mutation refers to, saved in the same transaction (kept as they are when already stored). */
  blobs?: readonly BlobRow[];
  /** The outbox row's createdAt; now by default. */
  now?: () => Date;
}

/**
 * Arguments as the server will read them: JSON has no `undefined`, and `{name: undefined}` must not count as a
 * change here when the server sees `{}`.
 */
function asSent(args: unknown): unknown {
  return JSON.parse(JSON.stringify(args ?? null)) as unknown;
}

/**
 * A local write (design property 8): the shared mutator runs on the view tables and the outbox row is appended
 * with the next mutation id, in ONE transaction, so both are saved or neither is. The mutation id comes from
 * meta.nextMutationId in that transaction, never from an auto-increment whose counter an aborted transaction may
 * not roll back: the server needs 1, 2, 3… without gaps. A MutationRejected (the form's message) is thrown to the
 * caller and nothing is saved.
 */
export async function mutate<N extends MutationName>(db: UserDatabase, name: N, args: MutationInput<N>, options: MutateOptions = {}): Promise<LocalWrite> {
  return queueLocalWrite(db, name, args, options, true);
}

/**
 * The local write itself: the outbox row, with the mutator applied to the view first when `applyLocally` (always,
 * in the app: `mutate`). Without it, a change this device would refuse can be queued (testing/enqueue-unchecked.ts).
 */
export async function queueLocalWrite(db: UserDatabase, name: string, sentArgs: unknown, options: MutateOptions, applyLocally: boolean): Promise<LocalWrite> {
  const args = asSent(sentArgs);
  const createdAt = (options.now?.() ?? new Date()).toISOString();
  return withCatalog(db, [{ name, args }], (catalog) =>
    db.transaction('rw', [...db.viewTables, db.outbox, db.meta, db.blobs], async () => {
      const { notices } = applyLocally ? await applyMutation(viewStore(db, catalog), name, args) : { notices: [] };
      for (const blob of options.blobs ?? []) {
        if (!(await db.blobs.get(blob.sha256))) await db.blobs.add(blob);
      }
      const meta = await db.readMeta();
      const mutationId = meta.nextMutationId;
      await db.meta.put({ ...meta, nextMutationId: mutationId + 1 });
      const row: OutboxRow = { mutationId, name, args, createdAt, status: 'pending', attempts: 0, lastError: null };
      await db.outbox.add(row);
      return { mutationId, notices };
    }),
  );
}
