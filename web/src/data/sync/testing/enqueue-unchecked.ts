import type { UserDatabase } from '../database';
import { queueUnchecked, type LocalWrite, type MutateOptions } from '../mutate';

/**
 * Queues a mutation WITHOUT applying it to the view first, for tests that need a change the server will refuse
 * (design property 9); the app itself always goes through `mutate`.
 */
export async function enqueueUnchecked(db: UserDatabase, name: string, args: unknown, options: MutateOptions = {}): Promise<LocalWrite> {
  return queueUnchecked(db, name, args, options);
}
