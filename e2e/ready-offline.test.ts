import { describe, expect, it } from 'vitest';
import { newUser, signInPage, verifiedUser, waitForServiceWorker } from './accounts.js';
import { watchedPage } from './browser.js';
import { toastText, useSharedServer } from './own-server.js';

// Issue 33: ready for the shop after one sign-in. A new phone (nothing stored) signs in on its inventory; with no
// screen of the catalog opened, it stores the paint database in the background and says so once; offline, Browse
// searches it, and the app reloads and opens another screen from its service worker.
const { server, phoneContext } = useSharedServer();

describe('ready for the shop after one sign-in', () => {
  it('a new phone stores the paint database without Browse being opened, and searches it offline, after a reload too', async () => {
    const session = await verifiedUser(server().url, server().dataDir, newUser('ready-offline'));
    // A phone that never visited: no stored catalog.
    const context = await phoneContext();
    const { page, errors } = await watchedPage(context, [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/]);
    await signInPage(page, session, '/inventory');
    await expect.poll(() => toastText(page), { timeout: 60_000 }).toContain('Paint database saved for offline use');
    // The whole app shell precached, the worker in control.
    await waitForServiceWorker(page);

    await context.setOffline(true);
    const searchOffline = async () => {
      await page.getByRole('tab', { name: /Browse paint database/ }).click();
      await page.getByLabel('Search paints').fill('abaddon black');
      await page.getByRole('listitem', { name: 'Abaddon Black · Base, Citadel', exact: true }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('The paint database has not been downloaded to this device yet').count()).toBe(0);
    };
    await searchOffline();
    // Reloaded with the network still off: the page comes from the worker, the catalog from the device.
    await page.reload();
    await searchOffline();
    // Another screen opens offline too (a navigation the worker answers).
    await page.goto('/help');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/help|guide/i);
    expect(errors).toEqual([]);
  }, 120_000);
});
