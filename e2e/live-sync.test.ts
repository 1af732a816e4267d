import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginUser, newUser, signInPage, verifiedUser } from './accounts.js';
import { watchedPage, withoutServiceWorker } from './browser.js';
import { useSharedServer } from './own-server.js';
import { startServer, type RunningServer } from './server.js';

// Issue 33: two phones of one painter, each with the inventory open. A change on one shows on the other within 3 s,
// with no tap, through the server's poke; with the stream cut, the polling schedule still brings it.
const { server, phoneContext } = useSharedServer();

const headline = (page: Page) => page.getByRole('button', { name: 'Sync status' }).getAttribute('title');
const quantity = (page: Page) =>
  page
    .getByRole('listitem', { name: 'Live Blue', exact: true })
    .getByTestId('quantity')
    .textContent()
    .catch(() => null);

async function twoPhones(label: string, { on = server(), cutStream = false }: { on?: RunningServer; cutStream?: boolean } = {}) {
  const user = newUser(label);
  const session = await verifiedUser(on.url, on.dataDir, user);
  const created = await fetch(`${on.url}/api/paints`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ name: 'Live Blue', brand: 'Forge Works', color: '#1133AA', type: 'Layer', quantity: 1 }),
  });
  expect(created.status).toBe(201);
  const phone = await watchedPage(await phoneContext({ baseURL: on.url }));
  await signInPage(phone.page, session, '/inventory');
  // The second phone is another browser with a session of its own; without a worker, so its requests are the page's.
  const tabletContext = await phoneContext({ ...withoutServiceWorker, baseURL: on.url });
  if (cutStream) await tabletContext.route('**/api/sync/live**', (route) => route.abort());
  const tablet = await watchedPage(tabletContext, cutStream ? [/Failed to load resource|net::ERR_FAILED/] : []);
  await signInPage(tablet.page, await loginUser(on.url, user), '/inventory');
  for (const page of [phone.page, tablet.page]) await expect.poll(() => quantity(page), { timeout: 30_000 }).toBe('1');
  return { phone, tablet };
}

describe('live devices', () => {
  it('a change on one phone shows on the other’s open inventory within 3 s, with no tap', async () => {
    const { phone, tablet } = await twoPhones('live-two-phones');
    await expect.poll(() => headline(tablet.page), { timeout: 15_000 }).toBe('Live');
    await phone.page.getByRole('button', { name: 'Increase quantity of Live Blue' }).click();
    const tapped = Date.now();
    await expect.poll(() => quantity(tablet.page), { timeout: 3_000, interval: 50 }).toBe('2');
    expect(Date.now() - tapped).toBeLessThan(3_000);
    expect(phone.errors).toEqual([]);
    expect(tablet.errors).toEqual([]);
  });

  it('with the stream cut, the change still arrives through polling', async () => {
    // A server of its own that asks devices to poll every 2 s (SYNC_POLL_SECONDS), so the test takes seconds, not the
    // 30–60 s of a real device's schedule.
    const polling = await startServer({ env: { SYNC_POLL_SECONDS: '2' } });
    try {
      const { phone, tablet } = await twoPhones('live-cut', { on: polling, cutStream: true });
      await phone.page.getByRole('button', { name: 'Increase quantity of Live Blue' }).click();
      // Never live: the header says when it last synced, and the polling schedule brings the change.
      await expect.poll(() => quantity(tablet.page), { timeout: 15_000, interval: 200 }).toBe('2');
      expect(await headline(tablet.page)).toMatch(/^Last synced/);
      expect(phone.errors).toEqual([]);
    } finally {
      await polling.stop();
    }
  }, 60_000);
});
