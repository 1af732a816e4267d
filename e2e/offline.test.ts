import { afterAll, beforeAll, expect, it } from 'vitest';
import { useBrowser, watchedPage } from './browser.js';
import { startServer, type RunningServer } from './server.js';
import { waitForServiceWorker } from './accounts.js';

const browser = useBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

it('after one visit the app reloads and searches the catalog with the network off', async () => {
  const context = await browser().newContext({ baseURL: server.url });
  // Offline, the catalog download fails by design; Chromium logs that failed request.
  const { page, errors } = await watchedPage(context, [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/]);

  await page.goto('/inventory?view=catalog');
  await expect.poll(() => page.getByText(/5,?805 paints/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  // The service worker has installed (the whole app shell is precached) and controls the page.
  await waitForServiceWorker(page);

  // The network goes away for real: the browser is offline and the server is gone.
  await context.setOffline(true);
  await server.stop();

  await page.reload();
  const search = page.getByLabel('Search paints');
  await search.fill('abaddon');
  await expect.poll(() => page.getByText('Abaddon Black').count(), { timeout: 15_000 }).toBeGreaterThan(0);

  // Another screen of the app opens offline too (a navigation the service worker answers).
  await page.goto('/help');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/help|guide/i);
  expect(errors).toEqual([]);
  await context.close();
});
