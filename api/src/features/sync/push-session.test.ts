import { describe, expect, it } from 'vitest';
import { expectError } from '../../testing/accounts.js';
import {
  createSyncTestApp,
  createTestUser,
  mutations,
  newDevice,
  paintArgs,
  pushBody,
  pushOk,
  send,
  type Device,
  type TestUser,
} from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { createSession, sessionTouchIntervalMs } from '../auth/sessions.js';

// A push is held to the session rule of every request (a live row of the token's user, before its idle deadline),
// checked before its body is read. docs/push-path.md tells why the check stays there rather than in the push's
// transaction: a token whose session has ended must not spend its painter's push limit (the last test).
describe('the push’s session check', () => {
  const testApp = useSyncTestApp();
  const user = () => createTestUser(testApp());
  // One paint created by `device`, pushed with `u`'s token: the request each test's session is held to.
  const pushCreate = (u: TestUser, device: Device, paint = paintArgs()) =>
    send(testApp().app, u, 'POST', '/api/sync/push', pushBody(device, mutations(device, ['paint.create@1', paint])));
  const sessionOf = async (userId: string) =>
    testApp().db.selectFrom('session').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();

  it('refuses a valid token whose session has ended (401), and writes nothing: no client, no row, no version', async () => {
    const u = await user();
    const device = newDevice();
    await testApp().db.deleteFrom('session').where('userId', '=', u.id).execute();
    const paint = paintArgs();
    expectError(await pushCreate(u, device, paint), 401, 'unauthorized');
    const { db } = testApp();
    expect(await db.selectFrom('syncClient').select('clientId').where('clientId', '=', device.clientId).execute()).toEqual([]);
    expect(await db.selectFrom('paint').select('id').where('id', '=', paint.id).execute()).toEqual([]);
    expect(await db.selectFrom('syncSpace').select('version').where('userId', '=', u.id).execute()).toEqual([]);
    expect(await db.selectFrom('mutationLog').select('mutationId').where('clientId', '=', device.clientId).execute()).toEqual([]);
  });

  it('ends a device’s pushes at its session’s end: the push before applies, the one after is refused and consumes nothing', async () => {
    const u = await user();
    const device = newDevice();
    await pushOk(testApp().app, u, device, mutations(device, ['paint.create@1', paintArgs()]));
    await testApp().db.deleteFrom('session').where('userId', '=', u.id).execute();
    expectError(await pushCreate(u, device), 401, 'unauthorized');
    const client = await testApp()
      .db.selectFrom('syncClient')
      .select('lastMutationId')
      .where('clientId', '=', device.clientId)
      .executeTakeFirstOrThrow();
    expect(client.lastMutationId).toBe(1);
  });

  it('says a session ended by a password change was ended so (401 password-changed), as every route does', async () => {
    const u = await user();
    const device = newDevice();
    await testApp().db.deleteFrom('session').where('userId', '=', u.id).execute();
    await testApp()
      .db.updateTable('user')
      .set({ passwordChangedAt: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', u.id)
      .execute();
    expectError(await pushCreate(u, device), 401, 'password-changed');
  });

  it('refuses a session past its idle deadline', async () => {
    const u = await user();
    const device = newDevice();
    await testApp()
      .db.updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', u.id)
      .execute();
    expectError(await pushCreate(u, device), 401, 'unauthorized');
  });

  it('moves a session’s idle deadline forward on use, as every request does', async () => {
    const u = await user();
    const device = newDevice();
    const longAgo = new Date(Date.now() - 2 * sessionTouchIntervalMs).toISOString();
    await testApp()
      .db.updateTable('session')
      .set({ lastUsedAt: longAgo, expiresAt: new Date(Date.now() + 60_000).toISOString() })
      .where('userId', '=', u.id)
      .execute();
    await pushOk(testApp().app, u, device, mutations(device, ['paint.create@1', paintArgs()]));
    const session = await sessionOf(u.id);
    expect(Date.parse(session.lastUsedAt!)).toBeGreaterThan(Date.parse(longAgo));
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now() + 60_000);
  });

  it('refuses another painter’s token for the user it names: the session must be that user’s', async () => {
    const [ada, bob] = [await user(), await user()];
    const adaSession = await sessionOf(ada.id);
    // A token naming Bob with Ada's session id (signed by the server, as no attacker could): still no session of Bob's.
    const forged = { id: bob.id, token: testApp().app.signSessionToken({ id: adaSession.id, userId: bob.id }) };
    const device = newDevice();
    expectError(await pushCreate(forged, device), 401, 'unauthorized');
  });

  it('lets no token whose session has ended spend its painter’s push limit: the painter’s own device still pushes', async () => {
    const limited = await createSyncTestApp({ pushesPerMinute: 2 });
    try {
      const painter = await createTestUser(limited);
      // A second sign-in's token (a phone since lost), whose session the painter then ended.
      const lost = await createSession(limited.db, limited.config, painter.id, undefined);
      const endedToken = { id: painter.id, token: limited.app.signSessionToken(lost) };
      await limited.db.deleteFrom('session').where('id', '=', lost.id).execute();
      const device = newDevice();
      for (let i = 0; i < 5; i++) {
        const response = await send(
          limited.app,
          endedToken,
          'POST',
          '/api/sync/push',
          pushBody(device, mutations(device, ['paint.create@1', paintArgs()])),
        );
        expect(response.statusCode).toBe(401);
      }
      const own = newDevice();
      await pushOk(limited.app, painter, own, mutations(own, ['paint.create@1', paintArgs()]));
      await pushOk(limited.app, painter, own, mutations(own, ['paint.create@1', paintArgs()]));
    } finally {
      await limited.cleanup();
    }
  });
});
