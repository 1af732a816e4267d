import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { feedbackListSchema } from '@paintforge/sync-protocol';
import { watchedPage } from './browser.js';
import { toastText, useSharedServer } from './own-server.js';
import { newUser, signInPage, verifiedUser, waitForServiceWorker, type Session } from './accounts.js';
import { apiCall } from './admin-accounts.js';

// The shared server: these tests write feedback of their own painters and take a context's network away.
const { server, phoneContext } = useSharedServer();
const historyList = (page: Page) => page.locator('#feedback-history-list');

/** A verified painter on /feedback, with the id of every feedback message its pushes carried recorded. */
async function feedbackPage(label: string, expected: RegExp[] = []) {
  const session = await verifiedUser(server().url, server().dataDir, newUser(label));
  const context = await phoneContext();
  const { page, errors } = await watchedPage(context, expected);
  // Feedback goes out through the sync outbox (issue 32): as feedback.send@1 mutations of the pushes.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/sync/push') return;
    const { mutations } = JSON.parse(request.postData() ?? '{}') as { mutations: { name: string; args: { id: string } }[] };
    for (const mutation of mutations) if (mutation.name === 'feedback.send@1') posts.push(mutation.args.id);
  });
  await signInPage(page, session, '/feedback');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Feedback');
  return { page, errors, session, context, posts };
}

async function ownFeedback(session: Session) {
  return feedbackListSchema.parse(await apiCall(server(), session.token, 'GET', '/api/feedback'));
}

describe('feedback page', () => {
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
    // One id for every attempt: the device's id is the stored entry's id.
    expect(new Set(posts)).toEqual(new Set([stored[0]?.id]));

    await page.getByRole('button', { name: 'Show History' }).click();
    await expect.poll(() => historyList(page).textContent()).toContain('Written in the shop');
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
});
