import { describe, expect, it } from 'vitest';
import { useBrowser, watchedPage, withoutServiceWorker } from './browser.js';
import { sharedServer } from './own-server.js';
import { axeProblems, createDatabase, databaseNames, meStatus, newUser, signInPage, verifiedUser } from './accounts.js';

// What of signing in and out only a browser proves: the databases a logout deletes. Opened offline (the service
// worker), the app keeping the painter signed in and a logout asking first: e2e/offline-sync.test.ts, on its offline
// reload. The way from the verification mail through login, the account menu, the profile and logout is held by
// web/src/features/auth/auth.server.test.tsx (the real server in process). The shared server: verifying the account
// reads the mail that server writes (its data folder).
const browser = useBrowser();
const server = sharedServer();

describe('sessions', () => {
  it('logout deletes the painter’s own database, keeps the catalog and other painters’ data, and ends the session on the server', async () => {
    const session = await verifiedUser(server.url, server.dataDir, newUser('member'));
    const context = await browser().newContext({ baseURL: server.url, ...withoutServiceWorker });
    const { page, errors } = await watchedPage(context);
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
    await context.close();
  });
});
