import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@paintforge/sync-protocol';
import { watchedPage, withoutServiceWorker } from './browser.js';
import { useOwnServer } from './own-server.js';
import { failedLoad, loginUser, newUser, signInPage, verifiedUser } from './accounts.js';
import { adminSession, apiCall } from './admin-accounts.js';

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

describe('the app on Postgres', () => {
  it("syncs a painter's paint into the inventory page, and shows an admin that backups are pg_dump's", async () => {
    const painter = newUser('painter', { firstName: 'Ada', lastName: 'Lovelace' });
    await verifiedUser(server().url, server().dataDir, painter);
    const session = await loginUser(server().url, painter);
    await apiCall(
      server(),
      session.token,
      'POST',
      '/api/paints',
      { name: 'Stored In Postgres Red', brand: 'Citadel', color: '#9A1115', type: 'Base' },
      201,
    );
    const context = await phoneContext(withoutServiceWorker);
    const { page, errors } = await watchedPage(context);
    await signInPage(page, session, '/inventory');
    await expect.poll(() => page.getByText('Stored In Postgres Red').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    const admin = await adminSession(server());
    const adminPage = await watchedPage(await phoneContext(withoutServiceWorker), [failedLoad(409)]);
    await signInPage(adminPage.page, admin.session, '/admin');
    await adminPage.page.getByRole('tab', { name: 'Backups' }).click();
    await expect
      .poll(() => adminPage.page.locator('section[aria-labelledby="backups"]').textContent())
      .toContain(adminMessages.backupsUnavailable);
    expect(await adminPage.page.getByRole('button', { name: 'Back up now' }).count()).toBe(0);
    expect(adminPage.errors).toEqual([]);
  });
});
