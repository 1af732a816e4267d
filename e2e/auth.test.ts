import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { useBrowser, watchedPage, withoutServiceWorker } from './browser.js';
import type { RunningServer } from './server.js';
import { sharedServer } from './own-server.js';
import {
  accountMenuItems,
  axeProblems,
  createDatabase,
  databaseNames,
  failedLoad,
  loginUser,
  mailedLink,
  meStatus,
  newUser,
  signInPage,
  verifiedUser,
  waitForServiceWorker,
  type TestUser,
} from './accounts.js';

// The shared server: it reads the mail that server writes (its data folder).
const browser = useBrowser();
let server: RunningServer;
let context: BrowserContext;
// One verified account shared by the tests that only need to be signed in: registering is limited per IP
// (10 an hour), and this file makes its own accounts only where registering is what is tested.
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

const invalidCredentials = 'Invalid email or password. Please check your credentials and try again.';

const alertText = (page: Page) => page.getByRole('alert').first().textContent();
const mainText = (page: Page) => page.locator('main').textContent();
const toastText = (page: Page) => page.getByRole('region', { name: /Notifications/ }).textContent();

async function login(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Solves the register form's captcha as a person would, from the question shown. */
async function solveCaptcha(page: Page, offset = 0): Promise<string> {
  const question = (await page.locator('label span[aria-hidden="true"]', { hasText: 'Security check' }).textContent()) ?? '';
  const match = /(\d+) ([+−×]) (\d+)/.exec(question);
  if (!match) throw new Error(`no captcha question in ${question}`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  const answer = match[2] === '+' ? a + b : match[2] === '−' ? a - b : a * b;
  await page.getByLabel(/Security check/).fill(String(answer + offset));
  return question;
}

async function fillRegister(page: Page, user: TestUser) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
}

describe('the whole journey in the browser', () => {
  it('register → verification mail → verified → login → account menu → name and password → logout → login with the new password', async () => {
    const { page, errors } = await watchedPage(await freshContext(), [failedLoad(401)]);
    const user = newUser('journey', { firstName: 'Ada', lastName: 'Lovelace' });

    await page.goto('/register');
    await fillRegister(page, user);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => mainText(page)).toContain('Please check your email to verify your account.');

    const link = await mailedLink(server.dataDir, user.email, '/verify-email');
    await page.goto(link);
    await expect.poll(() => mainText(page)).toContain('Your email address is verified.');
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await login(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await expect.poll(() => menuButton.textContent()).toBe('AL');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
      email: user.email,
      emailVerified: true,
    });
    // Verified: no banner.
    expect(await page.getByRole('region', { name: 'Email verification' }).count()).toBe(0);

    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.textContent()).toContain('Ada Lovelace');
    expect(await menu.textContent()).toContain(user.email);
    expect((await menu.getByRole('menuitem').allTextContents()).map((item) => item.trim())).toEqual([
      'Profile Settings',
      'Feedback',
      'Help & Guide',
      'Logout',
    ]);
    expect(await axeProblems(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');

    await page.getByLabel('First name').fill('Augusta');
    await page.getByLabel('Last name').fill('King');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toastText(page)).toContain('Profile updated');
    await expect.poll(() => menuButton.textContent()).toBe('AK');

    const newPassword = 'A new brush 4 me';
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => toastText(page)).toContain('Password updated');
    // The caller's own session survives a password change.
    const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
    expect(await meStatus(server.url, token)).toBe(200);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await accountMenuItems(page)).toEqual(['Login', 'Register', 'Help & Guide']);
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
    // Logout ended the session on the server too.
    expect(await meStatus(server.url, token)).toBe(401);

    await page.goto('/login');
    await login(page, user);
    await expect.poll(() => alertText(page)).toBe(invalidCredentials);
    await login(page, { email: user.email, password: newPassword });
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('AK');
    expect(errors).toEqual([]);
  }, 120_000);
});

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
