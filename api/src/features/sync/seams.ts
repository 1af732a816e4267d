import type { MutationStore, PushMutation } from '@paintforge/sync-protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ConsumedMutation } from './apply.js';
import type { PushOutcome } from './service.js';

/**
 * Test seams of the write path; production passes none. The sync property suite uses them to make a fault that may
 * pass strike after a mutation's first writes (the transaction must roll back), and to build deliberately broken
 * servers that the suite has to catch (sync-tests/broken-servers.test.ts, and out of process
 * sync-tests/faults-broken*.test.ts). Kept to five hooks so no server code is copied to build a variant.
 */
export interface SyncSeams {
  /** Wraps the store the mutators write through, inside the mutation's transaction. */
  wrapStore?(store: MutationStore): MutationStore;
  /**
   * Runs inside the transaction of a mutation that was already consumed (a re-delivery), before the log answers it.
   * `reapply` runs the mutation again on the current rows; a correct server never calls it.
   */
  redelivered?(reapply: () => Promise<unknown>): Promise<void>;
  /** The log rows a push writes at its end, given the mutations it consumed in order; a correct server writes them all. */
  logEntries?(consumed: readonly ConsumedMutation[]): readonly ConsumedMutation[];
  /**
   * Runs the push of `mutations` by `clientId`: `work` in a transaction, answering its outcome. A correct server
   * answers once the transaction committed: what runs without this seam.
   */
  pushTransaction?(push: {
    db: Kysely<Database>;
    clientId: string;
    mutations: readonly PushMutation[];
    work: (trx: Kysely<Database>) => Promise<PushOutcome>;
  }): Promise<PushOutcome>;
  /** The clients' last consumed mutation ids a pull reports, given the database's; a correct server reports those. */
  pulledProgress?(stored: Record<string, number>): Record<string, number>;
}
