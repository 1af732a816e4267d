import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulMessage, protocolVersion, schemaVersion } from '@paintforge/sync-protocol';
import { createSyncTestApp, createTestUser, newDevice, paintArgs, send, type SyncTestApp, type TestUser } from '../testing/sync.js';

let t: SyncTestApp;
let painter: TestUser;
beforeAll(async () => {
  t = await createSyncTestApp({ pushesPerMinute: 1_000_000 });
  painter = await createTestUser(t);
});
afterAll(async () => {
  await t?.cleanup();
});

const nul = 'Mephiston\u0000Red';
const huge = Number.MAX_SAFE_INTEGER;

/**
 * Values SQLite stores and Postgres refuses (the NUL character, integers beyond 32 bits) are refused at the boundary
 * on both, with the same 4xx: never a 500 on one database and a success on the other.
 */
describe('values one database takes and another refuses', () => {
  it('are refused alike on both databases, never with a 5xx', async () => {
    const device = newDevice();
    const answers = [
      await send(t.app, painter, 'POST', '/api/paints', { ...paintArgs({ name: nul }), id: undefined }),
      await send(t.app, painter, 'POST', '/api/sync/push', {
        protocolVersion,
        schemaVersion,
        clientId: device.clientId,
        mutations: [{ id: 1, name: 'paint.create@1', args: paintArgs({ name: nul, notes: nul }), createdAt: '2026-11-21T10:00:00.000Z' }],
      }),
      await send(t.app, painter, 'POST', '/api/sync/push', {
        protocolVersion,
        schemaVersion,
        clientId: device.clientId,
        mutations: [{ id: huge, name: 'paint.create@1', args: paintArgs(), createdAt: '2026-11-21T10:00:00.000Z' }],
      }),
      await send(t.app, painter, 'POST', '/api/sync/pull', { protocolVersion, schemaVersion, clientId: device.clientId, cursor: huge }),
      await send(t.app, undefined, 'POST', '/api/auth/register', {
        email: 'nul@example.com',
        password: 'a long enough password 1',
        firstName: nul,
        lastName: 'Painter',
        captchaAnswer: huge,
        captchaExpectedAnswer: huge,
      }),
      await send(t.app, painter, 'POST', '/api/feedback', { type: 'bug', subject: nul, message: nul }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 200, 400, 400, 400, 400]);
    for (const index of [0, 4, 5]) expect(answers[index]!.json()).toEqual({ error: 'validation', message: nulMessage });
    // In a push, the one mutation is consumed as refused, so the queue behind it moves on.
    expect(answers[1]!.json()).toMatchObject({
      lastMutationId: 1,
      results: [{ id: 1, status: 'rejected', error: { code: 'validation', message: nulMessage } }],
    });
    expect(answers[2]!.json()).toMatchObject({ error: 'validation' });
    expect(answers[3]!.json()).toMatchObject({ error: 'validation' });
  });

  it('take a backslash followed by u0000, which is text, not the NUL character', async () => {
    const answer = await send(t.app, painter, 'POST', '/api/paints', { ...paintArgs({ name: 'C:\\u0000 Red' }), id: undefined });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ name: 'C:\\u0000 Red' });
  });
});
