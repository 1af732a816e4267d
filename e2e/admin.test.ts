import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  adminMessages,
  adminStatsSchema,
  adminUserListSchema,
  backupListSchema,
  catalogResponseSchema,
  feedbackListSchema,
} from '@paintforge/sync-protocol';
import { watchedPage, withoutServiceWorker } from './browser.js';
import { toastText, useOwnServer } from './own-server.js';
import { axeProblems, failedLoad, newUser, registerUser, signInPage, verifiedUser, type Session } from './accounts.js';
import { adminSession, apiCall } from './admin-accounts.js';

// Its own server: these tests make admins and delete accounts.
const { server, phoneContext } = useOwnServer();
/** A card of the dashboard by its heading. */
const card = (page: Page, title: string) =>
  page.locator('main div.rounded-lg', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

async function phonePage(session: Session, path: string, expected: RegExp[] = []) {
  const context = await phoneContext(withoutServiceWorker);
  const watched = await watchedPage(context, expected);
  await signInPage(watched.page, session, path);
  return watched;
}

describe('admin dashboard', () => {
  it('shows an admin the real figures and users, switches admin rights and deletes a user through the dialog', async () => {
    const admin = await adminSession(server());
    const painter = newUser('painter', { firstName: 'Ada', lastName: 'Lovelace' });
    await verifiedUser(server().url, server().dataDir, painter);
    // Registered, never verified, never signed in.
    const newcomer = newUser('newcomer', { firstName: 'Katherine', lastName: 'Johnson-With-A-Very-Long-Family-Name-Indeed' });
    await registerUser(server().url, newcomer);

    // The refused own-account change is answered 409; Chromium logs it.
    const { page, errors } = await phonePage(admin.session, '/admin', [failedLoad(409)]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Dashboard');
    const stats = adminStatsSchema.parse(await apiCall(server(), admin.session.token, 'GET', '/api/admin/stats'));

    const users = card(page, 'Total Users');
    await expect.poll(() => users.textContent()).toContain(String(stats.totalUsers));
    expect(stats.totalUsers).toBe(3);
    expect(await users.textContent()).toContain(`${stats.verifiedUsers} verified, ${stats.unverifiedUsers} pending`);
    expect(await card(page, 'Paint Database').textContent()).toContain(stats.totalPaints.toLocaleString('en-US'));
    expect(stats.totalPaints).toBeGreaterThan(1000);
    expect(await card(page, 'User Projects').textContent()).toContain(String(stats.totalProjects));
    expect(await card(page, 'Error Rate').textContent()).toMatch(/\d+\.\d%/);
    const health = (await card(page, 'System Health').textContent()) ?? '';
    expect(health).toContain(`Uptime${Math.floor(stats.systemHealth.uptime / 3600)} hours`);
    expect(health).toContain(`Last backup${adminMessages.neverBackedUp}`);
    // Today's three signups are drawn and listed.
    expect(await card(page, 'Recent Signups').textContent()).toContain('3 in the last 14 days');
    expect(await page.getByTestId('signups-chart').locator('div').count()).toBe(14);

    // User Management: every account, with the spec's words.
    const row = (email: string) => page.getByRole('article').filter({ hasText: email });
    await expect.poll(() => row(newcomer.email).count()).toBe(1);
    const newcomerText = (await row(newcomer.email).textContent()) ?? '';
    expect(newcomerText).toContain('Never logged in');
    expect(newcomerText).toContain('Unverified');
    const painterText = (await row(painter.email).textContent()) ?? '';
    expect(painterText).toContain('Verified');
    expect(painterText).not.toContain('Never logged in');
    // A phone shows it all without sideways scrolling, long names included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeProblems(page)).toEqual([]);

    // Grant the painter admin rights with the switch.
    const painterSwitch = page.getByRole('switch', { name: `Admin rights for ${painter.email}` });
    await painterSwitch.click();
    await expect.poll(() => toastText(page)).toContain(adminMessages.toggleSuccess);
    await expect.poll(() => painterSwitch.getAttribute('aria-checked')).toBe('true');
    const listed = adminUserListSchema.parse(await apiCall(server(), admin.session.token, 'GET', '/api/admin/users'));
    expect(listed.find((user) => user.email === painter.email)?.isAdmin).toBe(true);

    // An admin cannot remove their own right: the refusal is worded by its code.
    await page.getByRole('switch', { name: `Admin rights for ${admin.user.email}` }).click();
    await expect.poll(() => toastText(page)).toContain(adminMessages.ownAdminRight);

    // Delete the newcomer through the confirmation dialog.
    await page.getByRole('button', { name: `Delete ${newcomer.email}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const dialogText = (await dialog.textContent()) ?? '';
    expect(dialogText).toContain(newcomer.email);
    expect(dialogText).toContain('Katherine');
    expect(dialogText).toContain('cannot be undone');
    expect(dialogText).toContain('all paint inventory and all projects');
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expect.poll(() => toastText(page)).toContain(adminMessages.deleteSuccess);
    await expect.poll(() => row(newcomer.email).count()).toBe(0);
    const after = adminUserListSchema.parse(await apiCall(server(), admin.session.token, 'GET', '/api/admin/users'));
    expect(after.map((user) => user.email).sort()).toEqual([admin.user.email, painter.email].sort());
    // The stats were fetched again with the list.
    await expect.poll(() => card(page, 'Total Users').locator('p').first().textContent()).toBe('2');
    expect(errors).toEqual([]);
  });

  it("sends a painter who is not an admin home with 'Access Denied'", async () => {
    const session = await verifiedUser(server().url, server().dataDir, newUser('not-admin'));
    const context = await phoneContext(withoutServiceWorker);
    // On a loaded machine the toast can come and go (or be replaced: one shows at a time) between two looks, so the
    // page records every notification text it shows.
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenNotifications: seen });
      new MutationObserver(() => {
        const text = document.querySelector('[role="region"][aria-label^="Notifications"]')?.textContent;
        if (text && !seen.includes(text)) seen.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const { page, errors } = await watchedPage(context);
    await signInPage(page, session, '/admin');
    const seen = () => page.evaluate(() => (window as unknown as { seenNotifications: string[] }).seenNotifications.join('\n'));
    await expect.poll(seen).toContain(adminMessages.accessDeniedTitle);
    expect(await seen()).toContain(adminMessages.accessDenied);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  it('believes the server, not the device: a stored session that still says admin is refused and sent home', async () => {
    const session = await verifiedUser(server().url, server().dataDir, newUser('stale-admin'));
    const { page, errors } = await phonePage({ ...session, user: { ...session.user, isAdmin: true } }, '/admin', [failedLoad(403)]);
    await expect.poll(() => toastText(page)).toContain(adminMessages.accessDenied);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  it('triages feedback, corrects a reported colour in the catalog and undoes it, and backs up on demand', async () => {
    const admin = await adminSession(server(), 'triage-admin');
    const painter = await verifiedUser(server().url, server().dataDir, newUser('triage-painter'));
    const catalog = catalogResponseSchema.parse(await (await fetch(`${server().url}/api/paints/all`)).json());
    const paint = catalog.find((candidate) => candidate.color !== '#123456');
    if (!paint) throw new Error('empty catalog');
    await apiCall(
      server(),
      painter.token,
      'POST',
      '/api/feedback',
      { subject: 'Love it', message: 'The app is great, thanks a lot!' },
      201,
    );
    await apiCall(
      server(),
      painter.token,
      'POST',
      '/api/feedback',
      {
        subject: `Colour looks wrong: ${paint.name}`,
        message: 'It is much more blue than this.',
        colorReport: { paintId: paint.id, suggestedColor: '#123456' },
      },
      201,
    );

    const { page, errors } = await phonePage(admin.session, '/admin');
    await page.getByRole('tab', { name: 'Feedback' }).click();
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByLabel('Kind').selectOption({ label: 'Colour reports' });
    await expect.poll(() => cards.count()).toBe(1);
    const report = cards.first();
    expect(await report.textContent()).toContain(paint.name);
    expect(await axeProblems(page)).toEqual([]);

    await report.getByLabel('Set status').selectOption({ label: 'Resolved' });
    await report.getByLabel('Reply').fill('Corrected, thank you!');
    await report.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toastText(page)).toContain('Feedback updated');
    const mine = feedbackListSchema.parse(await apiCall(server(), painter.token, 'GET', '/api/feedback'));
    expect(mine.find((entry) => entry.colorReport)).toMatchObject({ status: 'resolved', adminReply: 'Corrected, thank you!' });
    // The filter by status follows the change.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' });
    await expect.poll(() => cards.count()).toBe(0);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Resolved' });
    await expect.poll(() => cards.count()).toBe(1);

    // Correct the catalog to the painter's suggestion: the public catalog serves it at once.
    await cards.first().getByRole('button', { name: 'Correct colour' }).click();
    await expect.poll(() => toastText(page)).toContain(`${paint.name} is now #123456`);
    const corrected = catalogResponseSchema.parse(await (await fetch(`${server().url}/api/paints/all`)).json());
    expect(corrected.find((candidate) => candidate.id === paint.id)?.color).toBe('#123456');

    await page.getByRole('tab', { name: 'Colours' }).click();
    const correction = page.locator('section[aria-labelledby="catalog-corrections"] li').first();
    await expect.poll(() => correction.textContent()).toMatch(new RegExp(`${paint.color}→\\s*#123456`));
    await page.getByRole('button', { name: `Undo the correction of ${paint.name}` }).click();
    await expect.poll(() => toastText(page)).toContain(`${paint.name} is back to ${paint.color}`);
    await expect.poll(() => page.getByText('No colour corrections yet.').count()).toBe(1);

    await page.getByRole('tab', { name: 'Backups' }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain(`Last backup: ${adminMessages.neverBackedUp}`);
    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect.poll(() => toastText(page)).toMatch(/Backup .+ written\./);
    const backups = backupListSchema.parse(await apiCall(server(), admin.session.token, 'GET', '/api/admin/backups'));
    expect(backups).toHaveLength(1);
    await expect.poll(() => page.locator('section[aria-labelledby="backups"] li').count()).toBe(1);
    // The overview's System Health names the same backup.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => card(page, 'System Health').textContent()).not.toContain(`Last backup${adminMessages.neverBackedUp}`);
    expect(errors).toEqual([]);
  });
});
