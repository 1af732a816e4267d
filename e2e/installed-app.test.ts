import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { newUser, signInPage, verifiedUser, waitForServiceWorker } from './accounts.js';
import { launchWithProfile, watchedPage } from './browser.js';
import { sharedServer, toastText } from './own-server.js';

/**
 * The app as a phone installs it, in one persistent profile (Chromium judges installability, and keeps Background
 * Sync, only outside incognito; one profile for both saves a browser launch and a precache).
 *
 * Installability: the served manifest and the worker in control pass Chromium's own checks. The manifest's names
 * and icons are held by web/pwa-manifest.test.ts.
 *
 * Issue 33, ready for the shop after one sign-in: the phone, which has only seen the landing page, signs in on its
 * inventory; with no screen of the catalog opened, it stores the paint database in the background and says so once;
 * offline, Browse searches it, and the app reloads and opens another screen from its service worker.
 *
 * Issue 33: the service worker sends the outbox itself. A painter changes a paint offline, swipes the app away, and
 * walks into wifi: with no page of the app open, Chromium fires Background Sync ('paintforge-sync'), here through the
 * DevTools protocol as the browser would, and the worker pushes the change. A page opened afterwards finds it sent.
 *
 * Issue 38: the page the service worker answers offline (the precached app) speaks the device's chosen language: the
 * choice is read from the device's storage at boot, and that language's catalog chunk is precached with the shell,
 * so nothing of it needs the network. `/` is the landing page prerendered per language: the worker picks the file by
 * the choice's cookie (it cannot read localStorage), so the switch itself must have set both.
 *
 * The three share the profile's one precache, in this order: the catalog is stored by the sign-in of the second.
 */
const server = sharedServer();
const profile = mkdtempSync(join(tmpdir(), 'paintforge-background-sync-'));
let context: BrowserContext | undefined;
beforeAll(async () => {
  context = await launchWithProfile(profile, server.url);
});
afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

const paintName = 'Worker Teal';
// What Chromium logs for the requests a page makes with the network off (the sync's, the live stream's).
const offlineErrors = /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/;
const quantityOn = (page: Page) =>
  page
    .getByRole('listitem', { name: paintName, exact: true })
    .getByTestId('quantity')
    .textContent()
    .catch(() => null);

async function serverQuantity(token: string): Promise<number | undefined> {
  const response = await fetch(`${server.url}/api/paints`, { headers: { Authorization: `Bearer ${token}` } });
  const paints = (await response.json()) as Array<{ name: string; quantity: number }>;
  return paints.find((paint) => paint.name === paintName)?.quantity;
}

/** The app's service worker registration, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(server.url) && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The persistent profile, launched before the tests. */
function installed(): BrowserContext {
  if (!context) throw new Error('the profile exists only inside a test');
  return context;
}

describe('installability', () => {
  it('passes Chromium’s installability checks with a service worker in control', async () => {
    const { page, errors } = await watchedPage(installed());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The worker's own install step (web/src/app/pwa/precache-install.ts, several files at a time) stored every file
    // its manifest lists.
    // (A file may be listed twice, the web manifest's icons by the plugin and by the build's files: stored once.)
    const worker = readFileSync(fileURLToPath(new URL('../web/dist/sw.js', import.meta.url)), 'utf8');
    const listed = new Set(worker.match(/"url":"[^"]+"/g)).size;
    expect(listed).toBeGreaterThan(100);
    const stored = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes('precache'));
      return name ? (await (await caches.open(name)).keys()).length : 0;
    });
    expect(stored).toBe(listed);
    const cdp = await installed().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
    await cdp.detach();
    await page.close();
  });
});

describe('ready for the shop, and background sync with the app closed', () => {
  it('a phone stores the paint database at sign-in without Browse being opened and searches it offline, after a reload too; an offline change then reaches the server with no page of the app open', async () => {
    const session = await verifiedUser(server.url, server.dataDir, newUser('background-sync'));
    const created = await fetch(`${server.url}/api/paints`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: paintName, brand: 'Forge Works', color: '#117777', type: 'Layer', quantity: 1 }),
    });
    expect(created.status).toBe(201);

    const context = installed();
    const { page: app, errors } = await watchedPage(context, [offlineErrors]);
    await signInPage(app, session, '/inventory');
    // No screen of the catalog was opened: the paint database is stored in the background, and the painter told.
    await expect.poll(() => toastText(app), { timeout: 60_000 }).toContain('Paint database saved for offline use');
    await waitForServiceWorker(app);
    await expect.poll(() => quantityOn(app), { timeout: 30_000 }).toBe('1');

    // In the shop: no signal. Browse searches the stored catalog, and again after a reload the worker answers.
    await context.setOffline(true);
    const searchOffline = async () => {
      await app.getByRole('tab', { name: /Browse paint database/ }).click();
      await app.getByLabel('Search paints').fill('abaddon black');
      await app.getByRole('listitem', { name: 'Abaddon Black · Base, Citadel', exact: true }).waitFor({ timeout: 15_000 });
      expect(await app.getByText('The paint database has not been downloaded to this device yet').count()).toBe(0);
    };
    await searchOffline();
    await app.reload();
    await searchOffline();
    // Another screen opens offline too (a navigation the worker answers), then the inventory again.
    await app.goto('/help');
    await expect.poll(() => app.getByRole('heading', { level: 1 }).textContent()).toMatch(/help|guide/i);
    await app.goto('/inventory');

    // The tap is kept on the phone and waits.
    await app.getByRole('button', { name: `Increase quantity of ${paintName}` }).click();
    await expect.poll(() => quantityOn(app)).toBe('2');
    expect(errors).toEqual([]);

    // The app swiped away: no page of the app is left (a blank tab keeps the browser, and a DevTools session, alive).
    const blank = await context.newPage();
    await app.close();
    await context.setOffline(false);
    // Back online, Chromium may fire the registered sync by itself (it did on a quiet machine, before the check below
    // could read 1); either way no page of the app is open, so what sends the change is the service worker. The
    // event is also dispatched as the browser would, for a browser that waits longer.
    const cdp = await context.newCDPSession(blank);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(server.url).origin,
      registrationId: await registrationId(cdp),
      tag: 'paintforge-sync',
      lastChance: false,
    });
    await expect.poll(() => serverQuantity(session.token), { timeout: 15_000 }).toBe(2);
    await cdp.detach();

    // Opened again: the change is shown as sent, and nothing is waiting.
    const later = await context.newPage();
    await later.goto('/inventory');
    await expect.poll(() => quantityOn(later), { timeout: 30_000 }).toBe('2');
    await expect.poll(() => later.getByRole('button', { name: /^Sync status/ }).getAttribute('title')).not.toMatch(/waiting/i);
    expect(await serverQuantity(session.token)).toBe(2);
    await later.close();
    await blank.close();
  }, 150_000);
});

describe('offline, in the device’s language', () => {
  it('a visitor who chose German gets the app in German from the worker with the network off, after a reload too', async () => {
    const context = installed();
    const { page, errors } = await watchedPage(context, [offlineErrors]);
    // A visitor on a phone whose painter's session ended (the test before's): the credentials are gone, the painter's
    // data stays for their next sign-in, and the header says "Sign in to sync" (web/src/app/boot.test.tsx).
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      localStorage.removeItem('authToken');
      localStorage.removeItem('user');
    });
    await page.goto('/help');
    await waitForServiceWorker(page);
    // The visitor chooses German in the header's menu, as a painter would.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');

    await context.setOffline(true);
    for (const at of ['/help', '/inventory']) {
      await page.goto(at);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The German catalog came from the worker's cache: the network is off.
      const germanChunk = await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/de-[\w-]+\.js$/.test(entry.name)),
      );
      expect(germanChunk, at).toBe(true);
    }
    // The landing page, prerendered in German, carries its German words; English's landing.html would say "en".
    await page.goto('/');
    const words = await page.evaluate(() => document.getElementById('page-words')?.textContent ?? '');
    expect((JSON.parse(words) as { locale?: string }).locale).toBe('de');
    await page.getByRole('link', { name: 'KOSTENLOS loslegen' }).first().waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    expect(errors).toEqual([]);
    await context.setOffline(false);
  }, 90_000);
});
