/**
 * "Paint database saved for offline use" (issue 33), told once per painter by the shell. Kept apart from
 * offline-ready.ts, which imports the catalog and Dexie: the shell subscribes without loading them.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSavedForOffline(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSavedForOffline(): void {
  listeners.forEach((listener) => listener());
}
