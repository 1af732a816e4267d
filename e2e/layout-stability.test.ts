import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newUser, signInPage, verifiedUser } from './accounts.js';
import { useBrowser, watchedPage, withoutServiceWorker } from './browser.js';
import type { RunningServer } from './server.js';
import { sharedServer } from './own-server.js';
import { sharedPhone } from './shared-phone.js';

/**
 * Nothing on the first screen moves once it is drawn (cumulative layout shift 0.00), on a 390x844 phone: the lazy
 * route, the header's menus and the toaster arrive after the first paint into room kept for them.
 */

const browser = useBrowser();
let server: RunningServer;
beforeAll(async () => {
  server = sharedServer();
}, 90_000);
/** Sums every layout shift not caused by input, from the first paint on (the page's own PerformanceObserver). */
async function layoutShiftOf(page: Page, path: string, ready: () => Promise<unknown>): Promise<number> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const quiet = quietNetwork(page);
  await page.goto(path);
  await ready();
  // Late arrivals (menus, toaster, the sync status) come with the page's last requests: once the network has been
  // quiet for half a second and two frames have been painted since, their shifts are in.
  await quiet();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

/**
 * Resolves once no request has been in flight for half a second, as Playwright's networkidle, but leaving out the
 * live-sync stream (issue 33): it stays open as long as the page does, so networkidle would never come.
 */
function quietNetwork(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const counted = (request: { url(): string }) => !request.url().includes('/api/sync/live');
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: { url(): string }) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 30_000;
    while (inFlight.size > 0 || Date.now() - lastChange < 500) {
      if (Date.now() > deadline) throw new Error(`the network never went quiet: ${inFlight.size} requests in flight`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, ...withoutServiceWorker };
// One phone in turn: a visitor's first, then the same phone signed in (one context, not three).
const visitor = sharedPhone(async () => watchedPage(await browser().newContext({ baseURL: server.url, ...phone })));

it('the landing page and the help page do not shift, and the app takes the landing page over', async () => {
  const { page, errors } = visitor();
  const shift = await layoutShiftOf(page, '/', () => page.getByRole('heading', { level: 1 }).first().waitFor());
  expect(shift, '/').toBeLessThan(0.005);
  // With JavaScript, the app takes the page over: its links then navigate inside the app (the prerendered <a> alone
  // would load a new document and lose the marker set below), with no console error (no failed hydration). The page
  // with no JavaScript is the last test's.
  await page.getByRole('button', { name: 'Colour theme' }).waitFor();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('link', { name: 'Already Have an Account?' }).click();
  await page.waitForURL('**/login');
  await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);

  const helpShift = await layoutShiftOf(page, '/help', () => page.getByRole('heading', { level: 1 }).first().waitFor());
  expect(helpShift, '/help').toBeLessThan(0.005);
  expect(errors).toEqual([]);
}, 60_000);

it('the inventory of a signed-in painter with 200 paints does not shift', async () => {
  const user = newUser('layout');
  const session = await verifiedUser(server.url, server.dataDir, user);
  for (let n = 0; n < 200; n++) {
    const created = await fetch(`${server.url}/api/paints`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: `Layer Paint ${n}`, brand: 'Forge Works', color: '#1133AA', type: 'Layer', quantity: 1 }),
    });
    expect(created.status).toBe(201);
  }
  // The visitor's phone of the test before, now signed in.
  const { page, errors } = visitor();
  await signInPage(page, session, '/help');
  // Signed in and synced once, so the inventory opens from this device's own data as it would at the hobby table.
  await page.goto('/inventory');
  await page.getByText('Layer Paint 0', { exact: true }).first().waitFor({ timeout: 30_000 });
  const shift = await layoutShiftOf(page, '/inventory', () => page.getByText('Layer Paint 0', { exact: true }).first().waitFor());
  expect(shift).toBeLessThan(0.005);
  expect(errors).toEqual([]);
}, 120_000);

it('the landing page is in its HTML: it shows with no JavaScript', async () => {
  const noScript = await browser().newContext({ baseURL: server.url, ...phone, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 1, name: 'The Paint Forge' }).isVisible()).resolves.toBe(true);
  await expect(bare.getByRole('link', { name: 'Start Tracking for FREE' }).getAttribute('href')).resolves.toBe('/register');
  await noScript.close();
}, 60_000);
