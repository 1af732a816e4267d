import { describe, expect, it } from 'vitest';
import { restContract } from '@paintforge/sync-protocol';
import { createTestAdmin } from '../testing/admin.js';
import { send } from '../testing/sync.js';
import { useSyncTestApp } from '../testing/use-sync-test-app.js';

const testApp = useSyncTestApp();

/** The /api routes that are not REST calls, as the contract's comment lists them: the sync protocol and photo bytes. */
const notRestCalls = [
  'POST /api/sync/push',
  'POST /api/sync/pull',
  'GET /api/sync/live',
  'PUT /api/blobs/:sha256',
  'GET /api/blobs/:sha256',
];

/**
 * Every route the app serves, as `METHOD /path`, read from Fastify's route tree (printRoutes): each line is a node
 * whose path continues its parent's, indented four characters a level. HEAD is Fastify's own twin of each GET.
 */
function servedRoutes(tree: string): string[] {
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const node = /^([│ ]*)[├└]── (.*) \(([A-Z, ]+)\)$/.exec(line);
    if (node === null) return [];
    const depth = node[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + node[2]!;
    parents[depth] = path;
    return node[3]!
      .split(', ')
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${path}`);
  });
}

describe('the REST contract', () => {
  it.each(Object.entries(restContract))('%s is served at its method and path', (_name, route) => {
    expect(testApp().app.hasRoute({ method: route.method, url: route.path })).toBe(true);
  });

  it('holds every route under /api but the sync protocol and the photo bytes', () => {
    const served = servedRoutes(testApp().app.printRoutes({ commonPrefix: false }));
    // The tree read right: the contract's routes are all found in it, and so are the ones it leaves out.
    const declared = Object.values(restContract).map((route) => `${route.method} ${route.path}`);
    expect(served).toEqual(expect.arrayContaining([...declared, ...notRestCalls]));
    const outside = served.filter((route) => route.split(' ')[1]!.startsWith('/api/') && !declared.includes(route));
    expect(outside.sort()).toEqual([...notRestCalls].sort());
  });

  it("answers what the contract's response schema says (the stats and the users)", async () => {
    const t = testApp();
    const admin = await createTestAdmin(t);
    for (const route of [restContract.adminStats, restContract.adminUsers]) {
      const response = await send(t.app, admin, route.method, route.path);
      expect(response.statusCode).toBe(200);
      expect(route.response.safeParse(response.json()).success).toBe(true);
    }
  });
});
