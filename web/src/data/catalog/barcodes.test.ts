import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarcodeDatabase, refreshSharedBarcodes, sendPendingLinks, sharedBarcodesUrl, syncOwnBarcodes } from './barcodes';
import { barcodeLinksPendingKey, waitingBarcodeLinks } from '../status/outbox-keys';

/** The browser's localStorage, in memory (the shell's flag that a link waits lives there). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

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

describe('the outbox of a painter’s own links', () => {
  it('keeps links pending while the server cannot be reached, counted for the logout, and sends them once it can', async () => {
    const db = freshDatabase();
    vi.stubGlobal('localStorage', memoryStorage());
    // As linkBarcode leaves them: the links stored, pending, and the count that has the shell send them when back
    // online (an app before the count wrote "1").
    await db.own.put({ key: 'u1 4006381333931', userId: 'u1', code: '4006381333931', catalogPaintId: 'paint-1', pending: 1 });
    await db.own.put({ key: 'u1 96385074', userId: 'u1', code: '96385074', catalogPaintId: 'paint-2', pending: 1 });
    localStorage.setItem(barcodeLinksPendingKey, '1');
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    expect(await sendPendingLinks('u1', db)).toBe(false);
    await syncOwnBarcodes('u1', db);
    expect((await db.own.get('u1 4006381333931'))?.pending).toBe(1);
    expect(waitingBarcodeLinks()).toBe(2);

    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const link = JSON.parse(String(init.body)) as { code: string; catalogPaintId: string };
        sent.push(link);
        // The server's answer (the contract's barcodeAnswerSchema): the code and the paint it now names.
        const paint = { id: link.catalogPaintId, name: 'Abaddon Black', brand: 'Citadel', range: 'Base', color: '#000000', type: 'Base', userId: null };
        return json({ code: link.code, paint, source: 'own' });
      }
      expect(url).toBe('/api/barcodes/mine');
      return json([
        ['4006381333931', 'paint-1'],
        ['96385074', 'paint-2'],
      ]);
    });
    await syncOwnBarcodes('u1', db);
    expect(sent).toEqual([
      { code: '4006381333931', catalogPaintId: 'paint-1' },
      { code: '96385074', catalogPaintId: 'paint-2' },
    ]);
    // Nothing waits any more: the shell stops looking.
    expect(localStorage.getItem(barcodeLinksPendingKey)).toBeNull();
    expect(waitingBarcodeLinks()).toBe(0);
    expect(await db.own.orderBy('key').toArray()).toEqual([
      { key: 'u1 4006381333931', userId: 'u1', code: '4006381333931', catalogPaintId: 'paint-1', pending: 0 },
      { key: 'u1 96385074', userId: 'u1', code: '96385074', catalogPaintId: 'paint-2', pending: 0 },
    ]);
  });
});
