import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { feedbackEntrySchema, feedbackMessages } from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import { createTestUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';

const testApp = useSyncTestApp();

const idea = { type: 'feature', subject: 'Paint mixing', message: 'Please add a way to record paint mixes.' };
const [abaddon] = testCatalogPaints;

async function submit(user: TestUser, body: Record<string, unknown> = idea, status = 201) {
  const response = await send(testApp().app, user, 'POST', '/api/feedback', body);
  expect(response.statusCode, response.body).toBe(status);
  return feedbackEntrySchema.strict().parse(response.json());
}

describe('POST /api/feedback', () => {
  it('stores the message as open, trimmed, and answers it whole', async () => {
    const u = await createTestUser(testApp());
    const entry = await submit(u, { ...idea, subject: '  Paint mixing ', message: ' Please add a way to record paint mixes.  ' });
    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'feature',
      subject: 'Paint mixing',
      message: 'Please add a way to record paint mixes.',
      status: 'open',
      adminReply: null,
      repliedAt: null,
      colorReport: null,
      createdAt: expect.any(String),
      updatedAt: entry.createdAt,
    });
    const row = await testApp()
      .db.selectFrom('feedback')
      .select(['userId', 'type', 'status'])
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ userId: u.id, type: 'feature', status: 'open' });
  });

  it('defaults the type to general (spec §5)', async () => {
    const u = await createTestUser(testApp());
    expect((await submit(u, { subject: 'Hello', message: 'Lovely app, thank you!' })).type).toBe('general');
  });

  it('answers the spec’s validation messages with 400 and stores nothing', async () => {
    const u = await createTestUser(testApp());
    for (const [change, message] of [
      [{ subject: '   ' }, feedbackMessages.subjectRequired],
      [{ subject: undefined }, feedbackMessages.subjectRequired],
      [{ subject: 's'.repeat(256) }, feedbackMessages.subjectTooLong],
      [{ message: 'too short' }, feedbackMessages.messageMin],
      [{ message: '   short    ' }, feedbackMessages.messageMin],
      [{ message: 'm'.repeat(5001) }, feedbackMessages.messageTooLong],
      [{ type: 'rant' }, feedbackMessages.typeUnknown],
    ] as const) {
      expectError(await send(testApp().app, u, 'POST', '/api/feedback', { ...idea, ...change }), 400, 'validation', message);
    }
    expect(feedbackMessages.subjectRequired).toBe('Subject is required');
    expect(feedbackMessages.messageMin).toBe('Message must be at least 10 characters');
    expect(await testApp().db.selectFrom('feedback').select('id').where('userId', '=', u.id).execute()).toEqual([]);
  });

  it('needs a session (401) before looking at the body', async () => {
    expectError(await send(testApp().app, undefined, 'POST', '/api/feedback', idea), 401, 'unauthorized');
    expectError(await send(testApp().app, undefined, 'POST', '/api/feedback', { nonsense: true }), 401, 'unauthorized');
    expectError(await send(testApp().app, undefined, 'GET', '/api/feedback'), 401, 'unauthorized');
  });

  it('stores a message sent twice with one id once (a queued message whose answer was lost)', async () => {
    const u = await createTestUser(testApp());
    const id = uuidv7();
    const first = await submit(u, { ...idea, id });
    const again = await submit(u, { ...idea, id, subject: 'Changed on the way' }, 200);
    expect(again).toEqual(first);
    expect(await testApp().db.selectFrom('feedback').select('id').where('userId', '=', u.id).execute()).toEqual([{ id }]);
    // Someone else's id is not theirs to read or overwrite.
    const other = await createTestUser(testApp());
    expectError(await send(testApp().app, other, 'POST', '/api/feedback', { ...idea, id }), 409, 'conflict', feedbackMessages.idTaken);
  });

  it('takes a colour report: a bug report naming the catalog paint as it is now, and the suggested hex', async () => {
    const u = await createTestUser(testApp());
    const entry = await submit(u, {
      subject: 'Abaddon Black looks grey',
      message: 'The swatch is much lighter than the pot.',
      colorReport: { paintId: abaddon!.id, suggestedColor: '#0a0a0a' },
    });
    expect(entry.type).toBe('bug');
    expect(entry.colorReport).toEqual({
      paintId: abaddon!.id,
      brand: 'Citadel',
      range: 'Base',
      name: 'Abaddon Black',
      reportedColor: '#231F20',
      suggestedColor: '#0A0A0A',
      currentColor: '#231F20',
    });
  });

  it('refuses a colour report on a paint outside the catalog, with a bad hex, or typed other than bug', async () => {
    const u = await createTestUser(testApp());
    const report = { subject: 'Wrong colour', message: 'The swatch looks wrong to me.' };
    expectError(
      await send(testApp().app, u, 'POST', '/api/feedback', {
        ...report,
        colorReport: { paintId: 'no-such-paint', suggestedColor: '#000000' },
      }),
      400,
      'validation',
      feedbackMessages.unknownCatalogPaint,
    );
    expectError(
      await send(testApp().app, u, 'POST', '/api/feedback', { ...report, colorReport: { paintId: abaddon!.id, suggestedColor: 'black' } }),
      400,
      'validation',
    );
    expectError(
      await send(testApp().app, u, 'POST', '/api/feedback', {
        ...report,
        type: 'feature',
        colorReport: { paintId: abaddon!.id, suggestedColor: '#000000' },
      }),
      400,
      'validation',
      feedbackMessages.colorReportIsBug,
    );
  });
});

describe('GET /api/feedback', () => {
  it('lists the caller’s own feedback only, newest first, with status and reply, never cached', async () => {
    const [u, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const first = await submit(u);
    const second = await submit(u, { ...idea, subject: 'Dark mode' });
    await submit(other, { ...idea, subject: 'Not yours' });
    await testApp()
      .db.updateTable('feedback')
      .set({ status: 'resolved', adminReply: 'Done in 1.2', repliedAt: first.createdAt })
      .where('id', '=', first.id)
      .execute();
    const response = await send(testApp().app, u, 'GET', '/api/feedback');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = feedbackEntrySchema.strict().array().parse(response.json());
    expect(list.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({ status: 'resolved', adminReply: 'Done in 1.2' });
  });

  it('answers an empty list to someone who never wrote', async () => {
    const u = await createTestUser(testApp());
    expect((await send(testApp().app, u, 'GET', '/api/feedback')).json()).toEqual([]);
  });
});
