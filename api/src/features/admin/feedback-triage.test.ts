import { beforeAll, describe, expect, it } from 'vitest';
import { adminFeedbackEntrySchema, feedbackMessages } from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import { createTestAdmin } from '../../testing/admin.js';
import { createTestUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';

const testApp = useSyncTestApp();
let admin: TestUser;
let ada: TestUser;
const ids: Record<string, string> = {};
beforeAll(async () => {
  admin = await createTestAdmin(testApp());
  ada = await createTestUser(testApp());
  const grace = await createTestUser(testApp());
  const post = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await send(testApp().app, user, 'POST', '/api/feedback', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  ids.idea = await post(ada, { type: 'feature', subject: 'Mixes', message: 'Please record paint mixes.' });
  ids.bug = await post(grace, { type: 'bug', subject: 'Crash', message: 'The gallery crashes on start.' });
  ids.colour = await post(grace, {
    subject: 'Scarlet too dark',
    message: 'The swatch is darker than the pot.',
    colorReport: { paintId: testCatalogPaints[1]!.id, suggestedColor: '#D01F1A' },
  });
});

async function list(query = '') {
  const response = await send(testApp().app, admin, 'GET', `/api/admin/feedback${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminFeedbackEntrySchema.strict().array().parse(response.json());
}

describe('GET /api/admin/feedback', () => {
  it('lists everyone’s feedback, newest first, with its author', async () => {
    const all = await list();
    expect(all.map((entry) => entry.id)).toEqual([ids.colour, ids.bug, ids.idea]);
    expect(all[2]!.user).toEqual({ id: ada.id, email: `${ada.id}@example.com`, firstName: 'Test', lastName: 'Painter' });
  });

  it('filters by status, type and colour report', async () => {
    expect((await list('?type=bug')).map((entry) => entry.id)).toEqual([ids.colour, ids.bug]);
    expect((await list('?colorReport=true')).map((entry) => entry.id)).toEqual([ids.colour]);
    expect((await list('?colorReport=false&type=bug')).map((entry) => entry.id)).toEqual([ids.bug]);
    expect((await list('?status=closed')).map((entry) => entry.id)).toEqual([]);
    expectError(
      await send(testApp().app, admin, 'GET', '/api/admin/feedback?status=lost'),
      400,
      'validation',
      feedbackMessages.statusUnknown,
    );
  });

  it('shows a colour report with the painter’s suggestion and the catalog’s hex now', async () => {
    const [report] = await list('?colorReport=true');
    expect(report!.colorReport).toEqual({
      paintId: testCatalogPaints[1]!.id,
      brand: 'Citadel',
      range: 'Layer',
      name: 'Evil Sunz Scarlet',
      reportedColor: '#C01411',
      suggestedColor: '#D01F1A',
      currentColor: '#C01411',
    });
  });
});

describe('PATCH /api/admin/feedback/{id}', () => {
  it('sets the status and the reply, which the author then sees', async () => {
    const response = await send(testApp().app, admin, 'PATCH', `/api/admin/feedback/${ids.idea}`, {
      status: 'in_progress',
      adminReply: '  On the list for the next release.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const entry = adminFeedbackEntrySchema.parse(response.json());
    expect(entry).toMatchObject({ status: 'in_progress', adminReply: 'On the list for the next release.', repliedAt: expect.any(String) });
    const own = (await send(testApp().app, ada, 'GET', '/api/feedback')).json();
    expect(own[0]).toMatchObject({ id: ids.idea, status: 'in_progress', adminReply: 'On the list for the next release.' });

    // The status alone keeps the reply; a blank reply removes it.
    expect((await send(testApp().app, admin, 'PATCH', `/api/admin/feedback/${ids.idea}`, { status: 'resolved' })).json()).toMatchObject({
      status: 'resolved',
      adminReply: 'On the list for the next release.',
    });
    expect((await send(testApp().app, admin, 'PATCH', `/api/admin/feedback/${ids.idea}`, { adminReply: ' ' })).json()).toMatchObject({
      status: 'resolved',
      adminReply: null,
      repliedAt: null,
    });
  });

  it('refuses an unknown status, an empty change, a too-long reply, and an unknown id', async () => {
    const url = `/api/admin/feedback/${ids.bug}`;
    expectError(await send(testApp().app, admin, 'PATCH', url, { status: 'done' }), 400, 'validation', feedbackMessages.statusUnknown);
    expectError(await send(testApp().app, admin, 'PATCH', url, {}), 400, 'validation', feedbackMessages.nothingToChange);
    expectError(
      await send(testApp().app, admin, 'PATCH', url, { adminReply: 'r'.repeat(5001) }),
      400,
      'validation',
      feedbackMessages.replyTooLong,
    );
    expectError(
      await send(testApp().app, admin, 'PATCH', '/api/admin/feedback/nope', { status: 'closed' }),
      404,
      'not-found',
      feedbackMessages.notFound,
    );
  });
});
