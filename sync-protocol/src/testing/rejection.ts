import { MutationRejected } from '../mutation-rejected.js';

/** The MutationRejected a mutation's promise ends in; anything else (success, another error) fails the test. */
export async function rejection(promise: Promise<unknown>): Promise<MutationRejected> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MutationRejected) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}
