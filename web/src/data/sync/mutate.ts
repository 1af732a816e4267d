import { applyMutation, MutationRejected, type MutationNotice } from '@paintforge/sync-protocol';
import { BufferedStore } from './buffered-store';
import type { BlobRow, OutboxRow, UserDatabase } from './database';
import type { MutationInput, MutationName } from './mutation-names';
import { viewStore, withCatalog, type CatalogSnapshot } from './replay';

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
  return withCatalog(db, [{ name, args }], (catalog) =>
    // An async scope: Dexie keeps the transaction open across an async function's awaits, not a plain function's native promise.
    db.transaction('rw', localWriteTables(db), async () => writer(db, catalog, options, applyLocally)(name, args, options)),
  );
}

/** Saves one change inside a batch's transaction; the same arguments as `mutate` (or screen.ts's writeLocal). */
export type LocalWriter = <N extends MutationName>(name: N, args: MutationInput<N>, options?: Pick<MutateOptions, 'blobs'>) => Promise<LocalWrite>;

/**
 * One row of a batch: it reads what it needs from `db` (inside the batch's transaction, so as the rows before it
 * left the view) and saves its change, usually one, through `write`.
 */
export type BatchStep<T> = (write: LocalWriter, db: UserDatabase) => Promise<T>;

/** What became of one row of a batch: its step's answer, or the refusal that saved nothing of it. */
export type StepOutcome<T> = { ok: true; value: T } | { ok: false; error: MutationRejected };

export interface BatchOptions extends Pick<MutateOptions, 'now'> {
  /**
   * Mutations (or close guesses of them) whose catalog paints the steps may read, loaded before the transaction
   * (replay.ts withCatalog): the catalog is another database. One missed is loaded and the batch run again.
   */
  catalogFor?: Iterable<Pick<OutboxRow, 'name' | 'args'>>;
}

/**
 * Many local writes in ONE transaction, so that an import of thousands of rows costs a transaction (and a redraw of
 * every live query) per batch instead of per row. Each change is still its own mutation with its own id, applied
 * and queued exactly as `mutate` would. A step refused (MutationRejected) saves nothing of its change, for the
 * mutator runs on a BufferedStore, and the steps after it go on; its outcome carries the refusal. Any other error
 * (storage full, a closed database) aborts the whole batch and is thrown: none of its rows is saved.
 *
 * Steps may run twice (a catalog paint loaded late): they must keep what they learn to themselves until this
 * answers.
 */
export async function mutateBatch<T>(db: UserDatabase, steps: readonly BatchStep<T>[], options: BatchOptions = {}): Promise<StepOutcome<T>[]> {
  return withCatalog(db, options.catalogFor ?? [], (catalog) =>
    db.transaction('rw', localWriteTables(db), async () => {
      const write = writer(db, catalog, options, true);
      const outcomes: StepOutcome<T>[] = [];
      for (const step of steps) {
        try {
          outcomes.push({ ok: true, value: await step(write, db) });
        } catch (error) {
          if (!(error instanceof MutationRejected)) throw error;
          outcomes.push({ ok: false, error });
        }
      }
      return outcomes;
    }),
  );
}

const localWriteTables = (db: UserDatabase) => [...db.viewTables, db.outbox, db.meta, db.blobs];

/**
 * Saves changes inside the caller's transaction: each one's mutator on a BufferedStore over the view (its rows
 * written only when it was not refused), its photos, and its outbox row with the next mutation id.
 */
function writer(db: UserDatabase, catalog: CatalogSnapshot, options: Pick<MutateOptions, 'now'>, applyLocally: boolean) {
  return async (name: string, sentArgs: unknown, { blobs = [] }: Pick<MutateOptions, 'blobs'> = {}): Promise<LocalWrite> => {
    const args = asSent(sentArgs);
    const createdAt = (options.now?.() ?? new Date()).toISOString();
    const buffer = new BufferedStore(viewStore(db, catalog));
    const { notices } = applyLocally ? await applyMutation(buffer, name, args) : { notices: [] };
    await buffer.flush();
    for (const blob of blobs) {
      if (!(await db.blobs.get(blob.sha256))) await db.blobs.add(blob);
    }
    const meta = await db.readMeta();
    const mutationId = meta.nextMutationId;
    await db.meta.put({ ...meta, nextMutationId: mutationId + 1 });
    const row: OutboxRow = { mutationId, name, args, createdAt, status: 'pending', attempts: 0, lastError: null };
    await db.outbox.add(row);
    return { mutationId, notices };
  };
}
