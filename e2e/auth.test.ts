import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { useBrowser, watchedPage, withoutServiceWorker } from './browser.js';
import type { RunningServer } from './server.js';
import { sharedServer } from './own-server.js';
import {
  accountMenuItems,
  axeProblems,
  createDatabase,
  databaseNames,
  loginUser,
  meStatus,
  newUser,
  signInPage,
  verifiedUser,
  waitForServiceWorker,
} from './accounts.js';

// What of signing in and out only a browser proves: a reload offline (the service worker) and the databases a logout
// deletes. The way from the verification mail through login, the account menu, the profile and logout is held by
// web/src/features/auth/auth.server.test.tsx (the real server in process). The shared server: verifying the account
// reads the mail that server writes (its data folder).
const browser = useBrowser();
let server: RunningServer;
let context: BrowserContext;
// One verified account shared by the tests: registering is limited per IP (10 an hour).
const member = newUser('member');

beforeAll(async () => {
  server = sharedServer();
  await verifiedUser(server.url, server.dataDir, member);
});
async function freshContext(options: BrowserContextOptions = withoutServiceWorker): Promise<BrowserContext> {
  await context?.close();
  context = await browser().newContext({ baseURL: server.url, ...options });
  return context;
}

describe('sessions', () => {
  it('opened offline, the app keeps the last known user signed in; logout offline asks first', async () => {
    const ctx = await freshContext({ serviceWorkers: 'allow' });
    const { page, errors } = await watchedPage(ctx);
    const session = await loginUser(server.url, member);
    await signInPage(page, session);
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('AL');
    await waitForServiceWorker(page);

    await ctx.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('AL');
    expect(await accountMenuItems(page)).toContain('Logout');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(session.token);

    // Signing out offline warns that the server cannot be told.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('cannot reach the server to end your session');
    expect(await axeProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Stay Signed In' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(session.token);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out Anyway' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await accountMenuItems(page)).toContain('Login');
    await ctx.setOffline(false);
    // The server never heard of it: the session is still valid until it expires.
    expect(await meStatus(server.url, session.token)).toBe(200);
    expect(errors).toEqual([]);
  }, 90_000);

  it('logout deletes the painter’s own database, keeps the catalog and other painters’ data, and ends the session on the server', async () => {
    const { page, errors } = await watchedPage(await freshContext());
    const session = await loginUser(server.url, member);
    await signInPage(page, session);
    // The sync layer opens the painter's own database on sign-in.
    const own = `paintforge-user-${String(session.user.id)}`;
    await expect.poll(() => databaseNames(page)).toContain(own);
    // The catalog, which the app stores in the background after the first sign-in.
    await expect.poll(() => databaseNames(page)).toContain('paintforge-catalog');
    await createDatabase(page, 'paintforge-user-someone-else');

    await page.getByRole('button', { name: 'Account menu' }).click();
    // The signed-in account menu, open (the journey through it is auth.server.test.tsx's): no serious axe problem.
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expect.poll(() => databaseNames(page)).not.toContain(own);
    // Another painter's database (say, with changes left after their session expired) is not this logout's to delete,
    // and the catalog stays.
    expect(await databaseNames(page)).toEqual(expect.arrayContaining(['paintforge-catalog', 'paintforge-user-someone-else']));
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => meStatus(server.url, session.token)).toBe(401);
    expect(errors).toEqual([]);
  });
});
