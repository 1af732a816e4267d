import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import { createTestAdmin } from '../../testing/admin.js';
import { createTestUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';

const testApp = useSyncTestApp();
let painter: TestUser;
let admin: TestUser;
beforeAll(async () => {
  painter = await createTestUser(testApp());
  admin = await createTestAdmin(testApp());
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Every admin route, with a body it would accept, so a refusal can only come from the guard. */
const adminRoutes = (): Array<[Method, string, unknown?]> => [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['POST', `/api/admin/users/${painter.id}/toggle-admin`],
  ['DELETE', `/api/admin/users/${painter.id}`],
  ['GET', '/api/admin/feedback?status=open'],
  ['PATCH', '/api/admin/feedback/some-id', { status: 'closed' }],
  ['GET', '/api/admin/catalog/corrections'],
  ['PUT', `/api/admin/catalog/${testCatalogPaints[0]!.id}/color`, { color: '#000000' }],
  ['DELETE', `/api/admin/catalog/${testCatalogPaints[0]!.id}/color`],
  ['GET', '/api/admin/backups'],
  ['POST', '/api/admin/backups'],
  ['GET', '/api/admin/barcodes'],
  ['POST', '/api/admin/barcodes/decisions', { code: '4006381333931', catalogPaintId: testCatalogPaints[0]!.id, decision: 'confirmed' }],
];

function call(user: TestUser | undefined, method: Method, url: string, body?: unknown) {
  return testApp().app.inject({
    method,
    url,
    headers: user === undefined ? {} : { authorization: `Bearer ${user.token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe('every admin route', () => {
  it('answers 401 to an anonymous caller', async () => {
    for (const [method, url, body] of adminRoutes()) expectError(await call(undefined, method, url, body), 401, 'unauthorized');
  });

  it('answers 403 forbidden to a signed-in painter who is not an admin, and changes nothing', async () => {
    for (const [method, url, body] of adminRoutes()) {
      const response = await call(painter, method, url, body);
      expectError(response, 403, 'forbidden', adminMessages.accessDenied);
    }
    expect(await testApp().db.selectFrom('user').select('isAdmin').where('id', '=', painter.id).executeTakeFirstOrThrow()).toEqual({
      isAdmin: 0,
    });
    expect(await testApp().db.selectFrom('catalogCorrection').selectAll().execute()).toEqual([]);
    expect(await testApp().db.selectFrom('barcodeDecision').selectAll().execute()).toEqual([]);
  });

  it('reads the right from the database on every request: a revoked admin is refused at once', async () => {
    const other = await createTestAdmin(testApp());
    expect((await send(testApp().app, other, 'GET', '/api/admin/stats')).statusCode).toBe(200);
    await testApp().db.updateTable('user').set({ isAdmin: 0 }).where('id', '=', other.id).execute();
    expectError(await send(testApp().app, other, 'GET', '/api/admin/stats'), 403, 'forbidden');
    // And a new admin needs no new token.
    await testApp().db.updateTable('user').set({ isAdmin: 1 }).where('id', '=', painter.id).execute();
    expect((await send(testApp().app, painter, 'GET', '/api/admin/users')).statusCode).toBe(200);
    await testApp().db.updateTable('user').set({ isAdmin: 0 }).where('id', '=', painter.id).execute();
  });

  it('lets an admin through, with answers no cache keeps', async () => {
    const response = await send(testApp().app, admin, 'GET', '/api/admin/users');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
