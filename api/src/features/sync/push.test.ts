import { describe, expect, it } from 'vitest';
import { illFormedTextMessage, MutationRejected, protocolVersion, schemaVersion, type MutationStore } from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import {
  at,
  createTestUser,
  later,
  mutations,
  newDevice,
  paintArgs,
  projectArgs,
  pullOk,
  pushBody,
  pushOk,
  send,
  testCatalogPaints,
  type TestUser,
} from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { serverClientId, uploadPhotoFirstMessage } from './apply.js';
import { TransientFault } from './faults.js';
import { readUserRows } from './rows.js';
import { push } from './service.js';

const testApp = useSyncTestApp();

const user = () => createTestUser(testApp());
const spaceVersion = async (u: TestUser) =>
  (await testApp().db.selectFrom('syncSpace').select('version').where('userId', '=', u.id).executeTakeFirst())?.version ?? 0;
const lastMutationId = async (clientId: string) =>
  (await testApp().db.selectFrom('syncClient').select('lastMutationId').where('clientId', '=', clientId).executeTakeFirst())
    ?.lastMutationId;

describe('POST /api/sync/push', () => {
  it('refuses text that is not well-formed Unicode with the message the device shows, never storing it rewritten', async () => {
    const u = await user();
    const device = newDevice();
    const paint = paintArgs();
    const answer = await pushOk(testApp().app, u, device, mutations(device, ['paint.create@1', { ...paint, name: 'Nuln \uD800Oil' }]));
    expect(answer.results).toEqual([
      { id: 1, status: 'rejected', error: { code: 'validation', message: illFormedTextMessage, params: { field: 'name' } } },
    ]);
    expect((await readUserRows(testApp().db, u.id)).paint).toEqual([]);
  });

  it('applies mutations in order, one version for the whole push, and answers the last mutation id', async () => {
    const u = await user();
    const device = newDevice();
    const paint = paintArgs({ quantity: 2 });
    const answer = await pushOk(
      testApp().app,
      u,
      device,
      mutations(device, ['paint.create@1', paint], ['paint.adjustQuantity@1', { id: paint.id, delta: 3, updatedAt: later }]),
    );
    expect(answer).toEqual({
      lastMutationId: 2,
      results: [
        { id: 1, status: 'applied' },
        { id: 2, status: 'applied' },
      ],
    });
    const rows = await readUserRows(testApp().db, u.id);
    expect(rows.paint).toEqual([expect.objectContaining({ id: paint.id, quantity: 5, version: 1, updatedAt: later })]);
    expect(await spaceVersion(u)).toBe(1);
    const log = await testApp()
      .db.selectFrom('mutationLog')
      .select(['mutationId', 'name', 'status', 'version', 'userId'])
      .where('clientId', '=', device.clientId)
      .orderBy('mutationId')
      .execute();
    expect(log).toEqual([
      { mutationId: 1, name: 'paint.create@1', status: 'applied', version: 1, userId: u.id },
      { mutationId: 2, name: 'paint.adjustQuantity@1', status: 'applied', version: 1, userId: u.id },
    ]);
  });

  it('answers a retry with alreadyProcessed and changes nothing (a delta is applied exactly once)', async () => {
    const u = await user();
    const device = newDevice();
    const paint = paintArgs({ quantity: 1 });
    const batch = mutations(device, ['paint.create@1', paint], ['paint.adjustQuantity@1', { id: paint.id, delta: 1, updatedAt: later }]);
    await pushOk(testApp().app, u, device, batch);
    const before = await readUserRows(testApp().db, u.id);
    const retry = await pushOk(testApp().app, u, device, batch);
    expect(retry).toEqual({
      lastMutationId: 2,
      results: [
        { id: 1, status: 'alreadyProcessed' },
        { id: 2, status: 'alreadyProcessed' },
      ],
    });
    expect(await readUserRows(testApp().db, u.id)).toEqual(before);
    expect(before.paint[0]?.quantity).toBe(2);
    expect(await spaceVersion(u)).toBe(1);
  });

  it('after a lost response, a resend with more mutations applies only the new ones', async () => {
    const u = await user();
    const device = newDevice();
    const paint = paintArgs();
    const first = mutations(device, ['paint.create@1', paint], ['paint.adjustQuantity@1', { id: paint.id, delta: 4, updatedAt: later }]);
    await pushOk(testApp().app, u, device, first); // the answer is "lost": the device still has both in its outbox
    const more = mutations(device, ['paint.adjustQuantity@1', { id: paint.id, delta: -2, updatedAt: later }]);
    const answer = await pushOk(testApp().app, u, device, [...first, ...more]);
    expect(answer.results.map((result) => result.status)).toEqual(['alreadyProcessed', 'alreadyProcessed', 'applied']);
    expect(answer.lastMutationId).toBe(3);
    expect((await readUserRows(testApp().db, u.id)).paint[0]?.quantity).toBe(3);
  });

  it('applies each mutation once when the same push arrives several times at once (duplicated by the network)', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const paint = paintArgs({ quantity: 0 });
    const batch = mutations(
      device,
      ['paint.create@1', paint],
      ...Array.from({ length: 5 }, () => ['paint.adjustQuantity@1', { id: paint.id, delta: 1, updatedAt: later }] as [string, unknown]),
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(testApp().app, u, 'POST', '/api/sync/push', pushBody(device, batch))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const statuses = answers.flatMap((answer) =>
      (answer.json() as { results: Array<{ status: string }> }).results.map((result) => result.status),
    );
    expect(statuses.filter((status) => status === 'applied')).toHaveLength(6);
    expect((await readUserRows(testApp().db, u.id)).paint[0]?.quantity).toBe(5);
    // One of the four applied the push, in one version; the others found it consumed.
    expect(await spaceVersion(u)).toBe(1);
  });

  it('answers 409 out-of-order with the expected id; mutations before the gap stay applied', async () => {
    const u = await user();
    const device = newDevice();
    const paint = paintArgs();
    await pushOk(testApp().app, u, device, mutations(device, ['paint.create@1', paint]));
    const gap = { id: 3, name: 'paint.adjustQuantity@1', args: { id: paint.id, delta: 1, updatedAt: later }, createdAt: at };
    let response = await send(testApp().app, u, 'POST', '/api/sync/push', pushBody(device, [gap]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'out-of-order', message: expect.any(String), expected: 2 });

    const second = { ...gap, id: 2 };
    const fourth = { ...gap, id: 4 };
    response = await send(testApp().app, u, 'POST', '/api/sync/push', pushBody(device, [second, fourth]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ expected: 3 });
    expect(await lastMutationId(device.clientId)).toBe(2);
    expect((await readUserRows(testApp().db, u.id)).paint[0]?.quantity).toBe(2);
  });

  it('records a rejected mutation as consumed, so the next one applies (a bad change never wedges the queue)', async () => {
    const u = await user();
    const device = newDevice();
    const paint = paintArgs();
    const answer = await pushOk(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['paint.create@1', { ...paint, name: '  ' }],
        ['paint.fly@1', {}],
        ['paint.create@1', paint],
        ['paint.create@1', paint],
      ),
    );
    expect(answer).toEqual({
      lastMutationId: 4,
      results: [
        { id: 1, status: 'rejected', error: { code: 'validation', message: 'Paint name is required', params: { field: 'name' } } },
        {
          id: 2,
          status: 'rejected',
          error: {
            code: 'validation',
            message: 'Unknown change “paint.fly@1”. Please update the app.',
            params: { mutation: 'paint.fly@1' },
          },
        },
        { id: 3, status: 'applied' },
        { id: 4, status: 'rejected', error: { code: 'conflict', message: 'This paint already exists.', params: { subject: 'paint' } } },
      ],
    });
    // Rejections take no version: the space moved once, for the one applied mutation.
    expect(await spaceVersion(u)).toBe(1);
    const log = await testApp()
      .db.selectFrom('mutationLog')
      .select(['mutationId', 'status', 'error', 'version'])
      .where('clientId', '=', device.clientId)
      .orderBy('mutationId')
      .execute();
    expect(log.map((entry) => [entry.mutationId, entry.status, entry.version])).toEqual([
      [1, 'rejected', null],
      [2, 'rejected', null],
      [3, 'applied', 1],
      [4, 'rejected', null],
    ]);
    // A retry of a rejected mutation (its answer was lost) still tells the device why.
    const retry = await pushOk(
      testApp().app,
      u,
      device,
      answer.results.map((result) => ({ id: result.id, name: 'x', args: {}, createdAt: at })),
    );
    expect(retry.results[0]).toEqual({
      id: 1,
      status: 'alreadyProcessed',
      error: { code: 'validation', message: 'Paint name is required', params: { field: 'name' } },
    });
  });

  it('sends the edit-vs-delete notice with the result, and again on a retry', async () => {
    const u = await user();
    const device = newDevice();
    const paint = paintArgs();
    const batch = mutations(
      device,
      ['paint.create@1', paint],
      ['paint.delete@1', { id: paint.id, deletedAt: later }],
      ['paint.update@1', { id: paint.id, changes: { notes: 'thin it' }, updatedAt: later }],
    );
    const answer = await pushOk(testApp().app, u, device, batch);
    const notice = {
      code: 'edited-deleted',
      params: { name: paint.name },
      message: expect.stringContaining('was deleted on another device'),
    };
    expect(answer.results[2]).toEqual({ id: 3, status: 'applied', notices: [notice] });
    expect((await pushOk(testApp().app, u, device, batch)).results[2]).toEqual({ id: 3, status: 'alreadyProcessed', notices: [notice] });
    expect((await readUserRows(testApp().db, u.id)).paint[0]).toMatchObject({ notes: 'thin it', deletedAt: later });
  });

  it('keeps one version counter per user: two users interleaving each count 1, 2, 3', async () => {
    const [a, b] = [await user(), await user()];
    const [deviceA, deviceB] = [newDevice(), newDevice()];
    for (let round = 0; round < 3; round += 1) {
      await pushOk(testApp().app, a, deviceA, mutations(deviceA, ['paint.create@1', paintArgs()]));
      await pushOk(testApp().app, b, deviceB, mutations(deviceB, ['project.create@1', projectArgs()]));
    }
    expect((await readUserRows(testApp().db, a.id)).paint.map((row) => row.version).sort()).toEqual([1, 2, 3]);
    expect((await readUserRows(testApp().db, b.id)).project.map((row) => row.version).sort()).toEqual([1, 2, 3]);
    expect([await spaceVersion(a), await spaceVersion(b)]).toEqual([3, 3]);
  });

  it('scopes every mutation to its user: another user’s row is not found, and its id cannot be taken over', async () => {
    const [a, b] = [await user(), await user()];
    const [deviceA, deviceB] = [newDevice(), newDevice()];
    const paint = paintArgs();
    await pushOk(testApp().app, a, deviceA, mutations(deviceA, ['paint.create@1', paint]));
    const answer = await pushOk(
      testApp().app,
      b,
      deviceB,
      mutations(
        deviceB,
        ['paint.update@1', { id: paint.id, changes: { name: 'Mine now' }, updatedAt: later }],
        ['paint.delete@1', { id: paint.id, deletedAt: later }],
        ['paint.create@1', { ...paint, name: 'Mine now' }],
        ['paint.create@1', { ...paint, id: testCatalogPaints[0]!.id, name: 'Catalog takeover' }],
      ),
    );
    expect(answer.results.map((result) => result.error?.code)).toEqual(['not-found', 'not-found', 'conflict', 'conflict']);
    expect((await readUserRows(testApp().db, a.id)).paint).toEqual([expect.objectContaining({ name: 'Mephiston Red', deletedAt: null })]);
    expect((await readUserRows(testApp().db, b.id)).paint).toEqual([]);
    expect(await testApp().db.selectFrom('paint').select('name').where('id', '=', testCatalogPaints[0]!.id).executeTakeFirst()).toEqual({
      name: 'Abaddon Black',
    });
  });

  it('builds recipes from the user’s paints and the catalog, with snapshots', async () => {
    const u = await user();
    const device = newDevice();
    const paint = paintArgs();
    const project = projectArgs();
    const answer = await pushOk(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['paint.create@1', paint],
        ['project.create@1', project],
        [
          'recipe.add@1',
          {
            id: '0190a0b0-0000-7000-8000-000000000011',
            projectId: project.id,
            paintId: paint.id,
            partName: 'Armour',
            position: 'a0',
            createdAt: at,
          },
        ],
        [
          'recipe.add@1',
          {
            id: '0190a0b0-0000-7000-8000-000000000012',
            projectId: project.id,
            paintId: testCatalogPaints[0]!.id,
            partName: 'Cloak',
            position: 'a1',
            createdAt: at,
          },
        ],
      ),
    );
    expect(answer.results.every((result) => result.status === 'applied')).toBe(true);
    const rows = await readUserRows(testApp().db, u.id);
    expect(rows.recipe.map((row) => [row.partName, row.paintId, row.paintSnapshot.name])).toEqual([
      ['Armour', paint.id, 'Mephiston Red'],
      ['Cloak', testCatalogPaints[0]!.id, testCatalogPaints[0]!.name],
    ]);
  });

  it('refuses a project photo the user has not uploaded', async () => {
    const u = await user();
    const device = newDevice();
    const project = projectArgs({ imageHash: 'a'.repeat(64) });
    const answer = await pushOk(testApp().app, u, device, mutations(device, ['project.create@1', project]));
    expect(answer.results[0]).toEqual({
      id: 1,
      status: 'rejected',
      error: { code: 'not-found', message: uploadPhotoFirstMessage, params: { subject: 'photo' } },
    });
  });

  it('answers 426 to another protocol or schema version, whatever the rest of the body: the app or the server is too old', async () => {
    const u = await user();
    const appTooOld = ['app-too-old', 'This version of the app is too old to sync. Please reload to update.'] as const;
    const serverTooOld = [
      'server-too-old',
      'This server is older than the app and cannot sync with it until the server is updated.',
    ] as const;
    for (const [versions, [code, message]] of [
      [{ protocolVersion: protocolVersion + 1, schemaVersion }, serverTooOld],
      [{ protocolVersion, schemaVersion: schemaVersion + 1 }, serverTooOld],
      [{ protocolVersion: 0, schemaVersion: 0 }, appTooOld],
      [{ protocolVersion, schemaVersion: schemaVersion - 1 }, appTooOld],
    ] as const) {
      for (const url of ['/api/sync/push', '/api/sync/pull']) {
        expectError(await send(testApp().app, u, 'POST', url, { ...versions, something: 'else' }), 426, code, message);
      }
    }
    expectError(
      await send(testApp().app, u, 'POST', '/api/sync/push', { protocolVersion, schemaVersion, clientId: 'nope', mutations: [] }),
      400,
      'validation',
    );
  });

  it('binds a client id to its first user: another user gets 403 client-mismatch on push and pull', async () => {
    const [a, b] = [await user(), await user()];
    const device = newDevice();
    await pushOk(testApp().app, a, device, mutations(device, ['paint.create@1', paintArgs()]));
    const stolen = { ...device, nextId: 1 };
    expectError(
      await send(testApp().app, b, 'POST', '/api/sync/push', pushBody(stolen, mutations(stolen, ['paint.create@1', paintArgs()]))),
      403,
      'client-mismatch',
    );
    expectError(
      await send(testApp().app, b, 'POST', '/api/sync/pull', { protocolVersion, schemaVersion, clientId: device.clientId, cursor: 0 }),
      403,
      'client-mismatch',
    );
    expect((await readUserRows(testApp().db, b.id)).paint).toEqual([]);
  });

  it('keeps devices away from the REST routes’ own client id (it is not a UUID, so no push can name it)', async () => {
    const u = await createTestUser(testApp());
    const rest = { ...newDevice(), clientId: serverClientId(u.id) };
    expectError(
      await send(testApp().app, u, 'POST', '/api/sync/push', pushBody(rest, mutations(rest, ['paint.create@1', paintArgs()]))),
      400,
      'validation',
    );
    expect(
      (await send(testApp().app, u, 'POST', '/api/paints', { name: 'Red', brand: 'Citadel', color: '#FF0000', type: 'Base' })).statusCode,
    ).toBe(201);
    expect((await pullOk(testApp().app, u, newDevice())).lastMutationIds).toEqual({ [serverClientId(u.id)]: 1 });
  });

  it('answers 401 without a session', async () => {
    const device = newDevice();
    expectError(
      await send(testApp().app, undefined, 'POST', '/api/sync/push', pushBody(device, mutations(device, ['paint.create@1', paintArgs()]))),
      401,
      'unauthorized',
    );
    expectError(
      await send(testApp().app, undefined, 'POST', '/api/sync/pull', {
        protocolVersion,
        schemaVersion,
        clientId: device.clientId,
        cursor: 0,
      }),
      401,
      'unauthorized',
    );
  });

  const gemArgs = (projectId: string) => ({
    id: '0190a0b0-0000-7000-8000-000000000021',
    projectId,
    paintId: testCatalogPaints[1]!.id,
    partName: 'Gem',
    position: 'a0',
    createdAt: at,
  });

  it('leaves the id unconsumed when the server fails for a passing reason (a transient fault), so the retry applies it', async () => {
    const u = await user();
    const device = newDevice();
    const project = projectArgs();
    await pushOk(testApp().app, u, device, mutations(device, ['project.create@1', project]));
    const add = mutations(device, ['recipe.add@1', gemArgs(project.id)]);
    const broken = {
      db: testApp().db,
      findCatalogPaint: () => {
        throw new TransientFault('catalog unavailable');
      },
    };
    await expect(push(broken, u.id, device.clientId, add)).rejects.toThrow('catalog unavailable');
    expect(await lastMutationId(device.clientId)).toBe(1);
    expect(await spaceVersion(u)).toBe(1);
    expect((await pushOk(testApp().app, u, device, add)).results).toEqual([{ id: 2, status: 'applied' }]);
  });

  it('rolls back a refused mutation to its savepoint: none of its writes stay, the mutations around it commit', async () => {
    const u = await user();
    const device = newDevice();
    const box = projectArgs({ modelCount: 3 });
    await pushOk(testApp().app, u, device, mutations(device, ['project.create@1', box]));
    const [before, after, unit] = [paintArgs({ name: 'Before' }), paintArgs({ name: 'After' }), projectArgs()];
    const list = mutations(
      device,
      ['paint.create@1', before],
      // Writes the new unit, then edits the box; refused after both writes (a domain error from the store).
      ['project.split@1', { id: box.id, newId: unit.id, count: 1, createdAt: later }],
      ['paint.create@1', after],
    );
    const refusal = new MutationRejected('conflict', 'Refused after writing.', { subject: 'project' });
    const refusingAfterWrites = {
      ...testApp().sync,
      seams: {
        wrapStore: (store: MutationStore): MutationStore => ({
          ...store,
          async put(entity, row) {
            await store.put(entity, row);
            if (entity === 'project' && row.id === box.id) throw refusal;
          },
        }),
      },
    };
    const outcome = await push(refusingAfterWrites, u.id, device.clientId, list);
    expect(outcome.kind === 'done' && outcome.response.results).toEqual([
      { id: 2, status: 'applied' },
      { id: 3, status: 'rejected', error: { code: 'conflict', message: 'Refused after writing.', params: { subject: 'project' } } },
      { id: 4, status: 'applied' },
    ]);
    const rows = await readUserRows(testApp().db, u.id);
    expect(rows.project.map((row) => [row.id, row.modelCount, row.updatedAt])).toEqual([[box.id, 3, at]]);
    expect(rows.paint.map((row) => row.name).sort()).toEqual(['After', 'Before']);
    // Both applied mutations share the push's one version; the refused one is consumed, logged, and took none.
    expect(new Set(rows.paint.map((row) => row.version))).toEqual(new Set([2]));
    expect(await spaceVersion(u)).toBe(2);
    expect(await lastMutationId(device.clientId)).toBe(4);
    const log = await testApp()
      .db.selectFrom('mutationLog')
      .select(['mutationId', 'status', 'version'])
      .where('clientId', '=', device.clientId)
      .orderBy('mutationId')
      .execute();
    expect(log.map((entry) => [entry.mutationId, entry.status, entry.version])).toEqual([
      [1, 'applied', 1],
      [2, 'applied', 2],
      [3, 'rejected', null],
      [4, 'applied', 2],
    ]);
  });

  it('consumes a mutation that fails for a reason a retry cannot cure as rejected (internal), logs it, and goes on', async () => {
    const u = await user();
    const device = newDevice();
    const project = projectArgs();
    await pushOk(testApp().app, u, device, mutations(device, ['project.create@1', project]));
    const add = mutations(
      device,
      ['recipe.add@1', gemArgs(project.id)],
      ['project.update@1', { id: project.id, changes: { name: 'Renamed' }, updatedAt: at }],
    );
    const bug = new TypeError('cannot read properties of undefined');
    const broken = {
      db: testApp().db,
      findCatalogPaint: () => {
        throw bug;
      },
    };
    const seen: unknown[] = [];
    const outcome = await push(broken, u.id, device.clientId, add, (error) => seen.push(error));
    expect(outcome.kind === 'done' && outcome.response.results).toEqual([
      { id: 2, status: 'rejected', error: { code: 'internal', message: expect.any(String) } },
      { id: 3, status: 'applied' },
    ]);
    expect(seen).toEqual([bug]);
    expect(await lastMutationId(device.clientId)).toBe(3);
  });
});

describe('POST /api/sync/pull', () => {
  it('sends the rows changed since the cursor in version order, tombstones as puts, and every client’s last id', async () => {
    const u = await user();
    const [phone, laptop] = [newDevice(), newDevice()];
    const paint = paintArgs();
    const project = projectArgs();
    await pushOk(testApp().app, u, phone, mutations(phone, ['paint.create@1', paint], ['project.create@1', project]));
    let answer = await pullOk(testApp().app, u, laptop);
    // One push, one version for both rows.
    expect(answer).toMatchObject({ cursor: 1, hasMore: false, reset: false, lastMutationIds: { [phone.clientId]: 2 } });
    expect(answer.patch.map((op) => [op.op, op.entity, op.id, op.version])).toEqual([
      ['put', 'paint', paint.id, 1],
      ['put', 'project', project.id, 1],
    ]);

    await pushOk(testApp().app, u, laptop, mutations(laptop, ['paint.delete@1', { id: paint.id, deletedAt: later }]));
    phone.cursor = 1;
    answer = await pullOk(testApp().app, u, phone);
    expect(answer.patch).toEqual([
      { op: 'put', entity: 'paint', id: paint.id, version: 2, value: expect.objectContaining({ deletedAt: later }) },
    ]);
    expect(answer.lastMutationIds).toEqual({ [phone.clientId]: 2, [laptop.clientId]: 1 });

    // Nothing new: the cursor stays where it is, and never goes back below what the device sent.
    expect((await pullOk(testApp().app, u, laptop)).patch).toHaveLength(1);
    expect(await pullOk(testApp().app, u, laptop)).toMatchObject({ cursor: 2, patch: [] });
    expect(await pullOk(testApp().app, u, { ...laptop, cursor: 99 })).toMatchObject({ cursor: 99, patch: [], hasMore: false });
  });

  it('never shows one user another user’s rows', async () => {
    const [a, b] = [await user(), await user()];
    const device = newDevice();
    await pushOk(testApp().app, a, device, mutations(device, ['paint.create@1', paintArgs()]));
    expect(await pullOk(testApp().app, b, newDevice())).toEqual({
      cursor: 0,
      hasMore: false,
      reset: false,
      lastMutationIds: {},
      patch: [],
    });
  });

  it('pages without splitting a version: all rows of the last version come in one page, even past the limit', async () => {
    const u = await user();
    const device = newDevice();
    // Versions 1, 2, 2, 3: the second push writes two rows.
    for (const push of [[paintArgs()], [paintArgs(), paintArgs()], [paintArgs()]]) {
      await pushOk(testApp().app, u, device, mutations(device, ...push.map((paint) => ['paint.create@1', paint] as [string, unknown])));
    }
    const reader = newDevice();
    const first = await pullOk(testApp().app, u, reader, 2);
    expect(first.patch.map((op) => op.version)).toEqual([1, 2, 2]);
    expect(first).toMatchObject({ cursor: 2, hasMore: true });
    const second = await pullOk(testApp().app, u, reader, 2);
    expect(second.patch.map((op) => op.version)).toEqual([3]);
    expect(second).toMatchObject({ cursor: 3, hasMore: false });
  });
});

describe('pull order and paging', () => {
  it('sends rows of every kind in version order, whatever table they live in', async () => {
    const u = await user();
    const device = newDevice();
    const [project, paint] = [projectArgs(), paintArgs()];
    const recipe = { id: crypto.randomUUID(), projectId: project.id, paintId: paint.id, partName: 'Armor', position: 'a0', createdAt: at };
    // A push each, so a version each.
    for (const mutation of [
      ['project.create@1', project],
      ['paint.create@1', paint],
      ['recipe.add@1', recipe],
      ['project.update@1', { id: project.id, changes: { name: 'Knight Captain' }, updatedAt: later }],
    ] as Array<[string, unknown]>) {
      await pushOk(testApp().app, u, device, mutations(device, mutation));
    }
    const answer = await pullOk(testApp().app, u, newDevice());
    expect(answer.patch.map((op) => [op.entity, op.version])).toEqual([
      ['paint', 2],
      ['recipe', 3],
      ['project', 4],
    ]);
    expect(answer.patch[1]).toMatchObject({ id: recipe.id, value: { partName: 'Armor', paintSnapshot: { name: 'Mephiston Red' } } });
  });

  it('a last change that wrote nothing ends the page at the space’s version, with no empty page after it', async () => {
    const u = await user();
    const device = newDevice();
    const paint = paintArgs();
    // Deleting twice takes a version and writes no row (delete wins, once): version 3 has no row.
    for (const mutation of [
      ['paint.create@1', paint],
      ['paint.delete@1', { id: paint.id, deletedAt: later }],
      ['paint.delete@1', { id: paint.id, deletedAt: later }],
    ] as Array<[string, unknown]>) {
      await pushOk(testApp().app, u, device, mutations(device, mutation));
    }
    expect(await spaceVersion(u)).toBe(3);
    const answer = await pullOk(testApp().app, u, newDevice(), 1);
    expect(answer).toMatchObject({ cursor: 3, hasMore: false });
    expect(answer.patch.map((op) => op.version)).toEqual([2]);
  });

  it('tells a device which change it expected when one arrives out of order', async () => {
    const u = await user();
    const device = newDevice();
    const early = { id: 2, name: 'paint.create@1', args: paintArgs(), createdAt: at };
    const response = await send(testApp().app, u, 'POST', '/api/sync/push', pushBody(device, [early]));
    expect(response.json()).toEqual({
      error: 'out-of-order',
      message: "This device's changes arrived out of order; the server expects change 1 next.",
      expected: 1,
    });
  });
});

describe('ids another user holds', () => {
  it('a miniature’s or a recipe paint’s id that another user holds is a conflict, never a takeover', async () => {
    const [a, b] = [await user(), await user()];
    const [deviceA, deviceB] = [newDevice(), newDevice()];
    const project = projectArgs();
    const recipe = {
      id: crypto.randomUUID(),
      projectId: project.id,
      paintId: testCatalogPaints[0]!.id,
      partName: 'Armor',
      position: 'a0',
      createdAt: at,
    };
    await pushOk(testApp().app, a, deviceA, mutations(deviceA, ['project.create@1', project], ['recipe.add@1', recipe]));
    const own = projectArgs();
    const answer = await pushOk(
      testApp().app,
      b,
      deviceB,
      mutations(
        deviceB,
        ['project.create@1', { ...project, name: 'Mine now' }],
        ['project.create@1', own],
        ['recipe.add@1', { ...recipe, projectId: own.id }],
      ),
    );
    const conflict = (subject: string) => ({
      code: 'conflict',
      message: 'This id is already used. Please try again.',
      params: { subject },
    });
    expect(answer.results.map((result) => result.error)).toEqual([conflict('project'), undefined, conflict('recipe')]);
    expect((await readUserRows(testApp().db, a.id)).project).toEqual([
      expect.objectContaining({ id: project.id, name: 'Primaris Lieutenant' }),
    ]);
    expect((await readUserRows(testApp().db, a.id)).recipe).toEqual([expect.objectContaining({ id: recipe.id, projectId: project.id })]);
    expect((await readUserRows(testApp().db, b.id)).recipe).toEqual([]);
  });

  it('says why another user’s device id is refused', async () => {
    const [a, b] = [await user(), await user()];
    const device = newDevice();
    await pushOk(testApp().app, a, device, mutations(device, ['paint.create@1', paintArgs()]));
    const response = await send(
      testApp().app,
      b,
      'POST',
      '/api/sync/push',
      pushBody(device, mutations({ ...device, nextId: 1 }, ['paint.create@1', paintArgs()])),
    );
    expect(response.json()).toEqual({
      error: 'client-mismatch',
      message: 'This device’s changes belong to another account. Please sign out and sign in again.',
    });
  });
});

describe('protocol versions', () => {
  it('answers a body without usable version numbers 400, not “update the app” (a reload would not help)', async () => {
    const u = await user();
    const device = newDevice();
    const list = mutations(device, ['paint.create@1', paintArgs()]);
    const { protocolVersion: _p, schemaVersion: _s, ...unversioned } = pushBody(device, list);
    const bodies = [
      unversioned,
      { ...unversioned, protocolVersion },
      { ...unversioned, schemaVersion },
      { ...unversioned, protocolVersion: String(protocolVersion), schemaVersion },
      { ...unversioned, protocolVersion, schemaVersion: String(schemaVersion) },
    ];
    for (const body of bodies) expectError(await send(testApp().app, u, 'POST', '/api/sync/push', body), 400, 'validation');
    for (const body of [null, [], 'push']) {
      const response = await testApp().app.inject({
        method: 'POST',
        url: '/api/sync/pull',
        headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await lastMutationId(device.clientId)).toBeUndefined();
  });
});
