import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { feedbackListSchema, feedbackMessages } from '@paintforge/sync-protocol';
import { watchedPage } from './browser.js';
import { toastText, useSharedServer } from './own-server.js';
import { axeProblems, newUser, signInPage, verifiedUser, waitForServiceWorker, type Session } from './accounts.js';
import { adminSession, apiCall } from './admin-accounts.js';

// The shared server: these tests write feedback of their own painters, make an admin and take a context's network away.
const { server, phoneContext } = useSharedServer();
const historyList = (page: Page) => page.locator('#feedback-history-list');

/** A verified painter on /feedback, with every request to /api/feedback recorded. */
async function feedbackPage(label: string, expected: RegExp[] = []) {
  const session = await verifiedUser(server().url, server().dataDir, newUser(label));
  const context = await phoneContext();
  const { page, errors } = await watchedPage(context, expected);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback') posts.push(request.postData() ?? '');
  });
  await signInPage(page, session, '/feedback');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Feedback');
  return { page, errors, session, context, posts };
}

async function ownFeedback(session: Session) {
  return feedbackListSchema.parse(await apiCall(server(), session.token, 'GET', '/api/feedback'));
}

describe('feedback page', () => {
  it("checks the spec's rules before sending, then sends and lists the message with its status and type", async () => {
    const { page, errors, session, posts } = await feedbackPage('feedback-send');

    await page.getByRole('button', { name: 'Show History' }).click();
    await expect.poll(() => historyList(page).textContent()).toContain(feedbackMessages.noHistory);

    await page.getByLabel('Subject').fill('   ');
    await page.getByLabel('Message').fill('too short');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect.poll(() => page.locator('form').textContent()).toContain(feedbackMessages.subjectRequired);
    expect(await page.locator('form').textContent()).toContain(feedbackMessages.messageMin);
    expect(posts).toEqual([]);

    await page.getByLabel('Type').selectOption({ label: 'Bug Report' });
    await page.getByLabel('Subject').fill('  Swatch too dark  ');
    await page.getByLabel('Message').fill('The swatch of Mephiston Red looks brown on my phone.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect.poll(() => toastText(page)).toContain(feedbackMessages.submittedTitle);
    expect(await toastText(page)).toContain(feedbackMessages.submittedText);
    expect(await page.getByLabel('Subject').inputValue()).toBe('');

    // The history was refreshed: the entry, trimmed, with its type and status badges and the date.
    const entry = historyList(page).getByRole('listitem').first();
    await expect.poll(() => entry.textContent()).toContain('Swatch too dark');
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain('Bug Report');
    expect(text).toContain('Open');
    expect(text).toContain('Submitted');
    const stored = await ownFeedback(session);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ subject: 'Swatch too dark', type: 'bug', status: 'open' });
    expect(posts).toHaveLength(1);
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the status an admin set and the admin's reply", async () => {
    const { page, errors, session } = await feedbackPage('feedback-reply');
    await page.getByLabel('Subject').fill('Metallics');
    await page.getByLabel('Message').fill('Please add the metallic range of Scale75.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect.poll(() => toastText(page)).toContain(feedbackMessages.submittedTitle);

    const [entry] = await ownFeedback(session);
    const admin = await adminSession(server(), 'feedback-admin');
    await apiCall(server(), admin.session.token, 'PATCH', `/api/admin/feedback/${entry?.id}`, {
      status: 'in_progress',
      adminReply: 'Thanks, they are on our list.',
    });

    await page.reload();
    await page.getByRole('button', { name: 'Show History' }).click();
    const item = historyList(page).getByRole('listitem').first();
    await expect.poll(() => item.textContent()).toContain('Thanks, they are on our list.');
    expect(await item.textContent()).toContain('In progress');
    expect(await item.textContent()).toContain('Reply from the team');
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps feedback written offline on the device, marked "Waiting to send", and sends it once when back online', async () => {
    // Offline, the send fails as a browser with no connection does (Chromium logs it).
    const { page, errors, session, context, posts } = await feedbackPage('feedback-offline', [
      /net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/,
    ]);
    // A painter who has opened the app once: its worker is installed. Cutting the network while the worker is
    // still installing makes Chromium log the failed script fetch, which is not what this test is about.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByLabel('Type').selectOption({ label: 'Feature Request' });
    await page.getByLabel('Subject').fill('Written in the shop');
    await page.getByLabel('Message').fill('No signal here, but I want a wet palette timer.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect.poll(() => toastText(page)).toContain('Saved on this device');

    const queued = page.getByRole('region', { name: 'Waiting to send' });
    await expect.poll(() => queued.textContent()).toContain('Written in the shop');
    expect(await queued.textContent()).toContain('Feature Request');
    expect(await ownFeedback(session)).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => queued.count()).toBe(0);
    const stored = await ownFeedback(session);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ subject: 'Written in the shop', type: 'feature', status: 'open' });
    // One id for both attempts: the device's id is the stored entry's id.
    const sentIds = posts.map((body) => (JSON.parse(body) as { id: string }).id);
    expect(new Set(sentIds)).toEqual(new Set([stored[0]?.id]));

    await page.getByRole('button', { name: 'Show History' }).click();
    await expect.poll(() => historyList(page).textContent()).toContain('Written in the shop');
    expect(await page.evaluate(() => localStorage.getItem('feedbackOutbox'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('sends queued feedback from another screen when the connection comes back', async () => {
    const { page, errors, session, context } = await feedbackPage('feedback-elsewhere', [
      /net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/,
    ]);
    // The app's chunks come from the service worker's cache while offline.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByLabel('Subject').fill('Queued then left');
    await page.getByLabel('Message').fill('I left the page before the signal came back.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Waiting to send' }).count()).toBe(1);
    // Leave the screen by the app's own navigation (no page load while offline).
    await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Projects' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects');
    // The feedback screen is gone (its own listener with it) before the connection comes back.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Feedback' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);

    await context.setOffline(false);
    await expect.poll(async () => (await ownFeedback(session)).length).toBe(1);
    expect(errors).toEqual([]);
  });

  it('"Colour looks wrong?" on a catalog paint sends a bug report naming the paint and the suggested hex', async () => {
    const { page, errors, session } = await feedbackPage('feedback-colour');
    await page.goto('/inventory?view=catalog');
    await page.getByLabel('Search paints').fill('abaddon black');
    const report = page.getByRole('button', { name: /^This colour looks wrong: Abaddon Black, / }).first();
    await report.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('What it should be (hex)').fill('#101010');
    await dialog.getByLabel('Anything else? (optional)').fill('It is a true black on the pot.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => toastText(page)).toContain(feedbackMessages.submittedTitle);
    await expect.poll(() => dialog.count()).toBe(0);

    const [entry] = await ownFeedback(session);
    expect(entry).toMatchObject({ type: 'bug', colorReport: { name: 'Abaddon Black', suggestedColor: '#101010' } });
    expect(entry?.subject).toMatch(/^Colour looks wrong: .+ Abaddon Black$/);
    expect(entry?.message).toContain('It is a true black on the pot.');
    expect(entry?.colorReport?.reportedColor).toMatch(/^#[0-9A-F]{6}$/);

    await page.goto('/feedback');
    await page.getByRole('button', { name: 'Show History' }).click();
    const item = historyList(page).getByRole('listitem').first();
    await expect.poll(() => item.textContent()).toContain('Suggested #101010');
    expect(errors).toEqual([]);
  });
});
