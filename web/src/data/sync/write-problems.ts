import type { SyncProblem } from '../status/sync-status';

/**
 * Local writes that failed for a reason the painter must be told whatever screen made it (a full storage quota).
 * Kept apart from screen.ts, which imports Dexie: the app shell subscribes on every page, the landing page too, and
 * must not pull the database layer into the first download.
 */
export type WriteProblem = Extract<SyncProblem, 'storage-full'>;
type WriteProblemListener = (problem: WriteProblem) => void;
const listeners = new Set<WriteProblemListener>();

/** Hears about failed local writes; returns the unsubscribe function. */
export function onWriteProblem(listener: WriteProblemListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportWriteProblem(problem: WriteProblem): void {
  listeners.forEach((listener) => listener(problem));
}
