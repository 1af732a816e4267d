/** The device's own polling, when the server asks for none. */
export const pollMinMs = 30_000;
export const pollMaxMs = 60_000;

/**
 * The polling interval the server asks for (its SYNC_POLL_SECONDS, in every pull answer), or the device's own 30–60 s
 * when it asks for none. Polling is the fallback of a lost live stream; a test server makes it short.
 */
let serverPollMs: number | null = null;
const listeners = new Set<() => void>();

/** Records what a pull answer said; a change reschedules the next poll. */
export function setServerPollSeconds(seconds: number | undefined): void {
  const next = seconds === undefined ? null : seconds * 1000;
  if (next === serverPollMs) return;
  serverPollMs = next;
  for (const listener of listeners) listener();
}

/** The wait before the next poll: the server's interval, else a random one in the device's 30–60 s. */
export function nextPollMs(random: () => number): number {
  return serverPollMs ?? pollMinMs + random() * (pollMaxMs - pollMinMs);
}

export function onPollIntervalChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
