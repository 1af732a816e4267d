import { createTestUser, type SyncTestApp, type TestUser } from './sync.js';

/** A signed-in user with the admin right, set in the database as `npm run admin -- grant` does. */
export async function createTestAdmin(testApp: Pick<SyncTestApp, 'app' | 'db' | 'config'>): Promise<TestUser> {
  const user = await createTestUser(testApp);
  await testApp.db.updateTable('user').set({ isAdmin: 1 }).where('id', '=', user.id).execute();
  return user;
}
