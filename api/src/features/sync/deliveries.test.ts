import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { barcodeMessages, feedbackListSchema } from '@paintforge/sync-protocol';
import { nowIso } from '../../db/schema.js';
import { createTestUser, mutations, newDevice, pullOk, pushOk, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { barcodeLinksPerPainter } from '../barcodes/service.js';
import { feedbackPerPainterPerHour } from '../feedback/service.js';

// Issue 32, "one outbox": a barcode link and a feedback message arrive in a push as deliveries, and the server applies
// the rules of their REST routes to them, scoped to the painter who pushed.
const testApp = useSyncTestApp();
const user = () => createTestUser(testApp());
const [black, scarlet] = testCatalogPaints;

const ownLinks = async (u: TestUser) => (await send(testApp().app, u, 'GET', '/api/barcodes/mine')).json<[string, string][]>();
const ownFeedback = async (u: TestUser) => feedbackListSchema.parse((await send(testApp().app, u, 'GET', '/api/feedback')).json());
const message = (id = randomUUID()) => ({ id, subject: 'Metallics', message: 'Please add the Scale75 metallics.' });

describe('deliveries in a push', () => {
  it('stores a barcode link for the painter who pushed it only, and refuses one the REST route refuses, without blocking the queue', async () => {
    const [ada, bob] = [await user(), await user()];
    const device = newDevice();
    const answer = await pushOk(
      testApp().app,
      ada,
      device,
      mutations(
        device,
        // A UPC-A is stored as its EAN-13, as the REST route stores it.
        ['barcode.link@1', { code: '036000291452', catalogPaintId: black!.id }],
        ['barcode.link@1', { code: '4006381333931', catalogPaintId: 'no-such-paint' }],
        ['barcode.link@1', { code: '4006381333932', catalogPaintId: black!.id }],
        ['barcode.link@1', { code: '036000291452', catalogPaintId: scarlet!.id }],
      ),
    );
    expect(answer.results).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'rejected', error: { code: 'not-found', message: barcodeMessages.paintNotInCatalog } },
      { id: 3, status: 'rejected', error: expect.objectContaining({ code: 'validation', params: { field: 'code' } }) },
      { id: 4, status: 'applied' },
    ]);
    expect(await ownLinks(ada)).toEqual([['0036000291452', scarlet!.id]]);
    expect(await ownLinks(bob)).toEqual([]);
    // The device hears its ids consumed at its next pull, and drops them from its outbox.
    expect((await pullOk(testApp().app, ada, device)).lastMutationIds[device.clientId]).toBe(4);
  });

  it('refuses a new code past the painter’s quota, as the REST route does', async () => {
    const ada = await user();
    const at = nowIso();
    const rows = Array.from({ length: barcodeLinksPerPainter }, (_, n) => ({
      userId: ada.id,
      code: String(2_000_000_000_000 + n),
      catalogPaintId: black!.id,
      createdAt: at,
      updatedAt: at,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await testApp()
        .db.insertInto('barcodeLink')
        .values(rows.slice(start, start + 500))
        .execute();
    const device = newDevice();
    const answer = await pushOk(
      testApp().app,
      ada,
      device,
      mutations(device, ['barcode.link@1', { code: '4006381333931', catalogPaintId: black!.id }]),
    );
    expect(answer.results[0]).toMatchObject({ status: 'rejected', error: { code: 'quota-exceeded' } });
  });

  it('stores a feedback message once, however often its push is re-sent, and refuses another painter’s id', async () => {
    const [ada, bob] = [await user(), await user()];
    const sent = message();
    const phone = newDevice();
    const tablet = newDevice();
    expect((await pushOk(testApp().app, ada, phone, mutations(phone, ['feedback.send@1', sent]))).results).toEqual([
      { id: 1, status: 'applied' },
    ]);
    // The same message queued again (an older app's queue moved into this outbox after it was sent): stored once.
    expect((await pushOk(testApp().app, ada, tablet, mutations(tablet, ['feedback.send@1', sent]))).results).toEqual([
      { id: 1, status: 'applied' },
    ]);
    expect(await ownFeedback(ada)).toEqual([
      expect.objectContaining({ id: sent.id, type: 'general', subject: 'Metallics', status: 'open' }),
    ]);

    const stranger = newDevice();
    const refused = await pushOk(testApp().app, bob, stranger, mutations(stranger, ['feedback.send@1', sent]));
    expect(refused.results).toEqual([{ id: 1, status: 'rejected', error: expect.objectContaining({ code: 'conflict' }) }]);
    expect(await ownFeedback(bob)).toEqual([]);
  });

  it('refuses a message past the hourly limit, counted from the stored messages, and one without the device’s id', async () => {
    const ada = await user();
    const at = nowIso();
    await testApp()
      .db.insertInto('feedback')
      .values(
        Array.from({ length: feedbackPerPainterPerHour }, () => ({
          id: randomUUID(),
          userId: ada.id,
          type: 'general' as const,
          subject: 'Earlier',
          message: 'Sent in the last hour.',
          createdAt: at,
          updatedAt: at,
          adminReply: null,
          repliedAt: null,
          colorPaintId: null,
          colorSnapshot: null,
          suggestedColor: null,
        })),
      )
      .execute();
    const device = newDevice();
    const { id: _id, ...withoutId } = message();
    const answer = await pushOk(
      testApp().app,
      ada,
      device,
      mutations(device, ['feedback.send@1', message()], ['feedback.send@1', withoutId]),
    );
    expect(answer.results).toEqual([
      { id: 1, status: 'rejected', error: expect.objectContaining({ code: 'rate-limited' }) },
      { id: 2, status: 'rejected', error: expect.objectContaining({ code: 'validation', params: { field: 'id' } }) },
    ]);
    expect(await ownFeedback(ada)).toHaveLength(feedbackPerPainterPerHour);
  });
});
