import { consumeMutationId } from '../../api/src/features/sync/apply.js';
import { TransientFault, isTransient } from '../../api/src/features/sync/faults.js';
import type { SyncSeams } from '../../api/src/features/sync/seams.js';

/**
 * Deliberately broken servers for the fault harness, one per check it makes, each built from the real server through
 * its test seams (api/src/features/sync/seams.ts) and run as a real process (broken-server.ts). The harness must
 * catch each (faults-broken*.test.ts); if it passed one, it could not tell that failure from a good server.
 */
/** What the write-behind server below has answered, by client: its memory, lost with the process. */
const answered = new Map<string, number>();

export const brokenServers = {
  /**
   * Answers a push as soon as its work is done, and reports it consumed to pulls from memory at once, but commits a
   * second later (a write-behind): a crash in between loses writes every device was told were saved, and
   * forgot. (The device drops a change only once a pull reports it consumed, so answering the push alone early would
   * not lose it; this server's pulls say so too.) Caught by "every acknowledged mutation is present exactly once".
   */
  'acknowledges before commit': {
    pushTransaction: ({ db, clientId, work }) =>
      new Promise((answer, fail) => {
        db.transaction()
          .execute(async (trx) => {
            const outcome = await work(trx);
            if (outcome.kind === 'done') answered.set(clientId, outcome.response.lastMutationId);
            answer(outcome);
            await new Promise((resolve) => setTimeout(resolve, 1000));
            return outcome;
          })
          // After the answer, a failed commit is heard by nobody.
          .catch(fail);
      }),
    pulledProgress: (stored) =>
      Object.fromEntries(Object.entries(stored).map(([clientId, id]) => [clientId, Math.max(id, answered.get(clientId) ?? 0)])),
  },
  /**
   * Takes a re-sent mutation it already applied for one still in flight and asks the device to come back later, every
   * time: after a partition ate an answer, the device re-sends and is never let through. Caught by "not stuck".
   */
  'leaves a device stuck after a partition': {
    redelivered: () => Promise.reject(new TransientFault('a re-sent mutation: perhaps still being applied')),
  },
  /**
   * When its Postgres connection is cut mid-push, takes the push for committed (the cut may have come during its
   * COMMIT, which may have gone through): marks its mutations consumed on a fresh connection and answers them applied.
   * When the cut came before the commit, their writes died with the transaction; pulls report them consumed, so the
   * device forgets them. Caught by "every acknowledged mutation is present exactly once".
   */
  'loses a write on a Postgres connection cut': {
    async pushTransaction({ db, clientId, mutations, work }) {
      try {
        return await db.transaction().execute(work);
      } catch (error) {
        if (!isTransient(error) || mutations.length === 0) throw error;
        const lastMutationId = Math.max(...mutations.map((mutation) => mutation.id));
        await consumeMutationId(db, { clientId, mutationId: lastMutationId });
        return { kind: 'done', response: { lastMutationId, results: mutations.map(({ id }) => ({ id, status: 'applied' as const })) } };
      }
    },
  },
} satisfies Record<string, SyncSeams>;

export type BrokenServerName = keyof typeof brokenServers;
