import { describe, expect, it } from 'vitest';
import { maxArgsBytes, protocolVersion, schemaVersion, storageQuota } from '@paintforge/sync-protocol';
import { nowIso } from '../../db/schema.js';
import { bearer } from '../../testing/accounts.js';
import {
  at,
  createSyncTestApp,
  createTestUser,
  mutations,
  newDevice,
  paintArgs,
  pushBody,
  pushOk,
  send,
  type Device,
  type TestUser,
} from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { TransientFault } from './faults.js';

/** Issue 8: no push can wedge a device, and nothing a client sends can fill the disk beyond what is kept. */
const testApp = useSyncTestApp();

const nested = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** A push whose text is written out by hand, so that it can be deeper than JSON.stringify would go. */
function pushText(user: TestUser, device: Device, argsJson: string) {
  const body = `{"protocolVersion":${protocolVersion},"schemaVersion":${schemaVersion},"clientId":"${device.clientId}","mutations":[{"id":${device.nextId},"name":"paint.create@1","args":${argsJson},"createdAt":"${nowIso()}"}]}`;
  return testApp().app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { ...bearer(user.token), 'content-type': 'application/json' },
    payload: body,
  });
}

const logOf = (clientId: string, db = testApp().db) =>
  db
    .selectFrom('mutationLog')
    .select(['mutationId', 'status', 'args', 'error'])
    .where('clientId', '=', clientId)
    .orderBy('mutationId')
    .execute();

describe('push bounds', () => {
  it('answers a body nested 10,000 levels deep with 400 too-deep, not 500, and stores nothing', async () => {
    const user = await createTestUser(testApp());
    const device = newDevice();
    const response = await pushText(user, device, `{"id":"x","deep":${nested(10_000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'too-deep' });
    expect(await logOf(device.clientId)).toEqual([]);
  });

  it('consumes a mutation with deeply nested args as rejected, and the next one still applies', async () => {
    const user = await createTestUser(testApp());
    const device = newDevice();
    const paint = paintArgs();
    const deep = JSON.parse(`{"changes":{"notes":"x","extra":${nested(30)}}}`) as object;
    const answer = await pushOk(
      testApp().app,
      user,
      device,
      mutations(
        device,
        ['paint.create@1', paint],
        ['paint.update@1', { id: paint.id, updatedAt: at, ...deep }],
        ['paint.delete@1', { id: paint.id, deletedAt: at }],
      ),
    );
    expect(answer.results.map((result) => [result.status, result.error?.code])).toEqual([
      ['applied', undefined],
      ['rejected', 'too-deep'],
      ['applied', undefined],
    ]);
  });

  it('consumes a mutation whose args are larger than the bound as rejected', async () => {
    const user = await createTestUser(testApp());
    const device = newDevice();
    const answer = await pushOk(
      testApp().app,
      user,
      device,
      mutations(device, ['paint.create@1', paintArgs({ notes: 'x'.repeat(maxArgsBytes) })]),
    );
    expect(answer.results[0]).toMatchObject({ status: 'rejected', error: { code: 'payload-too-large' } });
  });

  it('logs only what the schema keeps: unknown fields are stripped, and a rejected payload is not kept at all', async () => {
    const user = await createTestUser(testApp());
    const device = newDevice();
    const paint = paintArgs();
    await pushOk(
      testApp().app,
      user,
      device,
      mutations(
        device,
        ['paint.create@1', { ...paint, junk: 'y'.repeat(10_000) }],
        ['paint.create@1', { ...paintArgs(), name: '', junk: 'z'.repeat(10_000) }],
      ),
    );
    const [applied, rejected] = await logOf(device.clientId);
    expect(applied?.status).toBe('applied');
    expect(JSON.parse(applied!.args)).not.toHaveProperty('junk');
    expect(JSON.parse(applied!.args)).toMatchObject({ id: paint.id, name: paint.name });
    expect(rejected?.status).toBe('rejected');
    expect(rejected?.args).toBe('null');
    expect(JSON.parse(rejected!.error!)).toEqual({ code: 'validation', message: 'Paint name is required', params: { field: 'name' } });
  });
});

describe('failures while applying a mutation', () => {
  it('a failure no retry can cure is consumed as rejected (internal), so the device moves on', async () => {
    const failing = await createSyncTestApp({}, {});
    try {
      const user = await createTestUser(failing);
      const device = newDevice();
      // A bug in the catalog lookup: deterministic, so sending the mutation again would fail again.
      failing.catalog.find = () => {
        throw new TypeError('bug');
      };
      const project = { id: '0190a0b0-0000-7000-8000-0000000000aa', name: 'Knight', createdAt: at };
      const answer = await pushOk(
        failing.app,
        user,
        device,
        mutations(
          device,
          ['project.create@1', project],
          [
            'recipe.add@1',
            {
              id: '0190a0b0-0000-7000-8000-0000000000ab',
              projectId: project.id,
              paintId: 'c0ffee',
              partName: 'Armor',
              position: 'a0',
              createdAt: at,
            },
          ],
          ['paint.create@1', paintArgs()],
        ),
      );
      expect(answer.results.map((result) => [result.status, result.error?.code])).toEqual([
        ['applied', undefined],
        ['rejected', 'internal'],
        ['applied', undefined],
      ]);
      expect(answer.results[1]?.error?.message).toBe(
        'This change could not be saved on the server, so it was set aside to let your other changes sync.',
      );
    } finally {
      await failing.cleanup();
    }
  });

  it('a failure that may pass answers 503 with Retry-After and consumes nothing, so the device retries it', async () => {
    const failing = await createSyncTestApp();
    try {
      const user = await createTestUser(failing);
      const device = newDevice();
      let fail = true;
      const find = failing.catalog.find.bind(failing.catalog);
      failing.catalog.find = (id) => {
        if (fail) throw new TransientFault('the database is busy');
        return find(id);
      };
      const project = { id: '0190a0b0-0000-7000-8000-0000000000ba', name: 'Knight', createdAt: at };
      const list = mutations(
        device,
        ['project.create@1', project],
        [
          'recipe.add@1',
          {
            id: '0190a0b0-0000-7000-8000-0000000000bb',
            projectId: project.id,
            paintId: failing.catalog.paints[0]!.id,
            partName: 'Armor',
            position: 'a0',
            createdAt: at,
          },
        ],
      );
      const first = await send(failing.app, user, 'POST', '/api/sync/push', pushBody(device, list));
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toBe('1');
      expect(first.json()).toEqual({ error: 'database-unavailable', message: expect.any(String) });
      // The whole push rolls back, the project its first mutation had already written included.
      expect(await logOf(device.clientId, failing.db)).toEqual([]);
      expect(await failing.db.selectFrom('project').select('id').where('id', '=', project.id).execute()).toEqual([]);
      fail = false;
      const again = await pushOk(failing.app, user, device, list);
      expect(again.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    } finally {
      await failing.cleanup();
    }
  });
});

describe('push limits', () => {
  it('answers 429 with Retry-After past the pushes a painter may send a minute', async () => {
    const limited = await createSyncTestApp({ pushesPerMinute: 2 });
    try {
      const user = await createTestUser(limited);
      const device = newDevice();
      for (let i = 0; i < 2; i++) await pushOk(limited.app, user, device, mutations(device, ['paint.create@1', paintArgs()]));
      const refused = await send(
        limited.app,
        user,
        'POST',
        '/api/sync/push',
        pushBody(device, mutations(device, ['paint.create@1', paintArgs()])),
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'rate-limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another painter is not held back by the first one's limit.
      const other = await createTestUser(limited);
      await pushOk(limited.app, other, newDevice(), mutations(newDevice(), ['paint.create@1', paintArgs()]));
    } finally {
      await limited.cleanup();
    }
  });

  it('refuses a create past the storage quota with a clear message, consumed, so the queue moves on', async () => {
    const user = await createTestUser(testApp());
    const rows = Array.from({ length: storageQuota.project }, (_, index) => ({
      id: `quota-${user.id}-${index}`,
      name: `Mini ${index}`,
      userId: user.id,
      createdAt: at,
      updatedAt: at,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await testApp()
        .db.insertInto('project')
        .values(rows.slice(start, start + 500))
        .execute();
    const device = newDevice();
    const answer = await pushOk(
      testApp().app,
      user,
      device,
      mutations(
        device,
        ['project.create@1', { id: '0190a0b0-0000-7000-8000-0000000000cc', name: 'One more', createdAt: at }],
        ['paint.create@1', paintArgs()],
      ),
    );
    expect(answer.results[0]).toEqual({
      id: 1,
      status: 'rejected',
      error: {
        code: 'quota-exceeded',
        message: 'You have reached the limit of 10,000 miniatures. Delete some you no longer need to add more.',
        params: { subject: 'project', limit: 10_000 },
      },
    });
    expect(answer.results[1]?.status).toBe('applied');
    // The quota bounds creates only: a painter at the limit can still edit, and delete to make room.
    const existing = '0190a0b0-0000-7000-8000-0000000000cd';
    await testApp().db.updateTable('project').set({ id: existing }).where('id', '=', rows[0]!.id).execute();
    const edits = await pushOk(
      testApp().app,
      user,
      device,
      mutations(
        device,
        ['project.update@1', { id: existing, changes: { name: 'Renamed' }, updatedAt: at }],
        ['project.delete@1', { id: existing, deletedAt: at }],
      ),
    );
    expect(edits.results.map((result) => result.status)).toEqual(['applied', 'applied']);
  });

  it('counts the rows a push adds itself: a create that reaches the quota applies, the one past it is refused', async () => {
    const user = await createTestUser(testApp());
    const rows = Array.from({ length: storageQuota.project - 1 }, (_, index) => ({
      id: `near-${user.id}-${index}`,
      name: `Mini ${index}`,
      userId: user.id,
      createdAt: at,
      updatedAt: at,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await testApp()
        .db.insertInto('project')
        .values(rows.slice(start, start + 500))
        .execute();
    const device = newDevice();
    // The paint takes the push's version and counts; its put may have added a project for all the push knows, so the
    // first project create reads the counts again (one under the quota), and the second reads them at the quota.
    const answer = await pushOk(
      testApp().app,
      user,
      device,
      mutations(
        device,
        ['paint.create@1', paintArgs()],
        ['project.create@1', { id: '0190a0b0-0000-7000-8000-0000000000ce', name: 'The last one', createdAt: at }],
        ['project.create@1', { id: '0190a0b0-0000-7000-8000-0000000000cf', name: 'One too many', createdAt: at }],
      ),
    );
    expect(answer.results.map((result) => [result.status, result.error?.code])).toEqual([
      ['applied', undefined],
      ['applied', undefined],
      ['rejected', 'quota-exceeded'],
    ]);
  });

  it('counts pushes per address at five times a painter’s limit, so painters sharing an address are not held back', async () => {
    const limited = await createSyncTestApp({ pushesPerMinute: 1 });
    try {
      const pushFrom = async (remoteAddress: string) => {
        const user = await createTestUser(limited);
        const device = newDevice();
        return limited.app.inject({
          method: 'POST',
          url: '/api/sync/push',
          remoteAddress,
          headers: bearer(user.token),
          payload: pushBody(device, mutations(device, ['paint.create@1', paintArgs()])),
        });
      };
      const shared = [];
      for (let i = 0; i < 6; i++) shared.push((await pushFrom('10.1.1.1')).statusCode);
      expect(shared).toEqual([200, 200, 200, 200, 200, 429]);
      // Another address has its own count.
      for (let i = 0; i < 5; i++) expect((await pushFrom(`10.2.2.${i}`)).statusCode).toBe(200);
    } finally {
      await limited.cleanup();
    }
  });
});
