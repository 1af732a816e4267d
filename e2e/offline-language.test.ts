import { describe, expect, it } from 'vitest';
import { waitForServiceWorker } from './accounts.js';
import { watchedPage } from './browser.js';
import { useSharedServer } from './own-server.js';

// Issue 38: the page the service worker answers offline (the precached app) speaks the device's chosen language: the
// choice is read from the device's storage at boot, and that language's catalog chunk is precached with the shell,
// so nothing of it needs the network.
const { phoneContext } = useSharedServer();

describe('offline, in the device’s language', () => {
  it('a visitor who chose German gets the app in German from the worker with the network off, after a reload too', async () => {
    const context = await phoneContext();
    const { page, errors } = await watchedPage(context, [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/]);
    await page.goto('/help');
    await waitForServiceWorker(page);
    // The visitor's choice, as the language switch keeps it on the device.
    await page.evaluate(() => localStorage.setItem('paintforge.language', 'de'));

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
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    expect(errors).toEqual([]);
  }, 90_000);
});
