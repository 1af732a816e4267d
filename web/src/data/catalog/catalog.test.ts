import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { CatalogDatabase, catalogStatus, catalogUrl, refreshCatalog } from './catalog';

const paint = (n: number): CatalogPaint => ({
  id: `test-${n}`,
  name: `Paint ${n}`,
  brand: n % 2 ? 'Citadel' : 'Vallejo',
  range: 'Base',
  color: `#${n.toString(16).padStart(6, '0').toUpperCase()}`,
  type: 'Base',
  userId: null,
});
const catalog = Array.from({ length: 120 }, (_, n) => paint(n));

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...init.headers }, ...init });
}

let databases: CatalogDatabase[] = [];
function freshDatabase() {
  const db = new CatalogDatabase(`catalog-test-${crypto.randomUUID()}`);
  databases.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(databases.map((db) => db.delete()));
  databases = [];
});

describe('refreshCatalog', () => {
  it('stores every row, in the server order, and the ETag on first load', async () => {
    const db = freshDatabase();
    const fetch = vi.fn(async () => jsonResponse(catalog, { headers: { ETag: '"v1"' } }));

    await expect(refreshCatalog({ db, fetch, now: () => 1000 })).resolves.toEqual({ outcome: 'updated', count: 120 });

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(catalogUrl);
    expect(new Headers(init.headers).has('If-None-Match')).toBe(false);
    expect(await db.paints.count()).toBe(120);
    const stored = await db.paints.orderBy('position').toArray();
    expect(stored.map((row) => row.id)).toEqual(catalog.map((row) => row.id));
    expect(stored[5]).toMatchObject(catalog[5]!);
    expect(await db.meta.get('catalog')).toEqual({ key: 'catalog', etag: '"v1"', fetchedAt: 1000, checkedAt: 1000, count: 120 });
  });

  it('takes a measured colour with a new ETag: both stops, how many painters and their spread (issue 36)', async () => {
    const db = freshDatabase();
    await refreshCatalog({ db, fetch: async () => jsonResponse(catalog, { headers: { ETag: '"v1"' } }), now: () => 1000 });
    const measured: CatalogPaint = {
      ...catalog[7]!,
      type: 'Shade',
      color: '#6E6C74',
      pooledColor: '#2A282F',
      colorSource: 'measured',
      colorConfidence: 'high',
      measured: { painters: 3, spread: 2.1 },
    };
    const next = catalog.map((row) => (row.id === measured.id ? measured : row));
    await expect(refreshCatalog({ db, fetch: async () => jsonResponse(next, { headers: { ETag: '"v2"' } }), now: () => 2000 })).resolves.toEqual({
      outcome: 'updated',
      count: 120,
    });
    expect(await db.paints.get(measured.id)).toMatchObject(measured);
  });

  it('sends the stored ETag and keeps the rows on 304', async () => {
    const db = freshDatabase();
    await refreshCatalog({ db, fetch: async () => jsonResponse(catalog, { headers: { ETag: '"v1"' } }), now: () => 1000 });
    const fetch = vi.fn(async () => new Response(null, { status: 304 }));

    await expect(refreshCatalog({ db, fetch, now: () => 2000 })).resolves.toEqual({ outcome: 'unchanged' });

    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('If-None-Match')).toBe('"v1"');
    expect(await db.paints.count()).toBe(120);
    expect(await db.meta.get('catalog')).toMatchObject({ etag: '"v1"', fetchedAt: 1000, checkedAt: 2000 });
  });

  it('replaces the whole catalog when it changed', async () => {
    const db = freshDatabase();
    await refreshCatalog({ db, fetch: async () => jsonResponse(catalog, { headers: { ETag: '"v1"' } }) });
    const next = [paint(500), paint(501)];

    await expect(refreshCatalog({ db, fetch: async () => jsonResponse(next, { headers: { ETag: '"v2"' } }) })).resolves.toEqual({
      outcome: 'updated',
      count: 2,
    });

    expect((await db.paints.toArray()).map((row) => row.id).sort()).toEqual(['test-500', 'test-501']);
    expect((await db.meta.get('catalog'))?.etag).toBe('"v2"');
  });

  it('keeps the local copy when the network fails', async () => {
    const db = freshDatabase();
    await refreshCatalog({ db, fetch: async () => jsonResponse(catalog, { headers: { ETag: '"v1"' } }) });

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(refreshCatalog({ db, fetch: offline })).resolves.toEqual({ outcome: 'offline' });

    expect(await db.paints.count()).toBe(120);
    expect((await db.meta.get('catalog'))?.etag).toBe('"v1"');
  });

  it.each([
    ['a row with a bad colour', [...catalog.slice(0, 3), { ...paint(3), color: 'red' }]],
    ['a row without a name', [{ ...paint(1), name: undefined }]],
    ['an object instead of a list', { paints: catalog }],
    ['an empty list', []],
  ])('rejects %s without wiping the stored rows', async (_label, body) => {
    const db = freshDatabase();
    await refreshCatalog({ db, fetch: async () => jsonResponse(catalog, { headers: { ETag: '"v1"' } }) });

    const outcome = await refreshCatalog({ db, fetch: async () => jsonResponse(body, { headers: { ETag: '"bad"' } }) });

    expect(outcome.outcome).toBe('error');
    expect(await db.paints.count()).toBe(120);
    expect((await db.meta.get('catalog'))?.etag).toBe('"v1"');
  });

  it('rejects a body that is not JSON, and a server error, keeping the rows', async () => {
    const db = freshDatabase();
    await refreshCatalog({ db, fetch: async () => jsonResponse(catalog, { headers: { ETag: '"v1"' } }) });

    expect((await refreshCatalog({ db, fetch: async () => new Response('<html>', { status: 200 }) })).outcome).toBe('error');
    expect((await refreshCatalog({ db, fetch: async () => jsonResponse({ error: 'internal', message: 'x' }, { status: 500 }) })).outcome).toBe(
      'error',
    );
    expect(await db.paints.count()).toBe(120);
  });

  it('does not send If-None-Match when no rows are stored', async () => {
    const db = freshDatabase();
    await db.meta.put({ key: 'catalog', etag: '"v1"', fetchedAt: 1, checkedAt: 1, count: 0 });
    const fetch = vi.fn(async () => jsonResponse(catalog, { headers: { ETag: '"v1"' } }));

    await refreshCatalog({ db, fetch });

    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('If-None-Match')).toBe(false);
    expect(await db.paints.count()).toBe(120);
  });
});

describe('catalogStatus', () => {
  const idle = { running: false, last: null };
  it('is loading until IndexedDB has been read and while the first download runs', () => {
    expect(catalogStatus(undefined, idle)).toBe('loading');
    expect(catalogStatus(0, idle)).toBe('loading');
    expect(catalogStatus(0, { running: true, last: null })).toBe('loading');
    expect(catalogStatus(0, { running: false, last: { outcome: 'updated', count: 10 } })).toBe('loading');
  });

  it('shows a stored copy, saying when it could not be checked because the device is offline', () => {
    expect(catalogStatus(10, idle)).toBe('ready');
    expect(catalogStatus(10, { running: false, last: { outcome: 'unchanged' } })).toBe('ready');
    expect(catalogStatus(10, { running: false, last: { outcome: 'offline' } })).toBe('offline');
    expect(catalogStatus(10, { running: false, last: { outcome: 'error', message: 'x' } })).toBe('ready');
  });

  it('reports offline or error when there is nothing stored to show', () => {
    expect(catalogStatus(0, { running: false, last: { outcome: 'offline' } })).toBe('offline');
    expect(catalogStatus(0, { running: false, last: { outcome: 'error', message: 'x' } })).toBe('error');
  });
});
