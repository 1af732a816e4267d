import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminMessages } from '@paintforge/sync-protocol';
import { watchedPage, withoutServiceWorker } from './browser.js';
import { useOwnServer } from './own-server.js';
import { sharedPhone } from './shared-phone.js';
import { catalogStored, failedLoad, loginUser, newUser, signInPage, verifiedUser } from './accounts.js';
import { adminSession, apiCall } from './admin-accounts.js';
import { startServer } from './server.js';

// The built server on Postgres (issue 13), in a database of this file's own, dropped after it: the same app as on
// SQLite, with the session secret kept in the database (JWT_SECRET unset) and backups left to pg_dump.
const postgresUrl = process.env.PAINTFORGE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `pfe2e_${Date.now().toString(36)}_${process.pid.toString(36)}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const { server, phoneContext } = useOwnServer(async () => {
  await onServer(`create database "${database}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return { env: { DATABASE_URL: url.toString() } };
});
afterAll(async () => {
  // After useOwnServer's own afterAll has stopped the server (hooks run last-registered first: this one runs first,
  // so the drop forces the server's connections closed; it is stopping anyway).
  await onServer(`drop database if exists "${database}" with (force)`);
});

// One phone of the first server, the admin's then the painter's (one context and stored catalog, not two).
const firstServersPhone = sharedPhone(async () => ({ context: await phoneContext(withoutServiceWorker) }));

describe('the app on Postgres', () => {
  // The API's answer on Postgres (409 backups-unavailable, for the list and a backup on demand) is
  // api/src/features/admin/stats.test.ts's in the postgres project; here, what the built page makes of it. A painter's
  // paint on the inventory page of the built app on Postgres is the next test's.
  it("shows an admin that backups are pg_dump's", async () => {
    const admin = await adminSession(server());
    const adminPage = await watchedPage(firstServersPhone().context, [failedLoad(409)]);
    await signInPage(adminPage.page, admin.session, '/admin');
    await adminPage.page.getByRole('tab', { name: 'Backups' }).click();
    await expect
      .poll(() => adminPage.page.locator('section[aria-labelledby="backups"]').textContent())
      .toContain(adminMessages.backupsUnavailable);
    expect(await adminPage.page.getByRole('button', { name: 'Back up now' }).count()).toBe(0);
    expect(adminPage.errors).toEqual([]);
    await adminPage.page.close();
  });

  // Issue 33: two phones of one painter on two servers sharing this database. The push commits on one server; the
  // poke crosses to the other through Postgres LISTEN/NOTIFY, and the other phone pulls with no tap.
  it('a change on a phone of one server shows on the open inventory of a phone of another within 3 s', async () => {
    const painter = newUser('two-servers');
    const session = await verifiedUser(server().url, server().dataDir, painter);
    await apiCall(
      server(),
      session.token,
      'POST',
      '/api/paints',
      { name: 'Far Blue', brand: 'Forge Works', color: '#1133AA', type: 'Layer', quantity: 1 },
      201,
    );
    const other = await startServer({ env: server().env });
    try {
      const quantity = (page: Page) =>
        page
          .getByRole('listitem', { name: 'Far Blue', exact: true })
          .getByTestId('quantity')
          .textContent()
          .catch(() => null);
      const phone = await watchedPage(firstServersPhone().context);
      await signInPage(phone.page, session, '/inventory');
      const tablet = await watchedPage(await phoneContext({ ...withoutServiceWorker, baseURL: other.url }));
      await signInPage(tablet.page, await loginUser(other.url, painter), '/inventory');
      for (const page of [phone.page, tablet.page]) await expect.poll(() => quantity(page), { timeout: 30_000 }).toBe('1');
      // Both phones set up, as a painter's two phones at the table are: the catalog stored.
      for (const page of [phone.page, tablet.page]) await catalogStored(page);
      await expect
        .poll(() => tablet.page.getByRole('button', { name: 'Sync status' }).getAttribute('title'), { timeout: 15_000 })
        .toBe('Live');

      await phone.page.getByRole('button', { name: 'Increase quantity of Far Blue' }).click();
      const tapped = Date.now();
      await expect.poll(() => quantity(tablet.page), { timeout: 3_000, interval: 50 }).toBe('2');
      expect(Date.now() - tapped).toBeLessThan(3_000);
      expect(phone.errors).toEqual([]);
      expect(tablet.errors).toEqual([]);
    } finally {
      await other.stop();
    }
  });
});
