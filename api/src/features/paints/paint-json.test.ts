import { describe, expect, it } from 'vitest';
import { createTestUser, mutations, newDevice, paintArgs, pushOk, send, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { paintResponseColumns } from './paint-response.js';
import { paintsJson } from './paint-json.js';
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
    const json = await paintsJson(testApp().db, user.id);
    expect(JSON.parse(json)).toStrictEqual(expected);
    // And the answer still is what the route's schema documents.
    expect(() => paintResponseSchema.array().parse(JSON.parse(json))).not.toThrow();
    expect((JSON.parse(json) as Array<{ isWishlist: unknown }>).map((paint) => paint.isWishlist)).toContain(true);
  });

  it('is an empty list for a painter with no paints', async () => {
    const user = await createTestUser(testApp());
    expect(await paintsJson(testApp().db, user.id)).toBe('[]');
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
