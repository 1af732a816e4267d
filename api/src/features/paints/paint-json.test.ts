import { describe, expect, it } from 'vitest';
import { bearer, expectError } from '../../testing/accounts.js';
import { createTestUser, mutations, newDevice, paintArgs, pushOk, send, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { sessionTouchIntervalMs } from '../auth/sessions.js';
import { paintResponseColumns } from './paint-response.js';
import { paintResponseSchema, toPaintResponse } from './service.js';

const testApp = useSyncTestApp();

/** The answer as toPaintResponse makes it from the same rows: what the database's JSON must equal. */
async function expectedAnswer(userId: string) {
  const rows = await testApp()
    .db.selectFrom('paint')
    .select(paintResponseColumns)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toPaintResponse);
}

async function push(user: TestUser, ...list: Array<[string, unknown]>) {
  await pushOk(testApp().app, user, newDevice(), mutations(newDevice(), ...list));
}

/** GET /api/paints as the app sends it: the answer's JSON text. */
async function listText(user: TestUser): Promise<string> {
  const response = await send(testApp().app, user, 'GET', '/api/paints');
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

async function sessionOf(user: TestUser) {
  return testApp().db.selectFrom('session').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
}

const refused = (response: Awaited<ReturnType<typeof send>>) => expectError(response, 401, 'unauthorized', 'Authentication required');

describe('the inventory read written as JSON by the database', () => {
  it('equals toPaintResponse of the same rows, field for field and in the same order', async () => {
    const user = await createTestUser(testApp());
    const other = await createTestUser(testApp());
    const tricky = paintArgs({
      name: 'Blood "Angels" Red \\ 血 🎨 \u2028 é',
      notes: 'line one\nline two\ttab </script>',
      range: null,
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    const wished = paintArgs({ name: 'Wished', status: 'wishlist', quantity: 0, priority: 'low', createdAt: '2026-01-03T00:00:00.000Z' });
    const fromCatalog = paintArgs({
      name: 'Abaddon Black',
      catalogId: 'citadel-base-abaddon-black',
      range: 'Base',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    // Two paints made at the same moment: the id breaks the tie, as the paged list does.
    const twinA = paintArgs({ name: 'Twin A', createdAt: '2026-01-04T00:00:00.000Z' });
    const twinB = paintArgs({ name: 'Twin B', createdAt: '2026-01-04T00:00:00.000Z' });
    const deleted = paintArgs({ name: 'Gone' });
    const device = newDevice();
    await pushOk(
      testApp().app,
      user,
      device,
      mutations(
        device,
        ...[tricky, wished, fromCatalog, twinA, twinB, deleted].map((args) => ['paint.create@1', args] as [string, unknown]),
        ['paint.delete@1', { id: deleted.id, deletedAt: '2026-02-01T00:00:00.000Z' }],
      ),
    );
    await push(other, ['paint.create@1', paintArgs({ name: 'Not yours' })]);

    const expected = await expectedAnswer(user.id);
    expect(expected.map((paint) => paint.name)).toEqual(
      [twinA, twinB]
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .map((paint) => paint.name)
        .concat(['Wished', tricky.name, 'Abaddon Black']),
    );
    const json = await listText(user);
    expect(JSON.parse(json)).toStrictEqual(expected);
    // And the answer still is what the route's schema documents.
    expect(() => paintResponseSchema.array().parse(JSON.parse(json))).not.toThrow();
    expect((JSON.parse(json) as Array<{ isWishlist: unknown }>).map((paint) => paint.isWishlist)).toContain(true);
  });

  it('is an empty list for a painter with no paints', async () => {
    const user = await createTestUser(testApp());
    expect(await listText(user)).toBe('[]');
    const response = await send(testApp().app, user, 'GET', '/api/paints');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual([]);
  });

  it('is what GET /api/paints answers', async () => {
    const user = await createTestUser(testApp());
    await push(user, ['paint.create@1', paintArgs({ name: 'Khorne Red' })], ['paint.create@1', paintArgs({ name: 'Wild Rider Red' })]);
    const response = await send(testApp().app, user, 'GET', '/api/paints');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toStrictEqual(await expectedAnswer(user.id));
  });
});

describe('the inventory read and its session check, one statement', () => {
  it('answers 401 as every route does once the session is revoked or past its idle deadline, paged or not', async () => {
    const revoked = await createTestUser(testApp());
    const expired = await createTestUser(testApp());
    await push(revoked, ['paint.create@1', paintArgs()]);
    await push(expired, ['paint.create@1', paintArgs()]);
    // Read once each first, so the verifier's token cache holds them: the session row still decides.
    for (const user of [revoked, expired]) expect(JSON.parse(await listText(user))).toHaveLength(1);

    await testApp().db.deleteFrom('session').where('userId', '=', revoked.id).execute();
    await testApp()
      .db.updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', expired.id)
      .execute();
    for (const user of [revoked, expired]) {
      refused(await send(testApp().app, user, 'GET', '/api/paints'));
      refused(await send(testApp().app, user, 'GET', '/api/paints?limit=10'));
      // Before the query is validated, as on every route.
      refused(await send(testApp().app, user, 'GET', '/api/paints?limit=0'));
    }
    refused(await send(testApp().app, undefined, 'GET', '/api/paints'));
  });

  it("never answers another painter's rows: a token naming one painter with another's session is refused", async () => {
    const ada = await createTestUser(testApp());
    const grace = await createTestUser(testApp());
    await push(grace, ['paint.create@1', paintArgs({ name: 'Grace only' })]);
    const crossed = testApp().app.jwt.sign({ sub: ada.id, sid: (await sessionOf(grace)).id });
    refused(await testApp().app.inject({ method: 'GET', url: '/api/paints', headers: bearer(crossed) }));
    const graceAsAda = testApp().app.jwt.sign({ sub: grace.id, sid: (await sessionOf(ada)).id });
    refused(await testApp().app.inject({ method: 'GET', url: '/api/paints', headers: bearer(graceAsAda) }));
    expect(await listText(ada)).toBe('[]');
    expect(JSON.parse(await listText(grace))).toMatchObject([{ name: 'Grace only' }]);
  });

  it('moves the idle deadline forward as authenticate does: once the last use is an hour old, not before', async () => {
    const user = await createTestUser(testApp());
    const hourAgo = new Date(Date.now() - sessionTouchIntervalMs - 1000).toISOString();
    const soonAgo = new Date(Date.now() - sessionTouchIntervalMs + 60_000).toISOString();
    const oldDeadline = new Date(Date.now() + 1000 * 60 * 60 * 24).toISOString();

    await testApp().db.updateTable('session').set({ lastUsedAt: soonAgo, expiresAt: oldDeadline }).where('userId', '=', user.id).execute();
    await listText(user);
    expect(await sessionOf(user)).toMatchObject({ lastUsedAt: soonAgo, expiresAt: oldDeadline });

    await testApp().db.updateTable('session').set({ lastUsedAt: hourAgo }).where('userId', '=', user.id).execute();
    const before = Date.now();
    await listText(user);
    const touched = await sessionOf(user);
    expect(Date.parse(touched.lastUsedAt!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(touched.expiresAt)).toBeGreaterThan(Date.parse(oldDeadline));
  });
});
