import { describe, expect, it } from 'vitest';
import { catalogResponseSchema, type CatalogPaint } from '@paintforge/sync-protocol';
import { createTestUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { applyCorrections } from './corrections.js';

const app = useSyncTestApp();
const abaddon = testCatalogPaints.find((paint) => paint.name === 'Abaddon Black')!;

async function served(): Promise<{ etag: string; paint: CatalogPaint }> {
  const response = await app().app.inject({ method: 'GET', url: '/api/paints/all' });
  const paints = catalogResponseSchema.parse(response.json());
  return { etag: String(response.headers.etag), paint: paints.find((paint) => paint.id === abaddon.id)! };
}

async function report(user: TestUser, suggestedColor: string) {
  const response = await send(app().app, user, 'POST', '/api/feedback', {
    type: 'bug',
    subject: 'Colour looks wrong: Citadel Abaddon Black',
    message: `I think it should be ${suggestedColor}.`,
    colorReport: { paintId: abaddon.id, suggestedColor },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('painters’ colour reports become a correction once two agree', () => {
  it('one report, a second from the same painter, or a far one change nothing; a very close one corrects the catalog', async () => {
    const [ada, grace, linus] = [await createTestUser(app()), await createTestUser(app()), await createTestUser(app())];
    const before = await served();
    expect(before.paint).toMatchObject({ color: abaddon.color, colorSource: 'dataset' });

    await report(ada!, '#0A0A0A');
    await report(ada!, '#0B0A0A');
    await report(linus!, '#F0F0F0');
    expect((await served()).etag).toBe(before.etag);

    // Grace's #0C0B0B is within CIEDE2000 3 of Ada's: two painters agree.
    await report(grace!, '#0C0B0B');
    const after = await served();
    expect(after.etag).not.toBe(before.etag);
    expect(after.paint).toMatchObject({ color: '#0C0B0B', colorSource: 'report', colorConfidence: 'medium' });
    const row = await app().db.selectFrom('catalogCorrection').selectAll().where('paintId', '=', abaddon.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ color: '#0C0B0B', source: 'reports', correctedBy: grace!.id, originalColor: abaddon.color });
    expect((await app().db.selectFrom('paint').select('color').where('id', '=', abaddon.id).executeTakeFirstOrThrow()).color).toBe(
      '#0C0B0B',
    );
  });

  it('a restart serves a reported correction with its source, and an admin’s with its own', () => {
    const paints = applyCorrections(testCatalogPaints, new Map([[abaddon.id, '#0C0B0B']]), new Set([abaddon.id]));
    expect(paints.find((paint) => paint.id === abaddon.id)).toMatchObject({ colorSource: 'report', colorConfidence: 'medium' });
    const byAdmin = applyCorrections(testCatalogPaints, new Map([[abaddon.id, '#0C0B0B']]));
    expect(byAdmin.find((paint) => paint.id === abaddon.id)).toMatchObject({ colorSource: 'correction', colorConfidence: 'high' });
  });
});
