import type { Request } from 'autocannon';
import { protocolVersion, recipeRowsPerMiniature, schemaVersion } from '@paintforge/sync-protocol';
import { newDevice, paintArgs, type Device } from '../../api/src/testing/sync.js';
import type { Goal } from './figures.js';
import { clientAddress, inventorySize, type Painter, type World } from './seed.js';

/** One kind of request, as our server is asked it and as the bare route is asked for the same database work. */
export interface Scenario {
  title: string;
  ours: { label: string; request: () => Request };
  bare: { label: string; request: () => Request };
  /** The same work by our own statements, hand-written behind a bare route (figures.ts ceilingLines). */
  byHand?: { label: string; request: () => Request };
  /** Each printed as met or not, against the bare route's figures from the same run. */
  goals?: Goal[];
}

/** Issue 13's bar for authenticated reads. */
const authenticatedReadGoal: Goal = { issue: 13, minRatio: 0.5, maxP99Ms: 20 };
/** Issue 22's bars, which differ by database. */
function syncGoals(database: 'SQLite' | 'Postgres') {
  const postgres = database === 'Postgres';
  return {
    // Pushes of 5 creates; the p99 bar is SQLite's (the issue asks Postgres for the rate only).
    push: postgres ? { issue: 22, minRatio: 0.35 } : { issue: 22, minRatio: 0.5, maxP99TimesBare: 2 },
    // One round trip for the session and the read together (paints/inventory-read.ts) is a Postgres goal.
    inventory: postgres ? [{ issue: 22, maxP99TimesBare: 1.5 }] : [],
    pull: { issue: 22, minRatio: 0.6 },
  } satisfies Record<string, Goal | Goal[]>;
}

export const mutationsPerPush = 5;
/** Client addresses for the anonymous reads, one after another (seed.ts's pool). */
const addresses = Array.from({ length: 4096 }, (_, index) => clientAddress(index));
const searchTerms = ['red', 'mephiston', 'blue wash', 'leadbelcher', 'vallejo green', 'nuln oil', 'bone', 'gold metal', '#9a1115'];

/** Round robin over a list, one step per call. */
function rotation<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

const json = { 'content-type': 'application/json' };
const bearer = (painter: Painter) => ({ authorization: `Bearer ${painter.token}` });

/**
 * Pushes as devices send them: each request takes a free device (one push in flight per device, its mutation ids
 * in order) and gives it back when the answer arrives. A push cut off at the end of a run never gives its device
 * back, so a fresh device of the next painter stands in when none is free.
 */
function pushRequest(
  pushers: readonly Painter[],
  path: (painter: Painter) => string,
  headers: (painter: Painter) => object,
): () => Request {
  return () => {
    const nextPainter = rotation(pushers);
    const free: Array<{ painter: Painter; device: Device }> = [];
    return {
      method: 'POST',
      setupRequest(request, context: { taken?: { painter: Painter; device: Device } }) {
        const taken = free.pop() ?? { painter: nextPainter(), device: newDevice() };
        context.taken = taken;
        const mutations = Array.from({ length: mutationsPerPush }, () => ({
          id: taken.device.nextId++,
          name: 'paint.create@1',
          args: paintArgs(),
          createdAt: new Date().toISOString(),
        }));
        const body = { protocolVersion, schemaVersion, clientId: taken.device.clientId, mutations };
        return { ...request, path: path(taken.painter), headers: { ...json, ...headers(taken.painter) }, body: JSON.stringify(body) };
      },
      onResponse(_status, _body, context: { taken?: { painter: Painter; device: Device } }) {
        if (context.taken !== undefined) free.push(context.taken);
        context.taken = undefined;
      },
    };
  };
}

/** A GET or POST whose path, headers and body are made per request from the next item of a rotation. */
function rotating<T>(
  method: 'GET' | 'POST',
  items: readonly T[],
  make: (item: T, index: number) => { path: string; headers?: object; body?: unknown },
): () => Request {
  return () => {
    const next = rotation(items);
    let index = 0;
    return {
      method,
      setupRequest(request) {
        const { path, headers = {}, body } = make(next(), index++);
        if (body === undefined) return { ...request, path, headers: { ...headers } };
        return { ...request, path, headers: { ...json, ...headers }, body: JSON.stringify(body) };
      },
    };
  };
}

/**
 * Pushes of 5 paint creates, a device per connection: ours, the issue's bare inserts, and our own statements by hand.
 * Its own function, so the benches that measure the push alone (sync-http, sync-fixed-load) take it by name.
 */
export function pushScenario(world: Pick<World, 'pushers'>, database: 'SQLite' | 'Postgres'): Scenario {
  const { pushers } = world;
  return {
    title: `Push: POST /api/sync/push, ${mutationsPerPush} paint creates a push, a device per connection`,
    ours: { label: 'ours: POST /api/sync/push', request: pushRequest(pushers, () => '/api/sync/push', bearer) },
    bare: {
      label: 'bare: 5 inserts in one transaction',
      request: pushRequest(
        pushers,
        (painter) => `/bare/sync/push?user=${painter.id}`,
        () => ({}),
      ),
    },
    byHand: {
      label: 'bare: our statements by hand',
      request: pushRequest(
        pushers,
        (painter) => `/bare/sync/push-by-hand?user=${painter.id}`,
        () => ({}),
      ),
    },
    goals: [syncGoals(database).push],
  };
}

export function scenarios(world: World, database: 'SQLite' | 'Postgres'): Scenario[] {
  const { readers, logins, showcaseToken, fullShowcaseToken } = world;
  const goals = syncGoals(database);
  // A pulling device per reader, never pushed from: a first sync that downloads the whole inventory.
  const pullClients = new Map(readers.map((reader) => [reader.id, newDevice().clientId]));
  return [
    {
      title: `Inventory read: GET /api/paints, ${inventorySize} paints, signed in`,
      ours: {
        label: 'ours: GET /api/paints',
        request: rotating('GET', readers, (reader) => ({ path: '/api/paints', headers: bearer(reader) })),
      },
      bare: { label: 'bare: same select', request: rotating('GET', readers, (reader) => ({ path: `/bare/paints?user=${reader.id}` })) },
      goals: [authenticatedReadGoal, ...goals.inventory],
    },
    pushScenario(world, database),
    {
      title: `Pull: POST /api/sync/pull from cursor 0, ${inventorySize} rows`,
      ours: {
        label: 'ours: POST /api/sync/pull',
        request: rotating('POST', readers, (reader) => ({
          path: '/api/sync/pull',
          headers: bearer(reader),
          body: { protocolVersion, schemaVersion, clientId: pullClients.get(reader.id), cursor: 0 },
        })),
      },
      bare: {
        label: 'bare: same rows as JSON by the database',
        request: rotating('POST', readers, (reader) => ({ path: `/bare/sync/pull?user=${reader.id}`, body: { cursor: 0 } })),
      },
      goals: [authenticatedReadGoal, goals.pull],
    },
    {
      title: 'Showcase read: GET /api/showcase/{token}, a shared miniature with its recipe, anonymous readers behind a proxy',
      ours: {
        label: 'ours: GET /api/showcase/{token}',
        // Showcase reads are limited per address (SHOWCASE_READS_PER_MINUTE): many readers, as for search.
        request: rotating('GET', addresses, (address) => ({
          path: `/api/showcase/${showcaseToken}`,
          headers: { 'x-forwarded-for': address },
        })),
      },
      bare: {
        label: 'bare: project + recipe join',
        request: rotating('GET', [showcaseToken], (token) => ({ path: `/bare/showcase/${token}` })),
      },
    },
    {
      title: `Showcase read of a full recipe (${recipeRowsPerMiniature} rows): GET /api/showcase/{token}, anonymous readers behind a proxy`,
      ours: {
        label: 'ours: GET /api/showcase/{token}',
        request: rotating('GET', addresses, (address) => ({
          path: `/api/showcase/${fullShowcaseToken}`,
          headers: { 'x-forwarded-for': address },
        })),
      },
      bare: {
        label: 'bare: project + recipe join',
        request: rotating('GET', [fullShowcaseToken], (token) => ({ path: `/bare/showcase/${token}` })),
      },
    },
    {
      title: 'Catalog search: GET /api/paints/search?q=…, many clients behind a proxy',
      ours: {
        label: 'ours: GET /api/paints/search',
        request: rotating('GET', searchTerms, (term, index) => ({
          path: `/api/paints/search?q=${encodeURIComponent(term)}`,
          headers: { 'x-forwarded-for': clientAddress(index) },
        })),
      },
      bare: {
        label: 'bare: same in-memory index',
        request: rotating('GET', searchTerms, (term) => ({ path: `/bare/search?q=${encodeURIComponent(term)}` })),
      },
    },
    {
      title: 'Login: POST /api/auth/login, argon2id at the default 19 MiB, many clients behind a proxy',
      ours: {
        label: 'ours: POST /api/auth/login',
        request: rotating('POST', logins, (painter, index) => ({
          path: '/api/auth/login',
          headers: { 'x-forwarded-for': clientAddress(index) },
          body: { email: painter.email, password: painter.password },
        })),
      },
      bare: {
        label: 'bare: select + argon2 verify',
        request: rotating('POST', logins, (painter) => ({
          path: '/bare/login',
          body: { email: painter.email, password: painter.password },
        })),
      },
    },
  ];
}
