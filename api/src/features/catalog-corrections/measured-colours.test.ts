import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFeedbackListSchema, catalogResponseSchema, type CatalogPaint } from '@paintforge/sync-protocol';
import { createTestAdmin } from '../../testing/admin.js';
import {
  createSyncTestApp,
  createTestUser,
  createTrustedUser,
  send,
  testCatalogRows,
  type SyncTestApp,
  type TestUser,
} from '../../testing/sync.js';
import { toCatalogPaints } from '../catalog/service.js';
import { applyCorrections, readCorrections } from './corrections.js';
import { measurementDifference } from './measured-colours.js';

/**
 * Issue 36: colours measured by painters reach the public catalog only under the trust rule, and then as what they
 * are: "measured by N painters", with their spread and, for a translucent paint, the measured pooled stop.
 */

// The test catalog and a shade, whose dataset colour is a thin coat over white and whose pooled stop is drawn.
const paints = toCatalogPaints([...testCatalogRows, { brand: 'Citadel', range: 'Shade', name: 'Nuln Oil', hex: '#9A99A0' }]);
const nulnOil = paints.find((paint) => paint.name === 'Nuln Oil')!;
const scarlet = paints.find((paint) => paint.name === 'Evil Sunz Scarlet')!;

let testApp: SyncTestApp | undefined;
beforeAll(async () => {
  testApp = await createSyncTestApp({}, {}, paints);
});
afterAll(async () => {
  await testApp?.cleanup();
});
const app = () => testApp!;

async function served(paint: CatalogPaint): Promise<{ etag: string; paint: CatalogPaint }> {
  const response = await app().app.inject({ method: 'GET', url: '/api/paints/all' });
  expect(response.statusCode).toBe(200);
  return { etag: String(response.headers.etag), paint: catalogResponseSchema.parse(response.json()).find((one) => one.id === paint.id)! };
}

interface Stops {
  thin: string;
  pooled?: string;
}

/** "Send to the catalog" from the colour studio's "Measure a paint", as the app sends it; answers the report's id. */
async function measure(user: TestUser, paint: CatalogPaint, { thin, pooled }: Stops): Promise<string> {
  const response = await send(app().app, user, 'POST', '/api/feedback', {
    type: 'bug',
    subject: `Colour looks wrong: ${paint.brand} ${paint.name}`,
    message: `Measured on white card: ${thin}.`,
    colorReport: { paintId: paint.id, suggestedColor: thin, measured: pooled === undefined ? {} : { pooledColor: pooled } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const many = (count: number, make: () => Promise<TestUser>) => Promise.all(Array.from({ length: count }, make));

// Measurements of Nuln Oil that all agree (both stops within ΔE2000 5 of each other), far from the dataset's sample.
const agreeing: Stops[] = [
  { thin: '#6E6C74', pooled: '#2A282F' },
  { thin: '#706E75', pooled: '#2C2A31' },
  { thin: '#6C6B72', pooled: '#29272E' },
];
const spreadOf = (stops: readonly Stops[]) =>
  Math.max(
    ...stops.flatMap((a) =>
      stops.map((b) =>
        measurementDifference({ color: a.thin, pooledColor: a.pooled ?? null }, { color: b.thin, pooledColor: b.pooled ?? null }),
      ),
    ),
  );

describe('measurements from untrusted accounts never change the public catalog (issue 36)', () => {
  it('leaves the catalog and its ETag as they were for many agreeing untrusted voices, then three trusted painters measure it', async () => {
    const before = await served(nulnOil);
    expect(before.paint).toMatchObject({ color: '#9A99A0', colorSource: 'dataset' });
    expect(before.paint.pooledColor).toBeUndefined();

    // Fresh, unverified accounts: a throwaway costs nothing.
    for (const painter of await many(6, () => createTestUser(app()))) await measure(painter, nulnOil, agreeing[0]!);
    // Verified, but members for under the rule's week.
    for (const painter of await many(3, () => createTestUser(app(), { verified: true, memberDays: 6 })))
      await measure(painter, nulnOil, agreeing[1]!);
    // One trusted person behind several addresses of one mailbox (Gmail's dots and +tags): one voice.
    const person = `nuln.painter.${Date.now()}`;
    const sameMailbox = [`${person}@gmail.com`, `${person.replaceAll('.', '')}+shades@gmail.com`, `${person}+oil@googlemail.com`];
    for (const email of sameMailbox) await measure(await createTrustedUser(app(), { email }), nulnOil, agreeing[2]!);
    // And one more trusted painter: with the person above, two trusted voices, not three.
    await measure(await createTrustedUser(app()), nulnOil, agreeing[0]!);

    expect(await served(nulnOil)).toEqual(before);
    const unchanged = await app().app.inject({ method: 'GET', url: '/api/paints/all', headers: { 'if-none-match': before.etag } });
    expect(unchanged.statusCode).toBe(304);

    // A third trusted painter: the measured colour replaces the sample, both stops, and every device downloads it.
    await measure(await createTrustedUser(app()), nulnOil, agreeing[1]!);
    const after = await served(nulnOil);
    expect(after.etag).not.toBe(before.etag);
    const counted = [agreeing[2]!, agreeing[0]!, agreeing[1]!];
    expect(after.paint).toMatchObject({
      color: '#6E6C74',
      pooledColor: '#2A282F',
      colorSource: 'measured',
      colorConfidence: 'high',
      measured: { painters: 3, spread: Math.round(spreadOf(counted) * 10) / 10 },
    });
    expect(after.paint.measured!.spread).toBeGreaterThan(0);
    const refresh = await app().app.inject({ method: 'GET', url: '/api/paints/all', headers: { 'if-none-match': before.etag } });
    expect(refresh.statusCode).toBe(200);

    // A restart serves the same paint from the stored correction (count, spread and pooled stop included).
    const restarted = applyCorrections(paints, await readCorrections(app().db)).find((paint) => paint.id === nulnOil.id);
    expect(restarted).toEqual(after.paint);

    // Agreeing reports by eye never replace a measured colour.
    for (const painter of await many(3, () => createTrustedUser(app()))) {
      const response = await send(app().app, painter, 'POST', '/api/feedback', {
        type: 'bug',
        subject: 'Colour looks wrong',
        message: 'By eye it is #101010.',
        colorReport: { paintId: nulnOil.id, suggestedColor: '#101010' },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await served(nulnOil)).paint).toEqual(after.paint);

    // The admin's one tap takes it back: the sample and its drawn pooled stop again, and the first ETag.
    const admin = await createTestAdmin(app());
    const undo = await send(app().app, admin, 'DELETE', `/api/admin/catalog/${nulnOil.id}/color`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await served(nulnOil)).toEqual(before);
  });

  it('lets an admin accept one painter’s measurement: measured by 1, pooled stop and all, and take it back', async () => {
    const before = await served(scarlet);
    const reportId = await measure(await createTestUser(app()), scarlet, { thin: '#B8201B' });
    const admin = await createTestAdmin(app());
    // The triage marks it as a measurement, so the admin knows what they accept.
    const triage = adminFeedbackListSchema.parse((await send(app().app, admin, 'GET', '/api/admin/feedback?colorReport=true')).json());
    expect(triage.find((entry) => entry.id === reportId)?.colorReport).toMatchObject({
      suggestedColor: '#B8201B',
      measured: { pooledColor: null },
    });
    const accepted = await send(app().app, admin, 'PUT', `/api/admin/catalog/${scarlet.id}/color`, {
      color: '#B8201B',
      reportIds: [reportId],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await served(scarlet);
    expect(after.etag).not.toBe(before.etag);
    expect(after.paint).toMatchObject({ color: '#B8201B', colorSource: 'measured', measured: { painters: 1, spread: 0 } });
    // A flat paint has no pooled stop, whatever a measurement sent.
    expect(after.paint.pooledColor).toBeUndefined();

    expect((await send(app().app, admin, 'DELETE', `/api/admin/catalog/${scarlet.id}/color`)).statusCode).toBe(200);
    expect(await served(scarlet)).toEqual(before);
  });
});
