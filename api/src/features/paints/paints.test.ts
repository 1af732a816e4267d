import { describe, expect, it } from 'vitest';
import { expectError } from '../../testing/accounts.js';
import { createTestUser, mutations, newDevice, paintArgs, pushOk, send, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { serverClientId } from '../sync/apply.js';
import { readUserRows } from '../sync/rows.js';
import { paintResponseSchema } from './service.js';
import { encodeCursor, maxPageSize, paintPageSchema } from './paging.js';

const testApp = useSyncTestApp();

const newPaint = {
  name: 'Mephiston Red',
  brand: 'Citadel',
  color: '#9a1115',
  type: 'Base',
  quantity: 2,
  priority: 'high',
  notes: 'for capes',
  isWishlist: false,
  status: 'in_stock',
};

async function create(user: TestUser, body: Record<string, unknown> = newPaint) {
  const response = await send(testApp().app, user, 'POST', '/api/paints', body);
  expect(response.statusCode, response.body).toBe(201);
  return paintResponseSchema.strict().parse(response.json());
}

describe('POST /api/paints', () => {
  it('creates the paint with a server-made UUIDv7 and answers it in the spec shape', async () => {
    const u = await createTestUser(testApp());
    const paint = await create(u);
    expect(paint).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'Mephiston Red',
      brand: 'Citadel',
      color: '#9A1115',
      type: 'Base',
      range: null,
      catalogId: null,
      quantity: 2,
      status: 'in_stock',
      isWishlist: false,
      priority: 'high',
      notes: 'for capes',
      runningLow: false,
      userId: u.id,
      createdAt: expect.any(String),
      updatedAt: paint.createdAt,
    });
  });

  it('follows spec §3 and §4: stored without a quantity, 100; a wishlist paint 0; a custom one 1 unless given', async () => {
    const u = await createTestUser(testApp());
    expect(await create(u, { name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base' })).toMatchObject({
      status: 'in_stock',
      quantity: 100,
    });
    expect(await create(u, { ...newPaint, isWishlist: true, status: undefined })).toMatchObject({
      status: 'wishlist',
      isWishlist: true,
      quantity: 0,
    });
    expect(await create(u, { ...newPaint, status: 'wishlist', isWishlist: undefined })).toMatchObject({
      status: 'wishlist',
      isWishlist: true,
      quantity: 0,
    });
    expect(await create(u, { name: 'My mix', brand: 'Other', color: '#102030', type: 'Base', status: 'custom' })).toMatchObject({
      status: 'custom',
      quantity: 1,
      priority: 'medium',
      notes: null,
    });
  });

  it('answers the spec’s validation messages with 400 and writes nothing', async () => {
    const u = await createTestUser(testApp());
    for (const [change, message] of [
      [{ name: ' ' }, 'Paint name is required'],
      [{ brand: '' }, 'Brand is required'],
      [{ color: '' }, 'Color is required'],
      [{ type: undefined }, 'Type is required'],
    ] as const) {
      expectError(await send(testApp().app, u, 'POST', '/api/paints', { ...newPaint, ...change }), 400, 'validation', message);
    }
    expectError(await send(testApp().app, u, 'POST', '/api/paints', [1, 2]), 400, 'validation');
    expect((await readUserRows(testApp().db, u.id)).paint).toEqual([]);
    expect(await testApp().db.selectFrom('mutationLog').select('mutationId').where('userId', '=', u.id).execute()).toEqual([]);
  });

  it('writes through the mutation log as the user’s server client, so replay sees REST writes too', async () => {
    const u = await createTestUser(testApp());
    const paint = await create(u);
    const log = await testApp().db.selectFrom('mutationLog').selectAll().where('userId', '=', u.id).execute();
    expect(log).toEqual([
      expect.objectContaining({ clientId: serverClientId(u.id), mutationId: 1, name: 'paint.create@1', status: 'applied', version: 1 }),
    ]);
    expect(JSON.parse(log[0]!.args)).toMatchObject({ id: paint.id, createdAt: paint.createdAt });
  });
});

describe('GET /api/paints', () => {
  it('lists the user’s live paints only, newest first', async () => {
    const [u, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const first = await create(u);
    const second = await create(u, { ...newPaint, name: 'Khorne Red' });
    const gone = await create(u, { ...newPaint, name: 'Gone' });
    await create(other);
    expect((await send(testApp().app, u, 'DELETE', `/api/paints/${gone.id}`)).statusCode).toBe(200);
    const response = await send(testApp().app, u, 'GET', '/api/paints');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().map((paint: { id: string }) => paint.id)).toEqual([second.id, first.id]);
    // Written without a schema check on the way out (routes.ts): the rows must still be the schema's, exactly.
    expect(paintResponseSchema.strict().array().parse(response.json())).toHaveLength(2);
  });
});

describe('GET /api/paints?limit=&after=', () => {
  // Three share one createdAt, so the id decides between them: the order is total, and so are the pages.
  const createdAts = [
    '2026-01-02T00:00:00.000Z',
    '2026-01-01T00:00:00.000Z',
    '2026-01-01T00:00:00.000Z',
    '2026-01-01T00:00:00.000Z',
    '2025-12-31T23:59:59.999Z',
  ];

  async function painterWithPaints(): Promise<TestUser> {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const list = createdAts.map((createdAt, i) => ['paint.create@1', paintArgs({ name: `Paint ${i}`, createdAt })] as [string, unknown]);
    await pushOk(testApp().app, u, device, mutations(device, ...list));
    return u;
  }

  async function page(u: TestUser, query: string) {
    const response = await send(testApp().app, u, 'GET', `/api/paints?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return paintPageSchema.strict().parse(response.json());
  }

  it('walks the unpaged list in pages: same paints, same order, the owner’s only, a null cursor at the end', async () => {
    const [u, other] = [await painterWithPaints(), await painterWithPaints()];
    const all = (await send(testApp().app, u, 'GET', '/api/paints')).json().map((paint: { id: string }) => paint.id);
    expect(all).toHaveLength(createdAts.length);
    const pages = [await page(u, 'limit=2')];
    while (pages.at(-1)!.nextCursor !== null) pages.push(await page(u, `limit=2&after=${pages.at(-1)!.nextCursor}`));
    expect(pages.map((p) => p.paints.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.paints.map((paint) => paint.id))).toEqual(all);
    expect(pages.flatMap((p) => p.paints.map((paint) => paint.userId))).toEqual(all.map(() => u.id));
    expect((await page(other, 'limit=100')).paints.map((paint) => paint.id)).not.toContain(all[0]);
  });

  it('continues after a paint deleted since its page was read, and pages by default size when only after is given', async () => {
    const u = await painterWithPaints();
    const first = await page(u, 'limit=2');
    const last = first.paints[1]!;
    expect((await send(testApp().app, u, 'DELETE', `/api/paints/${last.id}`)).statusCode).toBe(200);
    const rest = await page(u, `after=${first.nextCursor}`);
    expect(rest.paints).toHaveLength(createdAts.length - 2);
    expect(rest.nextCursor).toBeNull();
    expect(rest.paints.map((paint) => paint.id)).not.toContain(last.id);
  });

  it.each([
    ['limit=0', 'limit'],
    [`limit=${maxPageSize + 1}`, 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=', 'limit'],
    ['after=not-a-cursor', 'after'],
    [`after=${Buffer.from('["yesterday","x"]').toString('base64url')}`, 'after'],
    [`after=${encodeCursor({ createdAt: '2026-01-01T00:00:00.000Z', id: '' })}`, 'after'],
  ])('answers 400 validation naming the field for %s', async (query, field) => {
    const u = await createTestUser(testApp());
    const response = await send(testApp().app, u, 'GET', `/api/paints?${query}`);
    expectError(response, 400, 'validation');
    expect(response.json().field).toBe(field);
  });

  it('still asks for a session first', async () => {
    expectError(await send(testApp().app, undefined, 'GET', '/api/paints?limit=oops'), 401, 'unauthorized');
  });
});

describe('PUT /api/paints/{id}', () => {
  it('edits only the fields sent, as paint.update', async () => {
    const u = await createTestUser(testApp());
    const paint = await create(u);
    const response = await send(testApp().app, u, 'PUT', `/api/paints/${paint.id}`, {
      name: 'Evil Sunz Scarlet',
      brand: 'Citadel',
      color: '#c01411',
      type: 'Layer',
      priority: 'low',
      notes: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Evil Sunz Scarlet',
      color: '#C01411',
      type: 'Layer',
      priority: 'low',
      notes: null,
      quantity: 2,
    });
  });

  it('keeps the fields not sent, defaulted ones included (a notes edit leaves the priority)', async () => {
    const u = await createTestUser(testApp());
    const paint = await create(u);
    expect((await send(testApp().app, u, 'PUT', `/api/paints/${paint.id}`, { notes: 'glaze' })).json()).toMatchObject({
      notes: 'glaze',
      priority: 'high',
      name: 'Mephiston Red',
    });
  });

  it('sets the quantity alone (the stepper), as paint.setQuantity', async () => {
    const u = await createTestUser(testApp());
    const paint = await create(u);
    expect((await send(testApp().app, u, 'PUT', `/api/paints/${paint.id}`, { quantity: 7 })).json()).toMatchObject({ quantity: 7 });
    expectError(await send(testApp().app, u, 'PUT', `/api/paints/${paint.id}`, { quantity: -1 }), 400, 'validation');
    const log = await testApp().db.selectFrom('mutationLog').select('name').where('userId', '=', u.id).orderBy('mutationId').execute();
    expect(log.map((entry) => entry.name)).toEqual(['paint.create@1', 'paint.setQuantity@1']);
  });

  it('moves between inventory and wishlist', async () => {
    const u = await createTestUser(testApp());
    const paint = await create(u);
    expect((await send(testApp().app, u, 'PUT', `/api/paints/${paint.id}`, { isWishlist: true })).json()).toMatchObject({
      status: 'wishlist',
      isWishlist: true,
      quantity: 0,
    });
    expect((await send(testApp().app, u, 'PUT', `/api/paints/${paint.id}`, { isWishlist: false, quantity: 3 })).json()).toMatchObject({
      status: 'in_stock',
      isWishlist: false,
      quantity: 3,
    });
  });

  it('answers 404 for a deleted paint, and a 400 with the spec message for a blank name', async () => {
    const u = await createTestUser(testApp());
    const paint = await create(u);
    expectError(await send(testApp().app, u, 'PUT', `/api/paints/${paint.id}`, { name: '' }), 400, 'validation', 'Paint name is required');
    await send(testApp().app, u, 'DELETE', `/api/paints/${paint.id}`);
    expectError(await send(testApp().app, u, 'PUT', `/api/paints/${paint.id}`, { quantity: 1 }), 404, 'not-found');
    expectError(await send(testApp().app, u, 'DELETE', `/api/paints/${paint.id}`), 404, 'not-found');
  });
});

describe('DELETE /api/paints/{id}', () => {
  it('tombstones the paint (a device that syncs learns of it) and answers a message', async () => {
    const u = await createTestUser(testApp());
    const paint = await create(u);
    const response = await send(testApp().app, u, 'DELETE', `/api/paints/${paint.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Paint deleted.' });
    expect((await readUserRows(testApp().db, u.id)).paint[0]).toMatchObject({ id: paint.id, deletedAt: expect.any(String), version: 2 });
  });
});

describe('GET /api/inventory/stats', () => {
  it('counts the caller’s live paints only; quantities, running low, brands and types of the inventory', async () => {
    const u = await createTestUser(testApp());
    const other = await createTestUser(testApp());
    await create(other, { ...newPaint, name: 'Not mine', brand: 'Reaper', quantity: 9 });
    await create(u, { ...newPaint, quantity: 2 });
    const marked = await create(u, { ...newPaint, name: 'Retributor Armour', type: 'Base', quantity: 3 });
    // One pot is one pot (issue 24): running low is what the painter marks (paint.markRunningLow), or none left.
    await create(u, { ...newPaint, name: 'Flat Red', brand: 'Vallejo', type: 'Model Color', quantity: 1 });
    await testApp().db.updateTable('paint').set({ runningLow: 1 }).where('id', '=', marked.id).execute();
    await create(u, { ...newPaint, name: 'Wish', brand: 'Scale75', isWishlist: true });
    const gone = await create(u, { ...newPaint, name: 'Gone', quantity: 50 });
    await send(testApp().app, u, 'DELETE', `/api/paints/${gone.id}`);
    const response = await send(testApp().app, u, 'GET', '/api/inventory/stats');
    expect(response.json()).toEqual({
      totalPaints: 4,
      inventoryCount: 3,
      wishlistCount: 1,
      totalQuantity: 6,
      runningLowCount: 1,
      byBrand: [
        { brand: 'Citadel', count: 2 },
        { brand: 'Vallejo', count: 1 },
      ],
      byType: [
        { type: 'Base', count: 2 },
        { type: 'Model Color', count: 1 },
      ],
    });
    expect((await send(testApp().app, other, 'GET', '/api/inventory/stats')).json()).toMatchObject({ totalPaints: 1, totalQuantity: 9 });
    const empty = await createTestUser(testApp());
    expect((await send(testApp().app, empty, 'GET', '/api/inventory/stats')).json()).toEqual({
      totalPaints: 0,
      inventoryCount: 0,
      wishlistCount: 0,
      totalQuantity: 0,
      runningLowCount: 0,
      byBrand: [],
      byType: [],
    });
  });
});
