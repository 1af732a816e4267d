import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import {
  createSyncTestApp,
  createTestUser,
  createTrustedUser,
  send,
  testCatalogPaints,
  type SyncTestApp,
  type TestUser,
} from '../api/src/testing/sync.js';
import { CatalogDatabase, refreshCatalog } from '../web/src/data/catalog/catalog';
import { injectInto } from './network.js';

/**
 * Issue 31, from a device's side: the catalog a device keeps (web/src/data/catalog.ts, on fake-indexeddb) changes at its
 * next refresh only when trusted painters agree, and not for fresh accounts however many. The rule itself is tested on
 * both databases in api/src/features/catalog-corrections/agreed-reports.test.ts.
 */
let server: SyncTestApp;
beforeAll(async () => {
  server = await createSyncTestApp();
});
afterAll(async () => {
  await server?.cleanup();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const scarlet = testCatalogPaints[1] as CatalogPaint;

/** The device's fetch, answered by the real app in process. */
const deviceFetch: typeof fetch = async (input, init) => {
  const transport = injectInto(() => server.app);
  return transport(init?.method ?? 'GET', String(input), Object.fromEntries(new Headers(init?.headers).entries()), undefined);
};

async function report(painter: TestUser, suggestedColor: string) {
  const answer = await send(server.app, painter, 'POST', '/api/feedback', {
    subject: 'Colour looks wrong',
    message: `It should be ${suggestedColor}.`,
    colorReport: { paintId: scarlet.id, suggestedColor },
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

describe('a device’s catalog and painters’ colour reports', () => {
  it('stays as it was for fresh accounts, and takes three trusted painters’ colour at its next refresh', async () => {
    const db = new CatalogDatabase(`catalog-trust-${crypto.randomUUID()}`);
    try {
      expect(await refreshCatalog({ db, fetch: deviceFetch })).toEqual({ outcome: 'updated', count: testCatalogPaints.length });
      const stored = async () => (await db.paints.get(scarlet.id))?.color;
      expect(await stored()).toBe(scarlet.color);

      for (let n = 0; n < 6; n += 1) await report(await createTestUser(server), '#FF00FF');
      for (let n = 0; n < 3; n += 1) await report(await createTestUser(server, { verified: true }), '#FF00FF');
      expect(await refreshCatalog({ db, fetch: deviceFetch })).toEqual({ outcome: 'unchanged' });
      expect(await stored()).toBe(scarlet.color);

      for (const color of ['#20A0F0', '#22A2F0', '#1E9EEE']) await report(await createTrustedUser(server), color);
      expect(await refreshCatalog({ db, fetch: deviceFetch })).toEqual({ outcome: 'updated', count: testCatalogPaints.length });
      expect(await stored()).toBe('#20A0F0');
    } finally {
      db.close();
      await db.delete();
    }
  });

  it('shows a painter their own reported colour on every device they sign in on, until the public colour changes', async () => {
    // The browser's globals, as in runtime.test.ts: localStorage and window stand-ins, fetch into the real app.
    vi.resetModules();
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, String(value)),
      removeItem: (key: string) => void store.delete(key),
    });
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('fetch', deviceFetch);
    const painter = await createTestUser(server);
    const flatRed = testCatalogPaints[2] as CatalogPaint;
    // Sent from another device: this one learns it from the painter's history.
    const sent = await send(server.app, painter, 'POST', '/api/feedback', {
      subject: 'Colour looks wrong',
      message: 'It is brighter in the pot.',
      colorReport: { paintId: flatRed.id, suggestedColor: '#B02020' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const auth = await import('../web/src/data/account/auth-state');
    const own = await import('../web/src/data/catalog/own-colours');
    const { refreshOwnColours } = await import('../web/src/data/catalog/own-colours-refresh');
    auth.storeSession(painter.token, { id: painter.id, email: `${painter.id}@example.com` });
    await refreshOwnColours();
    const mine = own.ownColours(painter.id);
    expect(mine[flatRed.id]).toMatchObject({ color: '#B02020', reportedColor: flatRed.color });
    expect(own.withOwnColours([flatRed], mine)[0]).toMatchObject({ color: '#B02020', catalogColor: flatRed.color });
    // Nobody else: the public catalog is unchanged.
    const served = (await server.app.inject({ method: 'GET', url: '/api/paints/all' })).json<CatalogPaint[]>();
    expect(served.find((paint) => paint.id === flatRed.id)?.color).toBe(flatRed.color);
  });
});
