/// <reference lib="webworker" />
import type { PrecacheController, PrecacheEntry } from 'workbox-precaching';

/**
 * Requests the precache keeps in flight at once. Workbox's own install fetches one file at a time (workbox#2528, to
 * spare the page's bandwidth), so a new phone waits a round trip per file, about 215 of them, before the app opens
 * offline: 14.4 s at 50 ms a round trip, against 6.3 s four at a time (`npm run bench:web offline-ready`). Four leaves
 * two of a browser's six connections to the server for the page itself (its catalog download, its sync).
 */
export const precacheRequestsInFlight = 4;

/**
 * The install step of workbox's PrecacheController, with up to `precacheRequestsInFlight` files fetched at once: the
 * same requests (cache mode and integrity as the controller would set them) through the controller's own strategy,
 * which checks each answer and stores it under its cache key. Any file that fails fails the install, as workbox's
 * does, so a worker never takes over with half an app.
 */
export async function installPrecache(
  controller: PrecacheController,
  manifest: ReadonlyArray<PrecacheEntry | string>,
  event: ExtendableEvent,
): Promise<void> {
  // Workbox fetches a revisioned entry (a file whose name does not change, such as index.html) past the HTTP cache.
  const reload = new Set(
    manifest.flatMap((entry) => (typeof entry !== 'string' && entry.revision ? [new URL(entry.url, self.location.href).href] : [])),
  );
  const queue = [...controller.getURLsToCacheKeys()];
  const fetchNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, cacheKey] = next;
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        cache: reload.has(url) ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: precacheRequestsInFlight }, fetchNext));
}
