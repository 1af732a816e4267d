import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { authMessages } from '@paintforge/sync-protocol';
import { useBrowser, watchedPage, withoutServiceWorker } from './browser.js';
import type { RunningServer } from './server.js';
import { catalogState, sharedServer } from './own-server.js';
import {
  accountMenuItems,
  axeProblems,
  databaseNames,
  failedLoad,
  newUser,
  signInPage,
  verifiedUser,
  type Session,
  type TestUser,
} from './accounts.js';

// The shared server: these tests read the mail it writes, and change and delete their own accounts.
const browser = useBrowser();
let server: RunningServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = sharedServer();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function newContext(options: Parameters<ReturnType<typeof browser>['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser().newContext({ baseURL: server.url, storageState: catalogState(), ...withoutServiceWorker, ...options });
  contexts.push(context);
  return context;
}

const toastText = (page: Page) => page.getByRole('region', { name: /Notifications/ }).textContent();
const section = (page: Page, title: string) =>
  page.locator('main div.rounded-lg', { has: page.getByRole('heading', { level: 2, name: title }) });

/** A verified, signed-in painter on /profile. */
async function profileOf(user: TestUser, expected: RegExp[] = []): Promise<{ page: Page; errors: string[]; session: Session }> {
  const session = await verifiedUser(server.url, server.dataDir, user);
  const { page, errors } = await watchedPage(await newContext(), expected);
  await signInPage(page, session, '/profile');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Profile Settings');
  await section(page, 'Personal Information').waitFor();
  return { page, errors, session };
}

describe('profile page', () => {
  it('shows every validation message of spec §5 beside its field, and passes axe in both themes', async () => {
    const { page, errors } = await profileOf(newUser('validation'));

    const names = section(page, 'Personal Information');
    await names.getByLabel('First name').fill(' ');
    await names.getByLabel('Last name').fill('');
    await names.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => names.textContent()).toContain(authMessages.firstNameRequired);
    expect(await names.textContent()).toContain(authMessages.lastNameRequired);

    const email = section(page, 'Email Settings');
    await email.getByLabel('New email').fill('not an email');
    await email.getByRole('button', { name: 'Change Email' }).click();
    await expect.poll(() => email.textContent()).toContain('Valid email is required');

    const password = section(page, 'Change Password');
    await password.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => password.textContent()).toContain('Current password is required');
    expect(await password.textContent()).toContain('New password must be at least 6 characters');
    expect(await password.textContent()).toContain(authMessages.confirmPasswordRequired);
    await password.getByLabel('Current password').fill('anything');
    await password.getByLabel('New password', { exact: true }).fill('123456');
    await password.getByLabel('Confirm new password').fill('1234567');
    await expect.poll(() => password.textContent()).toContain("New passwords don't match");

    const danger = section(page, 'Danger Zone');
    await danger.getByRole('button', { name: 'Delete Account' }).click();
    await expect.poll(() => danger.textContent()).toContain(authMessages.passwordRequired);
    expect(await page.getByRole('dialog').count()).toBe(0);

    expect(await axeProblems(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await section(page, 'Danger Zone').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await axeProblems(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  }, 90_000);

  it('uploads a picture as a 400 px JPEG (spec §9), refuses non-images and big files, and removes it', async () => {
    const { page, errors, session } = await profileOf(newUser('picture'));
    const picture = section(page, 'Profile Picture');
    const file = page.locator('input[type="file"]');

    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect.poll(() => toastText(page)).toContain('Upload Failed');
    await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) });
    await expect.poll(() => toastText(page)).toContain('under 5MB');
    await file.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('these bytes are no image at all') });
    await expect.poll(() => toastText(page)).toContain('Processing Failed');

    // A 1000×500 PNG, drawn in the page, becomes 400×200.
    const wide = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1000;
      canvas.height = 500;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#b45309';
      context.fillRect(0, 0, 1000, 500);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await file.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: Buffer.from(wide, 'base64') });
    await expect.poll(() => toastText(page)).toContain('Profile picture updated');
    const headerImage = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await headerImage.waitFor();
    const size = await headerImage.evaluate((image: HTMLImageElement) => ({
      src: image.src.slice(0, 23),
      width: image.naturalWidth,
      height: image.naturalHeight,
    }));
    expect(size).toEqual({ src: 'data:image/jpeg;base64,', width: 400, height: 200 });
    // The server stored it.
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(((await me.json()) as { profileImageUrl: string }).profileImageUrl).toMatch(/^data:image\/jpeg;base64,/);

    // A square icon larger than 400 px becomes 400×400.
    await file.setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: readFileSync(new URL('../web/public/icons/icon-512.png', import.meta.url)),
    });
    await expect
      .poll(() => headerImage.evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`))
      .toBe('400x400');
    expect(await axeProblems(page)).toEqual([]);

    await picture.getByRole('button', { name: 'Remove Picture' }).click();
    await expect.poll(() => toastText(page)).toContain('Profile picture removed');
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('AL');
    expect(errors).toEqual([]);
  }, 90_000);

  it('deletes the account after the password and a confirmation, then clears this device as logout does', async () => {
    const user = newUser('delete');
    const { page, errors, session } = await profileOf(user, [failedLoad(400), failedLoad(401)]);
    // The sync layer opens the painter's own database on sign-in; deleting the account must remove it.
    const own = `paintforge-user-${String(session.user.id)}`;
    await expect.poll(() => databaseNames(page)).toContain(own);
    const danger = section(page, 'Danger Zone');

    await danger.getByLabel('Password').fill('not my password');
    await danger.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain('This permanently deletes your account, all your paint inventory and all your projects. This cannot be undone.');
    expect(await axeProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect.poll(() => toastText(page)).toContain('Account Deletion Failed');
    expect(await toastText(page)).toContain('Current password is incorrect');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await danger.getByLabel('Password').fill(user.password);
    await danger.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();

    await danger.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toastText(page)).toContain('Account deleted');
    expect(await accountMenuItems(page)).toContain('Login');
    await expect.poll(() => databaseNames(page)).not.toContain(own);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(401);
    expect(errors).toEqual([]);
  }, 90_000);
});
