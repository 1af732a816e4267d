import type { UserDatabase } from '../database';
import { queueLocalWrite, type LocalWrite, type MutateOptions } from '../mutate';

/**
 * Queues a mutation WITHOUT applying it to the view first, for tests that need a change the server will refuse
 * (design property 9); the app itself always goes through `mutate`.
 */
export async function enqueueUnchecked(db: UserDatabase, name: string, args: unknown, options: MutateOptions = {}): Promise<LocalWrite> {
  return queueLocalWrite(db, name, args, options, false);
}
