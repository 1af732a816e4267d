import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { v7 as uuidv7 } from 'uuid';
import type { UserDatabase } from './database';
import { mutate, mutateBatch, type BatchOptions, type BatchStep, type LocalWrite, type MutateOptions, type StepOutcome } from './mutate';
import type { ArgsOf, MutationDefinition } from '@paintforge/sync-protocol';
import { rememberTextsOf } from './my-texts';
import { isQuotaExceeded } from './quota';
import { reportWriteProblem } from './write-problems';
import { getActiveSync, notifyLocalWrite, requireDatabase, subscribeActiveSync } from './runtime';
import { useHasSyncUser } from '../account/sync-user';
import { getAuthState } from '../account/auth-state';
import { MutationRejected } from '@paintforge/sync-protocol';

/** What the screen API (data/paints.ts, projects.ts, recipes.ts) shares: the open database, live reads, writes. */

const activeDatabase = () => getActiveSync()?.db ?? null;

/** The signed-in (or last signed-in) painter's database, or null when there is none (yet). */
export function useActiveDatabase(): UserDatabase | null {
  return useSyncExternalStore(subscribeActiveSync, activeDatabase, () => null);
}

/**
 * A live read of the painter's database: re-runs when the rows it read change, in this tab or another. Undefined
 * while loading; `absent` when there is no database (nobody signed in on this device: spec §7's absent result).
 */
export function useUserLiveQuery<T>(query: (db: UserDatabase) => Promise<T>, deps: unknown[], absent: T): T | undefined {
  const db = useActiveDatabase();
  const hasSyncUser = useHasSyncUser();
  // The shell's sync runtime opens the database just after the first render. Until then a painter who is (or was)
  // signed in on this device is loading, not without data: no empty state flashes before their rows push it down.
  // (useLiveQuery keeps its last answer while the next query runs, so that answer is undefined too, not `absent`.)
  const opening = db === null && hasSyncUser;
  // The deps are the caller's: the query closes over exactly those and the database.
  return useLiveQuery(() => (db ? query(db) : opening ? undefined : absent), [db, opening, ...deps]);
}

/** A new id (UUIDv7: time-ordered, made on the device, so a change has its id before any network). */
export const newId = (): string => uuidv7();
/** Timestamps travel in the mutation's args; a mutator never reads the clock. */
export const nowIso = (): string => new Date().toISOString();

/**
 * Saves a change on this device and queues it for the server (one transaction), then lets the sync triggers know.
 * A full storage quota is reported to onWriteProblem listeners (write-problems.ts) and rethrown; a MutationRejected (the form's
 * message) and the 401 of no session are rethrown for the caller.
 */
export async function writeLocal<M extends MutationDefinition>(mutation: M, args: ArgsOf<M>, options?: MutateOptions): Promise<LocalWrite> {
  const written = await savedLocally((db) => mutate(db, mutation, args, options));
  rememberTextsOf(mutation.key, args);
  return written;
}

/**
 * Saves many changes as writeLocal does, in ONE transaction (mutate.ts mutateBatch): an import's batch of rows. A
 * refused row is in the outcomes and the others are saved; any other failure saves none of them and is thrown.
 */
export async function writeLocalBatch<T>(steps: readonly BatchStep<T>[], options?: BatchOptions): Promise<StepOutcome<T>[]> {
  return savedLocally((db) => mutateBatch(db, steps, options));
}

async function savedLocally<T>(save: (db: UserDatabase) => Promise<T>): Promise<T> {
  // The session ended on another device: the painter's data is read-only until they log in again (issue 33).
  if (getAuthState().ended) throw new MutationRejected('password-changed', 'Log in again to make changes.');
  const db = await requireDatabase();
  try {
    const result = await save(db);
    notifyLocalWrite();
    return result;
  } catch (error) {
    if (isQuotaExceeded(error)) reportWriteProblem('storage-full');
    throw error;
  }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `requested` that differ from `current`: only those travel, so two devices editing different
 * fields both keep their edit. Null when nothing changed.
 */
export function changedFields<T extends object>(current: T, requested: Partial<T>): Partial<T> | null {
  const changes = Object.fromEntries(Object.entries(requested).filter(([key, value]) => value !== undefined && !sameValue(value, current[key as keyof T]))) as Partial<T>;
  return Object.keys(changes).length > 0 ? changes : null;
}


