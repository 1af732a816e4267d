import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, mutationList, outOfOrderSchema, protocolVersion, schemaVersion } from '@paintforge/sync-protocol';
import {
  createTestUser,
  mutations,
  newDevice,
  paintArgs,
  projectArgs,
  pushOk,
  testCatalogPaints,
  type TestUser,
} from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';

const testApp = useSyncTestApp();
let user: TestUser;
let other: TestUser;
const known: string[] = [];
beforeAll(async () => {
  [user, other] = [await createTestUser(testApp()), await createTestUser(testApp())];
  // Rows of both users, so random requests often name real ids: the caller's own and someone else's.
  for (const owner of [user, other]) {
    const device = newDevice();
    const paint = paintArgs();
    const project = projectArgs();
    await pushOk(testApp().app, owner, device, mutations(device, ['paint.create@1', paint], ['project.create@1', project]));
    known.push(paint.id, project.id);
  }
});

const id = fc.oneof(
  fc.constantFrom(...known, testCatalogPaints[0]!.id, '0', '%00', '..%2F..', 'a'.repeat(300)),
  fc.uuid(),
  fc.string({ maxLength: 20 }),
);
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '#FF0000',
    'wishlist',
    'in_stock',
    'custom',
    'high',
    'a0',
    '2026-11-21T10:00:00.000Z',
    `data:image/png;base64,iVBORw0KGgo=`,
    'https://example.com/x.jpg',
    `/api/blobs/${'a'.repeat(64)}`,
  ),
  id,
  fc.object({ maxDepth: 1 }),
);
const fieldNames = [
  'id',
  'name',
  'brand',
  'color',
  'type',
  'quantity',
  'status',
  'isWishlist',
  'priority',
  'notes',
  'range',
  'catalogId',
  'description',
  'imageUrl',
  'imageHash',
  'paintId',
  'projectId',
  'partName',
  'technique',
  'usageNotes',
  'position',
  'delta',
  'to',
  'changes',
  'createdAt',
  'updatedAt',
  'deletedAt',
  '__proto__',
];
const fields = fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 8 });

const pushMutation = fc.record({
  id: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER)),
  name: fc.oneof(fc.constantFrom(...mutationList.map((definition) => definition.key)), fc.string({ maxLength: 20 })),
  args: fc.oneof(fields, value),
  createdAt: fc.string({ maxLength: 30 }),
});
const syncBody = fc.record(
  {
    protocolVersion: fc.oneof(fc.constant(protocolVersion), fc.integer()),
    schemaVersion: fc.oneof(fc.constant(schemaVersion), fc.integer()),
    clientId: fc.oneof(fc.uuid(), fc.string({ maxLength: 10 })),
    mutations: fc.array(pushMutation, { maxLength: 6 }),
    cursor: fc.oneof(fc.nat(20), fc.integer(), fc.double()),
    limit: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer()),
  },
  { requiredKeys: [] },
);

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: string | Buffer; type?: string };
const json = (body: unknown) => JSON.stringify(body);
const anyJson = fc.oneof(
  fields.map(json),
  fc.jsonValue({ maxDepth: 3 }).map(json),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('{', '[1,', 'null', '"x"'),
);

const request: fc.Arbitrary<Request> = fc.oneof(
  syncBody.chain((body) =>
    fc.constantFrom<Request>(
      { method: 'POST', url: '/api/sync/push', payload: json(body) },
      { method: 'POST', url: '/api/sync/pull', payload: json(body) },
    ),
  ),
  anyJson.chain((payload) =>
    fc.constantFrom<Request>({ method: 'POST', url: '/api/sync/push', payload }, { method: 'POST', url: '/api/sync/pull', payload }),
  ),
  fc
    .record({
      hash: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), id),
      bytes: fc.uint8Array({ maxLength: 64 }),
      magic: fc.constantFrom([0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], []),
      type: fc.constantFrom(
        'image/jpeg',
        'image/svg+xml',
        'application/octet-stream',
        'text/plain',
        'application/json',
        'multipart/form-data; boundary=x',
      ),
    })
    .map(({ hash, bytes, magic, type }): Request => ({
      method: 'PUT',
      url: `/api/blobs/${encodeURIComponent(hash)}`,
      payload: Buffer.concat([Buffer.from(magic), Buffer.from(bytes)]),
      type,
    })),
  id.map((hash): Request => ({ method: 'GET', url: `/api/blobs/${encodeURIComponent(hash)}` })),
  fc.constantFrom<Request>(
    { method: 'GET', url: '/api/paints' },
    { method: 'GET', url: '/api/inventory/stats' },
    { method: 'GET', url: '/api/projects' },
  ),
  anyJson.map((payload): Request => ({ method: 'POST', url: '/api/paints', payload })),
  anyJson.map((payload): Request => ({ method: 'POST', url: '/api/projects', payload })),
  fc.tuple(id, anyJson).map(([target, payload]): Request => ({ method: 'PUT', url: `/api/paints/${encodeURIComponent(target)}`, payload })),
  id.map((target): Request => ({ method: 'DELETE', url: `/api/paints/${encodeURIComponent(target)}` })),
  id.map((target): Request => ({ method: 'GET', url: `/api/projects/${encodeURIComponent(target)}/paints` })),
  fc
    .tuple(id, anyJson)
    .map(([target, payload]): Request => ({ method: 'POST', url: `/api/projects/${encodeURIComponent(target)}/paints`, payload })),
  fc.tuple(id, id).map(([project, paint]): Request => ({
    method: 'DELETE',
    url: `/api/projects/${encodeURIComponent(project)}/paints/${encodeURIComponent(paint)}`,
  })),
);

describe('sync, blob and REST routes (property)', () => {
  it('never answer 5xx to random, malformed and well-formed requests, and every error has the {error, message} shape', async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.boolean(), async ({ method, url, payload, type }, signedIn) => {
        const response = await testApp().app.inject({
          method,
          url,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': type ?? 'application/json' }),
            ...(signedIn ? { authorization: `Bearer ${user.token}` } : {}),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        const shown = typeof payload === 'string' ? payload.slice(0, 300) : `${payload?.length ?? 0} bytes`;
        expect(response.statusCode, `${method} ${url} ${shown}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode === 409 && url === '/api/sync/push') expect(outOfOrderSchema.strict().parse(response.json())).toBeDefined();
        else if (response.statusCode >= 400) expect(errorBodySchema.strict().parse(response.json())).toBeDefined();
      }),
      { numRuns: 300 },
    );
  });
});
