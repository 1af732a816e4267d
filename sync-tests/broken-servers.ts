import { MutationRejected, type EntityName, type EntityRows, type MutationStore } from '@paintforge/sync-protocol';
import type { SyncSeams } from '../api/src/features/sync/seams.js';

/**
 * Deliberately broken servers, built from the real one through its test seams (api/src/features/sync/seams.ts).
 * The property suite must fail on each: if it passed, it could not tell a lost or doubled write from a good one.
 */
export const brokenServers = {
  /** Applies a re-delivered mutation again instead of answering it from the log (so a lost answer doubles a delta). */
  'reapplies re-delivered mutations': {
    async redelivered(reapply) {
      try {
        await reapply();
      } catch (error) {
        // A create's second application is refused; the broken server shrugs, as it does for the rest.
        if (!(error instanceof MutationRejected)) throw error;
      }
    },
  },
  /** Its store keeps a stored paint's quantity whatever a mutation writes: every quantity change is silently lost. */
  'drops quantity changes': {
    wrapStore: (store: MutationStore): MutationStore => ({
      ...store,
      async put<E extends EntityName>(entity: E, row: EntityRows[E]) {
        const before = entity === 'paint' ? await store.get('paint', row.id) : undefined;
        await store.put(entity, before ? ({ ...row, quantity: before.quantity } as EntityRows[E]) : row);
      },
    }),
  },
  /**
   * Commits every mutation's effects, but when a later mutation of the same push is refused it loses the log rows
   * of the ones applied before it (as a server that logged each mutation only once the next one had passed would).
   */
  'loses the log rows of a push when a later mutation fails': {
    logEntries(consumed) {
      const lastRefused = consumed.findLastIndex((entry) => entry.outcome.status === 'rejected');
      return consumed.filter((entry, index) => index >= lastRefused || entry.outcome.status === 'rejected');
    },
  },
} satisfies Record<string, SyncSeams>;
