import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarcodeDatabase, refreshSharedBarcodes, sharedBarcodesUrl } from './barcodes';

let databases: BarcodeDatabase[] = [];
function freshDatabase() {
  const db = new BarcodeDatabase(`barcodes-test-${crypto.randomUUID()}`);
  databases.push(db);
  return db;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(databases.map((db) => db.delete()));
  databases = [];
});

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the shared code map on the device', () => {
  it('stores the map with its ETag, asks with it next time, and keeps the copy on a 304 or no network', async () => {
    const db = freshDatabase();
    const first = vi.fn(async () => json([['4006381333931', 'paint-1']], { ETag: '"m1"' }));
    expect(await refreshSharedBarcodes(db, first)).toBe('updated');
    expect(first).toHaveBeenCalledWith(sharedBarcodesUrl, expect.anything());
    expect(await db.shared.get('4006381333931')).toEqual({ code: '4006381333931', catalogPaintId: 'paint-1' });

    const unchanged = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('If-None-Match')).toBe('"m1"');
      return new Response(null, { status: 304 });
    });
    expect(await refreshSharedBarcodes(db, unchanged)).toBe('unchanged');
    expect(await refreshSharedBarcodes(db, async () => Promise.reject(new TypeError('offline')))).toBe('offline');
    expect(await refreshSharedBarcodes(db, async () => json({ not: 'a map' }))).toBe('error');
    expect(await db.shared.count()).toBe(1);
  });
});
