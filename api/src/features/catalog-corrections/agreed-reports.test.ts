import { describe, expect, it } from 'vitest';
import {
  adminFeedbackListSchema,
  catalogCorrectionListSchema,
  catalogResponseSchema,
  colourAgreementListSchema,
  colourChangeListSchema,
  colourChangeSchema,
  feedbackListSchema,
  type CatalogPaint,
} from '@paintforge/sync-protocol';
import { createTestAdmin } from '../../testing/admin.js';
import {
  createSyncTestApp,
  createTestUser,
  createTrustedUser,
  send,
  testCatalogPaints,
  type SyncTestApp,
  type TestUser,
} from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { applyCorrections } from './corrections.js';

const testApp = useSyncTestApp();
const [abaddon, scarlet, flatRed] = testCatalogPaints as [CatalogPaint, CatalogPaint, CatalogPaint];

async function served(app: SyncTestApp, paint: CatalogPaint): Promise<{ etag: string; paint: CatalogPaint }> {
  const response = await app.app.inject({ method: 'GET', url: '/api/paints/all' });
  const paints = catalogResponseSchema.parse(response.json());
  return { etag: String(response.headers.etag), paint: paints.find((one) => one.id === paint.id)! };
}

/** A painter's "this colour looks wrong", as the app sends it; answers the report's id. */
async function report(user: TestUser, paint: CatalogPaint, suggestedColor: string, app: SyncTestApp = testApp()): Promise<string> {
  const response = await send(app.app, user, 'POST', '/api/feedback', {
    type: 'bug',
    subject: `Colour looks wrong: ${paint.brand} ${paint.name}`,
    message: `I think it should be ${suggestedColor}.`,
    colorReport: { paintId: paint.id, suggestedColor },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const painters = (count: number, make: () => Promise<TestUser>) => Promise.all(Array.from({ length: count }, make));

async function adminGet<T>(admin: TestUser, url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await send(testApp().app, admin, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

describe('only trusted voices change a catalog colour (issue 31)', () => {
  it('leaves it unchanged for six unverified accounts agreeing, and for three verified accounts minutes old; the triage shows them pending', async () => {
    const before = await served(testApp(), abaddon);
    const throwaways = await painters(6, () => createTestUser(testApp()));
    for (const throwaway of throwaways) await report(throwaway, abaddon, '#FF00FF');
    expect(await served(testApp(), abaddon)).toEqual(before);

    const fresh = await painters(3, () => createTestUser(testApp(), { verified: true }));
    for (const painter of fresh) await report(painter, abaddon, '#FF00FF');
    const after = await served(testApp(), abaddon);
    expect(after.etag).toBe(before.etag);
    expect(after.paint).toMatchObject({ color: abaddon.color, colorSource: 'dataset' });

    // Each reporter's own history keeps what they said: their report changed what they see, nobody else's.
    const own = feedbackListSchema.parse((await send(testApp().app, throwaways[0], 'GET', '/api/feedback')).json());
    expect(own[0]?.colorReport).toMatchObject({ paintId: abaddon.id, suggestedColor: '#FF00FF', currentColor: abaddon.color });

    // The admin sees every report, with whether its voice counts, and the agreement forming before it could apply.
    const admin = await createTestAdmin(testApp());
    const triage = await adminGet(admin, '/api/admin/feedback?colorReport=true', adminFeedbackListSchema);
    const standings = triage.filter((entry) => entry.colorReport?.paintId === abaddon.id).map((entry) => entry.voice?.standing);
    expect(standings.sort()).toEqual([...Array<string>(3).fill('new-member'), ...Array<string>(6).fill('unverified')]);
    const [pending] = (await adminGet(admin, '/api/admin/catalog/agreements', colourAgreementListSchema)).filter(
      (agreement) => agreement.paint.id === abaddon.id,
    );
    expect(pending).toMatchObject({ color: '#FF00FF', counted: 0, needed: 3 });
    expect(pending!.voices).toHaveLength(9);
    // The three verified painters' week ends in seven days: that is when it would apply, unless the admin dismisses it.
    const inAWeek = Date.now() + 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(Date.parse(pending!.appliesAt!) - inAWeek)).toBeLessThan(120_000);

    const dismissed = colourChangeSchema.parse(
      (await send(testApp().app, admin, 'DELETE', `/api/admin/catalog/${abaddon.id}/agreement`)).json(),
    );
    expect(dismissed).toMatchObject({ action: 'dismissed', color: null, actor: { id: admin.id }, paintId: abaddon.id });
    expect(dismissed.reports).toHaveLength(9);
    const still = await adminGet(admin, '/api/admin/catalog/agreements', colourAgreementListSchema);
    expect(still.find((agreement) => agreement.paint.id === abaddon.id)).toBeUndefined();
    expect(await served(testApp(), abaddon)).toEqual(before);
  });

  it('changes it when three trusted painters agree, and the change reaches a device at its next refresh; recorded, and reverted in one tap', async () => {
    const before = await served(testApp(), scarlet);
    const [ada, grace, linus] = await painters(3, () => createTrustedUser(testApp()));
    const reports = [await report(ada!, scarlet, '#D01F1A'), await report(grace!, scarlet, '#D2221C')];
    // A far suggestion joins no agreement; two trusted voices are not yet three.
    await report(await createTrustedUser(testApp()), scarlet, '#1A2BD0');
    expect((await served(testApp(), scarlet)).etag).toBe(before.etag);
    const admin = await createTestAdmin(testApp());
    const [forming] = (await adminGet(admin, '/api/admin/catalog/agreements', colourAgreementListSchema)).filter(
      (agreement) => agreement.paint.id === scarlet.id,
    );
    expect(forming).toMatchObject({ counted: 2, needed: 3 });

    reports.push(await report(linus!, scarlet, '#CE1E19'));
    const after = await served(testApp(), scarlet);
    expect(after.etag).not.toBe(before.etag);
    expect(after.paint).toMatchObject({ color: '#D01F1A', colorSource: 'report', colorConfidence: 'medium' });
    // A device holding the old catalog is sent the new one at its next refresh; one up to date gets a 304.
    const refresh = await testApp().app.inject({ method: 'GET', url: '/api/paints/all', headers: { 'if-none-match': before.etag } });
    expect(refresh.statusCode).toBe(200);
    expect(catalogResponseSchema.parse(refresh.json()).find((paint) => paint.id === scarlet.id)?.color).toBe('#D01F1A');
    const upToDate = await testApp().app.inject({ method: 'GET', url: '/api/paints/all', headers: { 'if-none-match': after.etag } });
    expect(upToDate.statusCode).toBe(304);

    // Recorded: painters (no admin), when, from which reports.
    const [change] = (await adminGet(admin, '/api/admin/catalog/changes', colourChangeListSchema)).filter(
      (one) => one.paintId === scarlet.id,
    );
    expect(change).toMatchObject({ action: 'corrected', source: 'reports', actor: null, color: '#D01F1A', previousColor: scarlet.color });
    expect(change!.reports.map((one) => one.id).sort()).toEqual([...reports].sort());
    const corrections = await adminGet(admin, '/api/admin/catalog/corrections', catalogCorrectionListSchema);
    expect(corrections.find((one) => one.paint.id === scarlet.id)).toMatchObject({ source: 'reports', correctedBy: null });

    // One tap takes it back: the file's hex again, a new ETag, and the removal recorded with the admin.
    const undo = await send(testApp().app, admin, 'DELETE', `/api/admin/catalog/${scarlet.id}/color`);
    expect(undo.statusCode, undo.body).toBe(200);
    const reverted = await served(testApp(), scarlet);
    expect(reverted.paint).toMatchObject({ color: scarlet.color, colorSource: 'dataset' });
    expect(reverted.etag).toBe(before.etag);
    const [removal] = (await adminGet(admin, '/api/admin/catalog/changes', colourChangeListSchema)).filter(
      (one) => one.paintId === scarlet.id,
    );
    expect(removal).toMatchObject({ action: 'removed', actor: { id: admin.id }, color: scarlet.color, previousColor: '#D01F1A' });
  });

  it('after an admin’s removal, the old reports and one new voice do not bring it back; three new ones do', async () => {
    const admin = await createTestAdmin(testApp());
    const old = await painters(3, () => createTrustedUser(testApp()));
    for (const painter of old) await report(painter, flatRed, '#FF00FF');
    expect((await served(testApp(), flatRed)).paint.color).toBe('#FF00FF');
    expect((await send(testApp().app, admin, 'DELETE', `/api/admin/catalog/${flatRed.id}/color`)).statusCode).toBe(200);
    const removed = await served(testApp(), flatRed);
    expect(removed.paint.color).toBe(flatRed.color);

    // One new voice: with the three old reports that would be four, but the old ones no longer count.
    await report(await createTrustedUser(testApp()), flatRed, '#FF00FF');
    // The same person again, through two more addresses of one mailbox: still one voice.
    const person = `painter.${Date.now()}`;
    await report(await createTrustedUser(testApp(), { email: `${person}@gmail.com` }), flatRed, '#FF00FE');
    await report(await createTrustedUser(testApp(), { email: `${person.replace('.', '')}+again@gmail.com` }), flatRed, '#FE00FF');
    // And an old painter repeating themselves before the removal counted already.
    expect(await served(testApp(), flatRed)).toEqual(removed);

    // Three painters after the removal: an agreement again.
    await report(old[0]!, flatRed, '#FF00FF');
    expect((await served(testApp(), flatRed)).paint.color).not.toBe(flatRed.color);
  });

  it('never lets agreeing reports replace an admin’s correction, and records the reports an admin accepted', async () => {
    const admin = await createTestAdmin(testApp());
    const reportId = await report(await createTestUser(testApp()), abaddon, '#0A0A0A');
    const accepted = await send(testApp().app, admin, 'PUT', `/api/admin/catalog/${abaddon.id}/color`, {
      color: '#0A0A0A',
      reportIds: [reportId],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      source: 'admin',
      correctedBy: admin.id,
      paint: { color: '#0A0A0A', colorSource: 'correction' },
    });
    const [change] = (await adminGet(admin, '/api/admin/catalog/changes', colourChangeListSchema)).filter(
      (one) => one.paintId === abaddon.id && one.action === 'corrected',
    );
    expect(change).toMatchObject({ source: 'admin', actor: { id: admin.id }, reports: [{ id: reportId, suggestedColor: '#0A0A0A' }] });

    for (const painter of await painters(3, () => createTrustedUser(testApp()))) await report(painter, abaddon, '#30302F');
    expect((await served(testApp(), abaddon)).paint.color).toBe('#0A0A0A');
  });

  it('a restart serves a reported correction with its source, and an admin’s with its own', () => {
    const correction = { color: '#0C0B0B', measured: null };
    const paints = applyCorrections(testCatalogPaints, new Map([[abaddon.id, { ...correction, source: 'reports' as const }]]));
    expect(paints.find((paint) => paint.id === abaddon.id)).toMatchObject({ colorSource: 'report', colorConfidence: 'medium' });
    const byAdmin = applyCorrections(testCatalogPaints, new Map([[abaddon.id, { ...correction, source: 'admin' as const }]]));
    expect(byAdmin.find((paint) => paint.id === abaddon.id)).toMatchObject({ colorSource: 'correction', colorConfidence: 'high' });
  });
});

describe('a voice that starts counting with time', () => {
  it('applies an agreement of painters in their first week once the week is over, with no request (the sweep)', async () => {
    const app = await createSyncTestApp({}, { trustSweepMs: 100 });
    try {
      const fresh = await painters(3, () => createTestUser(app, { verified: true }));
      for (const painter of fresh) await report(painter, scarlet, '#D01F1A', app);
      const before = await served(app, scarlet);
      expect(before.paint.color).toBe(scarlet.color);
      // A week passes: their accounts are now older than the rule's week (and the sweep's two-hour window finds them).
      const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
      await app.db
        .updateTable('user')
        .set({ createdAt: weekAgo })
        .where(
          'id',
          'in',
          fresh.map((painter) => painter.id),
        )
        .execute();
      await expect.poll(async () => (await served(app, scarlet)).paint.color).toBe('#D01F1A');
    } finally {
      await app.cleanup();
    }
  });
});
