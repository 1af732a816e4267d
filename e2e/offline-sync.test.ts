import { beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  accountMenuItems,
  axeProblems,
  meStatus,
  newUser,
  signInPage,
  verifiedUser,
  waitForServiceWorker,
  type Session,
  type TestUser,
} from './accounts.js';
import { useBrowser, watchedPage, withoutServiceWorker } from './browser.js';
import type { RunningServer } from './server.js';
import { sharedServer } from './own-server.js';

/**
 * Issue 4's must-show, through the screens: changes made offline survive a reload, reach the server by
 * themselves exactly once when the network comes back; two tabs converge. On the way, what of signing in and out only
 * a browser proves offline: the reloaded app keeps the painter signed in, and a logout offline asks first. A miniature
 * and its photo made offline and reloaded are e2e/gallery.test.ts's. A push cut off by a reload (its answer
 * lost after the server committed, the tab gone) losing and duplicating nothing is the sync suites' to prove:
 * sync-tests/engine-push.test.ts ("alreadyProcessed …") and sync-tests/faults.test.ts (a device's tab killed mid-push,
 * restarted on the same IndexedDB, every acknowledged mutation present exactly once).
 */

const browser = useBrowser();
let server: RunningServer;

// Offline, the browser logs the requests that could not go out; the app expects them.
const offlineNoise = [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|net::ERR_FAILED|NetworkError/];

interface ServerPaint {
  id: string;
  name: string;
  brand: string;
  quantity: number;
  isWishlist: boolean;
}

beforeAll(async () => {
  server = sharedServer();
}, 90_000);
async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function newAccount(label: string): Promise<{ user: TestUser; session: Session }> {
  const user = newUser(label);
  return { user, session: await verifiedUser(server.url, server.dataDir, user) };
}

/** The header's sync status headline ("Offline", "3 changes waiting", "Last synced just now", "Live", …). */
function syncHeadline(page: Page): Promise<string | null> {
  return page.getByRole('button', { name: 'Sync status' }).getAttribute('title');
}

/** Waits until this page has nothing waiting and has synced (the headline says "Last synced …", or "Live" with the stream open). */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => syncHeadline(page), { timeout: 30_000, interval: 200 }).toMatch(/^(Last synced|Live$)/);
}

/** The text of the sync status popover (headline and detail). */
async function syncDetail(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Sync status' }).click();
  const text = (await page.getByRole('dialog', { name: 'Sync status' }).getByRole('status').textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

/** Opens the app signed in, on /inventory, with the catalog downloaded and the service worker in control. */
async function openSignedIn(context: BrowserContext, session: Session): Promise<{ page: Page; errors: string[] }> {
  const watched = await watchedPage(context, offlineNoise);
  await signInPage(watched.page, session, '/inventory?view=catalog');
  await expect.poll(() => watched.page.getByText(/5,?805 paints/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await waitForServiceWorker(watched.page);
  return watched;
}

function card(page: Page, name: string) {
  return page.getByRole('listitem', { name, exact: true });
}

async function quantityShown(page: Page, name: string): Promise<string | null> {
  return card(page, name).getByTestId('quantity').textContent();
}

async function addFromCatalog(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('tab', { name: /Browse paint database/ }).click();
  await page.getByLabel('Search paints').fill(search);
  // The brush-on pot: its card is named with its range (issue 21), as 'Abaddon Black · Base, Citadel'.
  const item = page.getByRole('listitem', { name: `${name} · Base, Citadel`, exact: true });
  await item.getByRole('button', { name: 'Add to inventory' }).click();
  await expect.poll(() => item.getByText('Owned ×1').count()).toBe(1);
}

it('offline edits survive a reload and reach the server exactly once by themselves; offline, the painter stays signed in and a logout asks first', async () => {
  const { session } = await newAccount('offline-sync');
  const context = await browser().newContext({ baseURL: server.url });
  const { page, errors } = await openSignedIn(context, session);
  const initials = await page.getByRole('button', { name: 'Account menu' }).textContent();
  expect(initials).toMatch(/^[A-Z]{1,2}$/);

  await context.setOffline(true);

  // A catalog paint, stepped +1 twice (1 → 3).
  await addFromCatalog(page, 'abaddon black', 'Abaddon Black');
  await page.getByRole('tab', { name: /Inventory \(1\)/ }).click();
  await card(page, 'Abaddon Black · Base').getByRole('button', { name: 'Increase quantity of Abaddon Black' }).click();
  await card(page, 'Abaddon Black · Base').getByRole('button', { name: 'Increase quantity of Abaddon Black' }).click();
  await expect.poll(() => quantityShown(page, 'Abaddon Black · Base')).toBe('3');

  // A custom paint, then renamed.
  await page.getByRole('button', { name: 'Add Paint', exact: true }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Paint' });
  await addDialog.getByLabel('Name', { exact: true }).fill('Forge Red');
  await addDialog.getByLabel('Brand', { exact: true }).selectOption('Other');
  await addDialog.getByLabel('Type', { exact: true }).selectOption('Base');
  await addDialog.getByLabel('Color', { exact: true }).fill('#AA1122');
  await addDialog.getByRole('button', { name: 'Add Paint' }).click();
  await addDialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Edit Forge Red' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Paint' });
  await editDialog.getByLabel('Name', { exact: true }).fill('Forge Crimson');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await editDialog.waitFor({ state: 'detached' });
  await card(page, 'Forge Crimson').waitFor();
  await expect.poll(() => page.getByRole('tab', { name: /Inventory \(2\)/ }).count()).toBe(1);

  // Reload with the network still off: everything is still there, and marked as waiting.
  await page.reload();
  await card(page, 'Forge Crimson').waitFor();
  expect(await quantityShown(page, 'Abaddon Black · Base')).toBe('3');
  expect(await syncHeadline(page)).toBe('Offline');
  expect(await syncDetail(page)).toMatch(/\d+ changes waiting/);

  // Opened offline, the app keeps the painter signed in.
  expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toBe(initials);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(session.token);

  // Back online, nothing else done: the changes go by themselves.
  await context.setOffline(false);
  await settled(page);

  const paints = await api<ServerPaint[]>('/api/paints', session.token);
  expect(paints.map((paint) => paint.name).sort()).toEqual(['Abaddon Black', 'Forge Crimson']);
  expect(paints.find((paint) => paint.name === 'Abaddon Black')?.quantity).toBe(3);
  expect(paints.find((paint) => paint.name === 'Forge Crimson')).toMatchObject({ brand: 'Other', quantity: 1, isWishlist: false });
  // Another device of the same painter pulling all of it is the sync suites' (sync-tests/sync.property.test.ts: every
  // device converges on the server's rows) and live-sync.test.ts's (an open inventory of a second phone shows a change).

  // Offline again with nothing waiting, a logout asks first (the server cannot be told): staying keeps the session;
  // "Sign Out Anyway" signs out on this phone alone, and the session stays valid on the server until it expires.
  await context.setOffline(true);
  const logout = async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  };
  await logout();
  const askFirst = page.getByRole('dialog');
  await expect.poll(() => askFirst.textContent()).toContain('cannot reach the server to end your session');
  expect(await axeProblems(page)).toEqual([]);
  await askFirst.getByRole('button', { name: 'Stay Signed In' }).click();
  await askFirst.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(session.token);
  await logout();
  await askFirst.getByRole('button', { name: 'Sign Out Anyway' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect(await accountMenuItems(page)).toContain('Login');
  await context.setOffline(false);
  expect(await meStatus(server.url, session.token)).toBe(200);
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

it('two tabs stepping the same paint at once converge on the sum of every step', async () => {
  const { session } = await newAccount('two-tabs');
  const created = await fetch(`${server.url}/api/paints`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ name: 'Shared Blue', brand: 'Forge Works', color: '#1133AA', type: 'Layer', quantity: 1 }),
  });
  expect(created.status).toBe(201);

  // Never offline: no service worker to install.
  const context = await browser().newContext({ baseURL: server.url, ...withoutServiceWorker });
  const a = await watchedPage(context, offlineNoise);
  await signInPage(a.page, session, '/inventory');
  const b = await watchedPage(context, offlineNoise);
  await b.page.goto('/inventory');
  for (const page of [a.page, b.page]) await card(page, 'Shared Blue').waitFor({ timeout: 30_000 });

  const steps = 4;
  const plus = (page: Page) => card(page, 'Shared Blue').getByRole('button', { name: 'Increase quantity of Shared Blue' });
  await Promise.all(
    [a.page, b.page].map(async (page) => {
      for (let i = 0; i < steps; i += 1) await plus(page).click();
    }),
  );

  const expected = 1 + steps * 2;
  await expect
    .poll(async () => (await api<ServerPaint[]>('/api/paints', session.token)).find((paint) => paint.name === 'Shared Blue')?.quantity, {
      timeout: 30_000,
    })
    .toBe(expected);
  for (const page of [a.page, b.page]) {
    await settled(page);
    await expect.poll(() => quantityShown(page, 'Shared Blue'), { timeout: 30_000 }).toBe(String(expected));
  }
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  await context.close();
}, 120_000);
