import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchedPage, withoutServiceWorker } from './browser.js';
import { toastText, useSharedServer } from './own-server.js';
import { axeProblems, newUser, signInPage, verifiedUser, type Session, type TestUser } from './accounts.js';

/**
 * The profile picture, where only a browser proves it: the image decoded and re-encoded as a 400 px JPEG by a real
 * canvas. The page's rules and its answers from the server (names, password, email, deleting the account and this
 * device's data) are held by web/src/features/profile/profile-page.test.tsx and profile.server.test.tsx, its axe check
 * signed in by e2e/accessibility.test.ts.
 */
const { server, phoneContext } = useSharedServer();

const section = (page: Page, title: string) =>
  page.locator('main div.rounded-lg', { has: page.getByRole('heading', { level: 2, name: title }) });

/** A verified, signed-in painter on /profile. */
async function profileOf(user: TestUser): Promise<{ page: Page; errors: string[]; session: Session }> {
  const session = await verifiedUser(server().url, server().dataDir, user);
  const { page, errors } = await watchedPage(await phoneContext(withoutServiceWorker));
  await signInPage(page, session, '/profile');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Profile Settings');
  await section(page, 'Personal Information').waitFor();
  return { page, errors, session };
}

describe('profile page', () => {
  it('uploads a picture as a 400 px JPEG (spec §9), says when the bytes are no image, and removes it', async () => {
    const { page, errors, session } = await profileOf(newUser('picture'));
    const picture = section(page, 'Profile Picture');
    const file = page.locator('input[type="file"]');

    // Bytes that claim to be a PNG and are none: only decoding them finds out (a file that is no image or too big is
    // refused before it is read: profile-page.test.tsx).
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
    const me = await fetch(`${server().url}/api/auth/me`, { headers: { Authorization: `Bearer ${session.token}` } });
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
});
