import type { SyncEngine, SyncLock } from './engine';
import { nextPollMs, onPollIntervalChange } from './poll-interval';

/**
 * When sync runs, in the browser (design/sync.md §6): at start, about a second after each local write, when the
 * network comes back, when the page becomes visible or focused, every 30–60 s while it is visible (or as often as the
 * server asks: poll-interval.ts; the engine's
 * backoff holds these off after errors), on "Sync now", and on the service worker's `sync` event where the browser
 * has Background Sync. Nothing here is required for correctness: any one trigger drains the outbox.
 */

/** The one-off Background Sync tag registered after a write. */
export const backgroundSyncTag = 'paintforge-sync';
/** What the service worker posts to its clients on a `sync` event: `{ type: syncRequestMessage }`. */
export const syncRequestMessage = 'paintforge-sync-request';

export const writeDebounceMs = 1_000;
export { pollMaxMs, pollMinMs } from './poll-interval';

export interface SyncTriggers {
  /** A local write was saved: sync in about a second (later writes push it back), and ask for Background Sync. */
  notifyWrite(): void;
  stop(): void;
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Registers a one-off Background Sync (Chromium only), so a write made just before the tab closes still goes out. */
async function registerBackgroundSync(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  try {
    const registration = (await container.getRegistration()) as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined;
    await registration?.sync?.register(backgroundSyncTag);
  } catch {
    // Refused (no permission, private mode): the other triggers cover it.
  }
}

/**
 * One tab at a time (design §6): a Web Lock per user, taken only if free. A tab that finds it taken skips; the
 * pushing tab's pull reaches it through Dexie's cross-tab live queries. Undefined where the browser has no Web
 * Locks; the server's per-client ordering keeps two pushing tabs safe anyway, only less efficient.
 */
export function webLocksLock(userId: string): SyncLock | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks) return undefined;
  return async <T,>(run: () => Promise<T>) => {
    let outcome: { ran: true; value: T } | { ran: false } = { ran: false };
    await locks.request(`paintforge-sync-${userId}`, { ifAvailable: true }, async (lock) => {
      if (lock) outcome = { ran: true, value: await run() };
    });
    return outcome;
  };
}

export function startSyncTriggers(engine: SyncEngine, random: () => number = Math.random): SyncTriggers {
  const visible = () => document.visibilityState === 'visible';
  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | null = null;

  const schedulePoll = () => {
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = setTimeout(
      () => {
        if (visible()) engine.request('timer');
        schedulePoll();
      },
      nextPollMs(random),
    );
  };
  const stopPollChanges = onPollIntervalChange(schedulePoll);

  const onOnline = () => {
    engine.setOnline(true);
    engine.request('online');
  };
  const onOffline = () => engine.setOnline(false);
  const onVisible = () => {
    if (visible()) engine.request('visible');
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === syncRequestMessage) engine.request('service-worker');
  };

  engine.setOnline(navigator.onLine !== false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  schedulePoll();
  engine.request('start');

  return {
    notifyWrite() {
      void engine.refresh();
      if (writeTimer) clearTimeout(writeTimer);
      writeTimer = setTimeout(() => {
        writeTimer = null;
        engine.request('write');
      }, writeDebounceMs);
      void registerBackgroundSync();
    },
    stop() {
      if (writeTimer) clearTimeout(writeTimer);
      if (pollTimer) clearTimeout(pollTimer);
      stopPollChanges();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    },
  };
}
