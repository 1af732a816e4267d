import type { EntityName, EntityRows, MutationStore } from '@paintforge/sync-protocol';
import { TransientFault } from '../api/src/features/sync/faults.js';
import type { SyncSeams } from '../api/src/features/sync/seams.js';

/**
 * A fault inside the real server: once armed, the next row a mutation writes is written, and then the mutation fails
 * with a fault that may pass. The push answers 5xx, and its transaction must roll back everything it did (the
 * mutations before this one included: versions, rows, log), leaving every id unconsumed for the device's retry.
 */
export interface InjectedFault {
  readonly seams: SyncSeams;
  /** Arms the fault for the request about to be delivered; returns the disarm. */
  arm(): () => void;
  /** How many mutations it failed so far (a push without a write to fail leaves it unstruck). */
  readonly struck: number;
}

export function injectedFault(): InjectedFault {
  let armed = false;
  let struck = 0;
  const wrapStore = (store: MutationStore): MutationStore => ({
    ...store,
    async put<E extends EntityName>(entity: E, row: EntityRows[E]) {
      await store.put(entity, row);
      if (!armed) return;
      armed = false;
      struck += 1;
      throw new TransientFault(`injected after writing ${entity} ${row.id}`);
    },
  });
  return {
    seams: { wrapStore },
    arm() {
      armed = true;
      return () => {
        armed = false;
      };
    },
    get struck() {
      return struck;
    },
  };
}

/** Both sets of seams: `outer`'s store wraps `inner`'s, each one's re-delivery hook runs, and each filters the log in turn. */
export function composeSeams(inner: SyncSeams, outer: SyncSeams = {}): SyncSeams {
  const wrappers = [inner.wrapStore, outer.wrapStore].filter((wrap) => wrap !== undefined);
  const hooks = [inner.redelivered, outer.redelivered].filter((hook) => hook !== undefined);
  const filters = [inner.logEntries, outer.logEntries].filter((filter) => filter !== undefined);
  return {
    wrapStore: (store) => wrappers.reduce((wrapped, wrap) => wrap(wrapped), store),
    redelivered: async (reapply) => {
      for (const hook of hooks) await hook(reapply);
    },
    logEntries: (consumed) => filters.reduce((kept, filter) => filter(kept), consumed),
  };
}
