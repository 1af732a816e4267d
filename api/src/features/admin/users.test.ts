import { describe, expect, it } from 'vitest';
import { adminMessages, adminUserSchema, type AdminUser } from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import { createTestAdmin } from '../../testing/admin.js';
import { createTestUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { dumpTables, type TableDump } from '../../testing/tables.js';
import { sha256Hex } from '../blobs/images.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

const testApp = useSyncTestApp();

const paint = { name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' };
const jpeg = (fill: number) => Buffer.from(testJpeg(fill, 68));
const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

async function ok(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const response = await send(testApp().app, user, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** A painter with something of every kind: paints, a miniature with a photo and a recipe, feedback, a session. */
async function painterWithData(photo: Buffer) {
  const user = await createTestUser(testApp());
  const own = await ok(user, 'POST', '/api/paints', paint);
  await ok(user, 'POST', '/api/paints', { ...paint, name: 'Khorne Red' });
  const project = await ok(user, 'POST', '/api/projects', { name: 'Sanguinary Guard', imageUrl: dataUrl(photo) });
  await ok(user, 'POST', `/api/projects/${project.id}/paints`, { paintId: own.id, partName: 'Armor' });
  await ok(user, 'POST', `/api/projects/${project.id}/paints`, { paintId: testCatalogPaints[0]!.id, partName: 'Base' });
  await ok(user, 'POST', '/api/feedback', { subject: 'Hello', message: 'Lovely app, thank you!' });
  return user;
}

async function listUsers(admin: TestUser): Promise<AdminUser[]> {
  const response = await send(testApp().app, admin, 'GET', '/api/admin/users');
  expect(response.statusCode, response.body).toBe(200);
  return adminUserSchema.strict().array().parse(response.json());
}

describe('GET /api/admin/users', () => {
  it('lists every user field but passwords and tokens, with live paint and project counts', async () => {
    const admin = await createTestAdmin(testApp());
    const painter = await painterWithData(jpeg(1));
    const doomed = await ok(painter, 'POST', '/api/paints', { ...paint, name: 'Gone' });
    await ok(painter, 'DELETE', `/api/paints/${doomed.id}`);
    await testApp()
      .db.updateTable('user')
      .set({ verificationToken: 'secret-token-hash', passwordResetToken: 'another-secret', emailVerified: 1 })
      .where('id', '=', painter.id)
      .execute();
    const response = await send(testApp().app, admin, 'GET', '/api/admin/users');
    for (const secret of ['not-a-hash', 'secret-token-hash', 'another-secret', 'passwordHash', 'Token']) {
      expect(response.body).not.toContain(secret);
    }
    const listed = (await listUsers(admin)).find((user) => user.id === painter.id);
    expect(listed).toEqual({
      id: painter.id,
      email: `${painter.id}@example.com`,
      firstName: 'Test',
      lastName: 'Painter',
      emailVerified: true,
      profileImageUrl: null,
      isAdmin: false,
      pendingEmail: null,
      passwordResetExpiry: null,
      lastLoginAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      paintCount: 2,
      projectCount: 1,
    });
  });
});

describe('POST /api/admin/users/{id}/toggle-admin', () => {
  it('flips the right, or sets the state sent, and answers the user', async () => {
    const admin = await createTestAdmin(testApp());
    const painter = await createTestUser(testApp());
    const url = `/api/admin/users/${painter.id}/toggle-admin`;
    expect(adminUserSchema.parse(await ok(admin, 'POST', url))).toMatchObject({ id: painter.id, isAdmin: true });
    expect(await ok(admin, 'POST', url)).toMatchObject({ isAdmin: false });
    // A switch that sends the state it shows: a retry changes nothing.
    expect(await ok(admin, 'POST', url, { isAdmin: true })).toMatchObject({ isAdmin: true });
    expect(await ok(admin, 'POST', url, { isAdmin: true })).toMatchObject({ isAdmin: true });
    expectError(await send(testApp().app, admin, 'POST', url, { isAdmin: 'yes' }), 400, 'validation');
  });

  it('refuses an admin’s own demotion and the last admin’s, with their codes; 404 for no such user', async () => {
    const admin = await createTestAdmin(testApp());
    expectError(
      await send(testApp().app, admin, 'POST', `/api/admin/users/${admin.id}/toggle-admin`),
      409,
      'own-account',
      adminMessages.ownAdminRight,
    );
    expectError(
      await send(testApp().app, admin, 'POST', '/api/admin/users/nobody/toggle-admin'),
      404,
      'not-found',
      adminMessages.userNotFound,
    );
    // Make this the only admin: then nobody can take the right from it, not even through another account's
    // stale request (the other is demoted by the database while its request is under way).
    await testApp().db.updateTable('user').set({ isAdmin: 0 }).where('id', '!=', admin.id).execute();
    const { setAdmin } = await import('./users.js');
    const other = await createTestUser(testApp());
    await expect(setAdmin(testApp().db, other.id, admin.id, false)).rejects.toMatchObject({ statusCode: 409, code: 'last-admin' });
    expect(await testApp().db.selectFrom('user').select('isAdmin').where('id', '=', admin.id).executeTakeFirstOrThrow()).toEqual({
      isAdmin: 1,
    });
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('removes the user’s paints, projects, recipe rows, photos, sessions and feedback, and nothing of anyone else’s', async () => {
    const admin = await createTestAdmin(testApp());
    const shared = jpeg(7);
    const ada = await painterWithData(shared);
    const grace = await painterWithData(shared);
    // A photo only Ada has, on a second miniature.
    const own = jpeg(8);
    await ok(ada, 'POST', '/api/projects', { name: 'Ada alone', imageUrl: dataUrl(own) });

    const before = await dumpTables(testApp().db);
    expect(before.blob!.map((row) => row.sha256)).toEqual(expect.arrayContaining([sha256Hex(shared), sha256Hex(own)]));
    const response = await send(testApp().app, admin, 'DELETE', `/api/admin/users/${ada.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: adminMessages.deleteSuccess });

    const after = await dumpTables(testApp().db);
    // Exactly Ada's rows are gone: her user row, every row carrying her id, and the photo no one else owns.
    const expected: TableDump = {};
    for (const [table, rows] of Object.entries(before)) {
      expected[table] = rows.filter(
        (row) => row.userId !== ada.id && !(table === 'user' && row.id === ada.id) && row.sha256 !== sha256Hex(own),
      );
    }
    expect(after).toEqual(expected);
    for (const table of ['session', 'paint', 'project', 'project_paint', 'feedback', 'blob_owner']) {
      expect(
        before[table]!.some((row) => row.userId === ada.id),
        table,
      ).toBe(true);
      expect(
        after[table]!.some((row) => row.userId === grace.id),
        table,
      ).toBe(true);
    }
    // Grace still reads her photo, the one Ada shared.
    const photo = await send(testApp().app, grace, 'GET', `/api/blobs/${sha256Hex(shared)}`);
    expect(photo.statusCode).toBe(200);
    // Ada's session is gone with her.
    expectError(await send(testApp().app, ada, 'GET', '/api/feedback'), 401, 'unauthorized');
  });

  it('refuses to delete the caller (own-account) or the last admin, and answers 404 for no such user', async () => {
    const admin = await createTestAdmin(testApp());
    expectError(await send(testApp().app, admin, 'DELETE', `/api/admin/users/${admin.id}`), 409, 'own-account', adminMessages.ownAccount);
    expectError(await send(testApp().app, admin, 'DELETE', '/api/admin/users/nobody'), 404, 'not-found');
    await testApp().db.updateTable('user').set({ isAdmin: 0 }).where('id', '!=', admin.id).execute();
    const { deleteUser } = await import('./users.js');
    const other = await createTestUser(testApp());
    await expect(deleteUser(testApp().db, other.id, admin.id)).rejects.toMatchObject({ statusCode: 409, code: 'last-admin' });
    expect(await testApp().db.selectFrom('user').select('id').where('id', '=', admin.id).executeTakeFirst()).toEqual({ id: admin.id });
  });

  it('deletes another admin while one remains', async () => {
    const [admin, second] = [await createTestAdmin(testApp()), await createTestAdmin(testApp())];
    expect((await send(testApp().app, admin, 'DELETE', `/api/admin/users/${second.id}`)).statusCode).toBe(200);
    expect(await testApp().db.selectFrom('user').select('id').where('id', '=', second.id).executeTakeFirst()).toBeUndefined();
  });
});
