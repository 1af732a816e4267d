import { describe, expect, it } from 'vitest';
import { waitForServiceWorker } from './accounts.js';
import { watchedPage } from './browser.js';
import { useSharedServer } from './own-server.js';

// Issue 38: the page the service worker answers offline (the precached app) speaks the device's chosen language: the
// choice is read from the device's storage at boot, and that language's catalog chunk is precached with the shell,
// so nothing of it needs the network. `/` is the landing page prerendered per language: the worker picks the file by
// the choice's cookie (it cannot read localStorage), so the switch itself must have set both.
const { phoneContext } = useSharedServer();

describe('offline, in the device’s language', () => {
  it('a visitor who chose German gets the app in German from the worker with the network off, after a reload too', async () => {
    const context = await phoneContext();
    const { page, errors } = await watchedPage(context, [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/]);
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
  }, 90_000);
});
