import { MutationRejected, prepareCall, type ArgsOf, type MutationDefinition, type MutationNotice, type PreparedMutation } from '@paintforge/sync-protocol';
import { BufferedStore } from './buffered-store';
import type { BlobRow, OutboxRow, UserDatabase } from './database';
import { catalogIdsOf, viewStore, withCatalog, type CatalogSnapshot } from './replay';

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

/** A change called by reference, checked once: what is queued (name and arguments as sent) and what is applied. */
interface LocalCall {
  name: string;
  /** The arguments as the server will read them, which the outbox keeps. */
  sent: unknown;
  prepared: PreparedMutation;
}

/**
 * A tap's change, made ready once: its arguments made what the server will read (JSON has no `undefined`, and
 * `{name: undefined}` must not count as a change here when the server sees `{}`), then checked by its schema. The
 * local write applies the parsed arguments and queues the sent ones; nothing is parsed or copied again on the way.
 */
function localCall(mutation: MutationDefinition, args: unknown): LocalCall {
  const sent = JSON.parse(JSON.stringify(args ?? null)) as unknown;
  return { name: mutation.key, sent, prepared: prepareCall(mutation, sent) };
}

/**
 * A local write (design property 8): the shared mutator runs on the view tables and the outbox row is appended
 * with the next mutation id, in ONE transaction, so both are saved or neither is. The mutation id comes from
 * meta.nextMutationId in that transaction, never from an auto-increment whose counter an aborted transaction may
 * not roll back: the server needs 1, 2, 3… without gaps. A MutationRejected (the form's message) is thrown to the
 * caller and nothing is saved.
 */
export async function mutate<M extends MutationDefinition>(db: UserDatabase, mutation: M, args: ArgsOf<M>, options: MutateOptions = {}): Promise<LocalWrite> {
  const call = localCall(mutation, args);
  return withCatalog(db, call.prepared.touches.catalogPaints, (catalog) =>
    // An async scope: Dexie keeps the transaction open across an async function's awaits, not a plain function's native promise.
    db.transaction('rw', localWriteTables(db), async () => writer(db, catalog, options)(call, options)),
  );
}

/**
 * An outbox row queued as it is, with no check and nothing applied to the view: a change this device would refuse,
 * for tests of the server's refusals (testing/enqueue-unchecked.ts). The app always goes through `mutate`.
 */
export async function queueUnchecked(db: UserDatabase, name: string, args: unknown, options: MutateOptions = {}): Promise<LocalWrite> {
  const sent = JSON.parse(JSON.stringify(args ?? null)) as unknown;
  return db.transaction('rw', localWriteTables(db), async () => ({
    mutationId: await appendToOutbox(db, name, sent, options),
    notices: [],
  }));
}

/** Saves one change inside a batch's transaction; the same arguments as `mutate` (or screen.ts's writeLocal). */
export type LocalWriter = <M extends MutationDefinition>(mutation: M, args: ArgsOf<M>, options?: Pick<MutateOptions, 'blobs'>) => Promise<LocalWrite>;

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
  return withCatalog(db, catalogIdsOf(options.catalogFor ?? []), (catalog) =>
    db.transaction('rw', localWriteTables(db), async () => {
      const save = writer(db, catalog, options);
      const write: LocalWriter = (mutation, args, writeOptions) => save(localCall(mutation, args), writeOptions);
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
function writer(db: UserDatabase, catalog: CatalogSnapshot, options: Pick<MutateOptions, 'now'>) {
  return async ({ name, sent, prepared }: LocalCall, { blobs = [] }: Pick<MutateOptions, 'blobs'> = {}): Promise<LocalWrite> => {
    const buffer = new BufferedStore(viewStore(db, catalog));
    const { notices } = await prepared.definition.apply(buffer, prepared.args);
    await buffer.flush();
    return { mutationId: await appendToOutbox(db, name, sent, { ...options, blobs }), notices };
  };
}

/** Stores the change's photos (kept as they are when already stored) and its outbox row with the next mutation id. */
async function appendToOutbox(db: UserDatabase, name: string, args: unknown, { blobs = [], now }: MutateOptions): Promise<number> {
  for (const blob of blobs) {
    if (!(await db.blobs.get(blob.sha256))) await db.blobs.add(blob);
  }
  const meta = await db.readMeta();
  const mutationId = meta.nextMutationId;
  await db.meta.put({ ...meta, nextMutationId: mutationId + 1 });
  const createdAt = (now?.() ?? new Date()).toISOString();
  const row: OutboxRow = { mutationId, name, args, createdAt, status: 'pending', attempts: 0, lastError: null };
  await db.outbox.add(row);
  return mutationId;
}
