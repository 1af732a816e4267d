/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { backgroundSyncTag, periodicSyncTag } from './data/sync/triggers';
import { syncInWorker } from './data/sync/worker-sync';
import { installPrecache } from './app/pwa/precache-install';
import {
  isLanguageCode,
  landingPageFile,
  languageCookieName,
  languageFromBrowser,
  type LanguageCode,
} from '@paintforge/sync-protocol/languages';

declare const self: ServiceWorkerGlobalScope & { cookieStore?: { get(name: string): Promise<{ value: string } | null> } };

/** The language chosen on this device (the cookie web/src/i18n/language-choice.ts keeps), else the browser's. */
async function landingLanguageHere(): Promise<LanguageCode> {
  const chosen = (await self.cookieStore?.get(languageCookieName).catch(() => null))?.value;
  return isLanguageCode(chosen) ? chosen : languageFromBrowser(self.navigator.languages);
}

// The precache, installed by precache-install.ts (several files at a time, where workbox's own install takes one).
const precache = new PrecacheController();
const manifest = self.__WB_MANIFEST;
precache.addToCacheList(manifest);
const matchPrecache = (url: string) => precache.matchPrecache(url);
self.addEventListener('install', (event) => event.waitUntil(installPrecache(precache, manifest, event)));
// Drops what an older version precached and this one no longer lists.
self.addEventListener('activate', (event) => void precache.activate(event));

// The app shell (HTML, every lazy route chunk, CSS, icons, manifest) is precached at install, so the
// app opens with no network after one visit. The catalog lives in IndexedDB (web/src/data/catalog/catalog.ts),
// not in this cache, so it stays searchable offline and is refreshed by ETag when online.
// `/` answers the landing page prerendered at build time (web/scripts/vite-first-paint.ts) in the visitor's language,
// as the server does (api/src/plugins/web-app.ts): the device's choice (its cookie), else the browser's languages.
// Registered before the precache's own route, which would answer landing.html (English) for `/`.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  async ({ request }) => {
    const language = await landingLanguageHere();
    const page = (await matchPrecache(`/${landingPageFile(language)}`)) ?? (await matchPrecache('/landing.html'));
    return page ?? fetch(request);
  },
);
// Every other address opens the empty index.html below.
registerRoute(new PrecacheRoute(precache, { directoryIndex: 'landing.html' }));
cleanupOutdatedCaches();

// A showcase page is rendered by the server (its title, preview tags and content, or a 404 for a link turned off),
// so it comes from the network; offline, the precached app opens it and says it cannot reach the server.
const showcasePages = /^\/showcase\/[^/]+\/?$/;
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && showcasePages.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

// Other client-side routes (/inventory, /projects, …) all answer with the precached index.html.
// /api/* is never answered from the cache: the data layer decides what to do offline.
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, showcasePages] }));

// The first install takes control of the open page at once, so a painter who goes offline right after
// the first visit keeps a working app. Later versions wait for the update prompt instead.
clientsClaim();

// The update prompt asks before the new worker takes over, so no open tab is switched mid-edit.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync, where the browser has it (Chromium): the page registers the one-off 'paintforge-sync' after a local
// write, and, where the browser grants it, a periodic sync (app/pwa/periodic-sync.ts). When the network comes back (or
// the period is up) the browser wakes this worker, which drains the outbox itself with the page's own engine
// (data/sync/worker-sync.ts): after the app is swiped away there is no page to ask. Firefox and Safari have neither
// event; there the page's triggers (open, focus, online, interval) do it (sync.md §6).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** One run; a failure the network may heal rejects, so the browser fires the one-off sync again later. */
async function drainOutbox(): Promise<void> {
  const { outcome } = await syncInWorker({ fetch: (input, init) => fetch(input, init) });
  if (outcome === 'offline' || outcome === 'failed') throw new Error(`Background sync: ${outcome}`);
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === backgroundSyncTag) event.waitUntil(drainOutbox());
}) as EventListener);

self.addEventListener('periodicsync', ((event: SyncEvent) => {
  // The next period comes anyway: a failed run is not worth a rejection here.
  if (event.tag === periodicSyncTag) event.waitUntil(drainOutbox().catch(() => undefined));
}) as EventListener);
