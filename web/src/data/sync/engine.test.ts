import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDBKeyRange } from 'fake-indexeddb';
import { maxMutationsPerPush } from '@paintforge/sync-protocol';
import { openUserDatabase, type UserDatabase } from './database';
import { backoffCapMs, backoffDelay, syncMessages } from './engine';
import { photoBlob } from './blobs';
import { enqueueUnchecked, mutate } from './mutate';
import { catalogPaint, openDevice, testEngine } from './testing/devices';
import { FakeSyncServer } from './testing/fake-server';
import { expectViewMatchesConfirmedAndOutbox } from './testing/invariants';

const at = '2026-11-21T10:00:00.000Z';
const ids = Array.from({ length: 9 }, (_, n) => `0190a0b0-0000-7000-8000-00000000000${n + 1}`);
const [paintId, projectId, recipeId, otherPaintId] = ids as [string, string, string, string];
const paint = { id: paintId, name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', createdAt: at };

const open: UserDatabase[] = [];
afterEach(() => {
  open.splice(0).forEach((db) => db.close());
});

async function setup(userId = 'u1') {
  const server = new FakeSyncServer(new Map([[catalogPaint.id, catalogPaint]]));
  server.tokens.set(`token-${userId}`, userId);
  const device = await openDevice(userId);
  open.push(device.db);
  return { server, ...device };
}

/** A second device of the same user (its own IndexedDB). */
async function anotherDevice() {
  const device = await openDevice('u1');
  open.push(device.db);
  return device;
}

type Fetch = typeof globalThis.fetch;

/** The server commits the request, then the answer is lost on the way back. */
function loseAnswers(server: FakeSyncServer, path: string, times = 1): Fetch {
  let left = times;
  return async (input, init) => {
    const response = await server.fetch(input, init);
    if (String(input).endsWith(path) && left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}

describe('push and pull', () => {
  it('applied: the server has the change, the pull confirms it and the outbox empties', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    await mutate(db, 'paint.adjustQuantity@1', { id: paintId, delta: 4, updatedAt: at });
    const engine = testEngine(db, { fetch: server.fetch, now: () => 1234 });

    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });

    expect(server.rows('u1', 'paint')).toEqual([expect.objectContaining({ id: paintId, quantity: 5 })]);
    expect(server.requests).toEqual(['POST /api/sync/push', 'POST /api/sync/pull']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.confirmedPaints.get(paintId)).toMatchObject({ quantity: 5, version: 2 });
    expect(await db.paints.get(paintId)).toEqual(server.rows('u1', 'paint')[0]);
    expect(engine.getStatus()).toMatchObject({ phase: 'idle', pendingCount: 0, lastSyncedAt: 1234, lastError: null });
    expect(await db.readMeta()).toMatchObject({ cursor: 2, acknowledgedMutationId: 2 });
  });

  it('alreadyProcessed: a push whose answer was lost is resent and changes nothing (the delta counts once)', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    await mutate(db, 'paint.adjustQuantity@1', { id: paintId, delta: 1, updatedAt: at });
    const engine = testEngine(db, { fetch: loseAnswers(server, '/api/sync/push') });

    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'offline' });
    expect(server.rows('u1', 'paint')[0]?.quantity).toBe(2);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.paints.get(paintId))?.quantity).toBe(2);

    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(server.rows('u1', 'paint')[0]?.quantity).toBe(2);
    expect(server.log).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.paints.get(paintId))?.quantity).toBe(2);
  });

  it('a lost pull answer loses nothing: the view keeps showing the change until a pull confirms it', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    const engine = testEngine(db, { fetch: loseAnswers(server, '/api/sync/pull') });
    await engine.syncNow();
    expect(await db.paints.get(paintId)).toMatchObject({ name: 'Mephiston Red' });
    expect(await db.outbox.count()).toBe(1);
    await engine.syncNow();
    // The acknowledged row is not pushed again: only the pull was needed.
    expect(server.requests.filter((request) => request.endsWith('push'))).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    await expectViewMatchesConfirmedAndOutbox(db);
  });

  it('rejected: the row leaves the replay, the painter gets the server’s message, and later changes still go through', async () => {
    const { server, db } = await setup();
    // Valid here, refused there: the photo was never uploaded (the server checks ownership of blobs).
    await enqueueUnchecked(db, 'paint.update@1', { id: otherPaintId, changes: { name: 'Ghost' }, updatedAt: at });
    await mutate(db, 'paint.create@1', paint);
    const engine = testEngine(db, { fetch: server.fetch });

    await engine.syncNow();

    expect(server.rows('u1', 'paint').map((row) => row.id)).toEqual([paintId]);
    const notices = await db.notices.toArray();
    expect(notices).toEqual([
      expect.objectContaining({ id: '1:rejected', kind: 'rejected', title: 'Not saved: Editing the paint “Ghost”', message: 'This paint no longer exists.', mutationId: 1, dismissedAt: null }),
    ]);
    expect(await db.outbox.count()).toBe(0);
    await expectViewMatchesConfirmedAndOutbox(db);
  });

  it('a rejection whose answer was lost still reaches the painter (alreadyProcessed with the error)', async () => {
    const { server, db } = await setup();
    await enqueueUnchecked(db, 'paint.delete@1', { id: otherPaintId, deletedAt: at });
    const engine = testEngine(db, { fetch: loseAnswers(server, '/api/sync/push') });
    await engine.syncNow();
    expect(await db.notices.count()).toBe(0);
    await engine.syncNow();
    expect((await db.notices.toArray()).map((notice) => [notice.kind, notice.message])).toEqual([['rejected', 'This paint no longer exists.']]);
  });

  it('marks a rejected row at once, so the view drops its effect before any pull', async () => {
    const { server, db } = await setup();
    await mutate(db, 'project.create@1', { id: projectId, name: 'Lieutenant', createdAt: at });
    const pullsLost = loseAnswers(server, '/api/sync/pull', Number.POSITIVE_INFINITY);
    const engine = testEngine(db, { fetch: pullsLost });
    await engine.syncNow();
    // Accepted here, refused there: a photo this device never had, so it was never uploaded.
    const missingPhoto = 'f'.repeat(64);
    await mutate(db, 'project.update@1', { id: projectId, changes: { imageHash: missingPhoto }, updatedAt: at });
    expect((await db.projects.get(projectId))?.imageHash).toBe(missingPhoto);
    await engine.syncNow();
    expect(await db.outbox.get(2)).toMatchObject({ status: 'rejected', lastError: 'Please upload the photo first.' });
    expect((await db.projects.get(projectId))?.imageHash).toBeNull();
    expect(engine.getStatus().pendingCount).toBe(1);
    await expectViewMatchesConfirmedAndOutbox(db);
  });

  it('keeps notices of applied changes (an edit of an item deleted elsewhere), once each', async () => {
    const { server, db } = await setup();
    const other = await anotherDevice();
    const engine = testEngine(db, { fetch: server.fetch });
    const otherEngine = testEngine(other.db, { fetch: server.fetch });
    await mutate(db, 'paint.create@1', paint);
    await engine.syncNow();
    await otherEngine.syncNow();
    await mutate(other.db, 'paint.delete@1', { id: paintId, deletedAt: at });
    await mutate(db, 'paint.update@1', { id: paintId, changes: { notes: 'glaze' }, updatedAt: at });
    await otherEngine.syncNow();
    await engine.syncNow();

    expect(await db.notices.toArray()).toEqual([expect.objectContaining({ id: '2:0', kind: 'edited-deleted', title: 'Editing the paint “Mephiston Red”' })]);
    // Delete wins; the edit is on the tombstone (design property 12).
    expect(server.rows('u1', 'paint')[0]).toMatchObject({ notes: 'glaze', deletedAt: at });
    expect(await db.paints.get(paintId)).toMatchObject({ notes: 'glaze', deletedAt: at });
  });

  it('409 out-of-order with a higher expected id: the rows below it were consumed; it resends from there', async () => {
    const { server, db } = await setup();
    for (let n = 0; n < 3; n++) await mutate(db, 'paint.create@1', { ...paint, id: ids[n + 4]!, name: `Paint ${n}` });
    let first = true;
    const fetch: Fetch = async (input, init) => {
      if (first && String(input).endsWith('/push')) {
        first = false;
        // The server took 1 and 2 through a push whose answer never came back, then says it expects 3.
        const body = JSON.parse(String(init?.body)) as { mutations: unknown[] };
        await server.fetch(input, { ...init, body: JSON.stringify({ ...body, mutations: body.mutations.slice(0, 2) }) });
        return new Response(JSON.stringify({ error: 'out-of-order', message: 'Out of order', expected: 3 }), { status: 409 });
      }
      return server.fetch(input, init);
    };
    const engine = testEngine(db, { fetch });
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(server.log.map((entry) => [entry.mutationId, entry.status])).toEqual([
      [1, 'applied'],
      [2, 'applied'],
      [3, 'applied'],
    ]);
    expect(server.rows('u1', 'paint')).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('409 out-of-order with a lower expected id: it resends from the id the server expects', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    await mutate(db, 'paint.adjustQuantity@1', { id: paintId, delta: 1, updatedAt: at });
    // This device wrongly believes the server has mutation 1 already.
    await db.meta.update('sync', { acknowledgedMutationId: 1 });
    const engine = testEngine(db, { fetch: server.fetch });
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(server.rows('u1', 'paint')[0]?.quantity).toBe(2);
    expect(server.requests.slice(0, 2)).toEqual(['POST /api/sync/push', 'POST /api/sync/push']);
  });

  it('426: update required; the outbox is kept and nothing retries by itself', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    const fetch = vi.fn<Fetch>(async () => new Response(JSON.stringify({ error: 'version-not-supported', message: 'Update' }), { status: 426 }));
    const engine = testEngine(db, { fetch });
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'update-required' });
    expect(engine.getStatus()).toMatchObject({ phase: 'update-required', pendingCount: 1, lastError: syncMessages.updateRequired });
    expect(engine.scheduled).toEqual([]);
    engine.request('timer');
    engine.request('write');
    expect(fetch).toHaveBeenCalledOnce();
    expect(await db.outbox.count()).toBe(1);
    expect(server.log).toHaveLength(0);
  });

  it('401: signed out; the outbox and every row stay, and the session layer is told', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    server.tokens.clear();
    const onUnauthorized = vi.fn();
    const engine = testEngine(db, { fetch: server.fetch, onUnauthorized });
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'signed-out' });
    expect(onUnauthorized).toHaveBeenCalledWith('token-u1');
    expect(engine.getStatus()).toMatchObject({ phase: 'signed-out', pendingCount: 1 });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.paints.get(paintId)).toBeDefined();
    expect(engine.scheduled).toEqual([]);
    // Signed in again: everything goes out.
    server.tokens.set('token-u1', 'u1');
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(server.rows('u1', 'paint')).toHaveLength(1);
  });

  it('5xx and no network: retries with growing, jittered delays, capped; a good run resets them', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    let failing = true;
    const fetch: Fetch = async (input, init) => (failing ? new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }) : server.fetch(input, init));
    const engine = testEngine(db, { fetch, random: () => 1, now: () => 0 });
    for (let n = 0; n < 10; n++) await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'failed' });
    expect(engine.scheduled).toEqual([2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000, 300000]);
    expect(engine.getStatus()).toMatchObject({ phase: 'error', lastError: syncMessages.server, nextRetryAt: 300000 });
    // Inside the backoff, automatic triggers wait; the retry itself and "Sync now" do not.
    failing = false;
    engine.request('timer');
    await Promise.resolve();
    expect(await db.outbox.count()).toBe(1);
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(engine.getStatus()).toMatchObject({ phase: 'idle', nextRetryAt: null, lastError: null });
    failing = true;
    await mutate(db, 'paint.adjustQuantity@1', { id: paintId, delta: 1, updatedAt: at });
    await engine.syncNow();
    expect(engine.scheduled.at(-1)).toBe(2000);
  });

  it('jitter keeps each delay between half and all of its step', () => {
    expect(backoffDelay(1, () => 0)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    expect(backoffDelay(50, () => 1)).toBe(backoffCapMs);
  });

  it('no network at all: offline, and the write waits on the device', async () => {
    const { db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    const engine = testEngine(db, {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'offline' });
    expect(engine.getStatus()).toMatchObject({ phase: 'offline', pendingCount: 1 });
    engine.setOnline(false);
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'offline' });
  });

  it('refuses to push under another account’s token (design property 15)', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    server.tokens.set('token-u2', 'u2');
    const fetch = vi.fn(server.fetch);
    const engine = testEngine(db, { fetch, getToken: () => ({ token: 'token-u2', userId: 'u2' }) });
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'refused', error: syncMessages.otherAccount });
    expect(fetch).not.toHaveBeenCalled();
    expect(engine.getStatus().phase).toBe('signed-out');
    expect(await db.outbox.count()).toBe(1);
  });

  it('stops a run when another account signs in half-way, before anything is sent under it', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    let user = 'u1';
    const fetch = vi.fn<Fetch>(async (input, init) => {
      const response = await server.fetch(input, init);
      user = 'u2';
      return response;
    });
    const engine = testEngine(db, { fetch, getToken: () => ({ token: `token-${user}`, userId: user }) });
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'refused' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('without a session: signed out, no request', async () => {
    const { db } = await setup();
    const fetch = vi.fn<Fetch>();
    const engine = testEngine(db, { fetch, getToken: () => null });
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads a photo before the mutation that refers to it, once', async () => {
    const { server, db } = await setup();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const blob = await photoBlob(new Blob([png]));
    await mutate(db, 'project.create@1', { id: projectId, name: 'Lieutenant', imageHash: blob.sha256, createdAt: at }, { blobs: [blob] });
    await mutate(db, 'project.update@1', { id: projectId, changes: { imageHash: blob.sha256 }, updatedAt: at });
    const engine = testEngine(db, { fetch: server.fetch });

    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });

    expect(server.requests).toEqual([`PUT /api/blobs/${blob.sha256}`, 'POST /api/sync/push', 'POST /api/sync/pull']);
    expect(server.blobs.get(blob.sha256)?.mime).toBe('image/png');
    expect(server.rows('u1', 'project')[0]?.imageHash).toBe(blob.sha256);
    expect(await db.blobs.get(blob.sha256)).toMatchObject({ uploaded: true, mime: 'image/png' });
    expect(server.log.every((entry) => entry.status === 'applied')).toBe(true);
  });

  it('a photo the server refuses for good does not block the queue: the change is refused with a notice', async () => {
    const { server, db } = await setup();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9]);
    const blob = await photoBlob(new Blob([png]));
    await mutate(db, 'project.create@1', { id: projectId, name: 'Lieutenant', imageHash: blob.sha256, createdAt: at }, { blobs: [{ ...blob, bytes: new Uint8Array([1, 2, 3]).buffer }] });
    await mutate(db, 'paint.create@1', paint);
    const engine = testEngine(db, { fetch: server.fetch });
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(await db.blobs.get(blob.sha256)).toMatchObject({ uploaded: false, uploadError: 'Invalid file type' });
    expect((await db.notices.toArray()).map((notice) => notice.title)).toEqual(['Not saved: Adding the miniature “Lieutenant”']);
    expect(server.rows('u1', 'paint')).toHaveLength(1);
    expect(await db.projects.count()).toBe(0);
  });

  it('pushes a long outbox in batches of at most maxMutationsPerPush, in order', async () => {
    const { server, db } = await setup();
    await mutate(db, 'paint.create@1', paint);
    for (let n = 0; n < maxMutationsPerPush + 20; n++) await enqueueUnchecked(db, 'paint.adjustQuantity@1', { id: paintId, delta: 1, updatedAt: at });
    const sizes: number[] = [];
    const fetch: Fetch = async (input, init) => {
      if (String(input).endsWith('/push')) sizes.push((JSON.parse(String(init?.body)) as { mutations: unknown[] }).mutations.length);
      return server.fetch(input, init);
    };
    const engine = testEngine(db, { fetch });
    await engine.syncNow();
    expect(sizes).toEqual([maxMutationsPerPush, 21]);
    expect(server.rows('u1', 'paint')[0]?.quantity).toBe(maxMutationsPerPush + 21);
    expect(await db.paints.get(paintId)).toMatchObject({ quantity: maxMutationsPerPush + 21 });
  });

  it('pulls page by page until the server has no more, and applies them together', async () => {
    const { server, db } = await setup();
    const writer = await anotherDevice();
    for (let n = 0; n < 7; n++) await mutate(writer.db, 'paint.create@1', { ...paint, id: ids[n]!, name: `Paint ${n}` });
    await testEngine(writer.db, { fetch: server.fetch }).syncNow();
    const engine = testEngine(db, { fetch: server.fetch, pullLimit: 2 });
    await engine.syncNow();
    expect(server.requests.filter((request) => request.endsWith('/pull')).length).toBe(1 + 4);
    expect(await db.paints.count()).toBe(7);
    expect((await db.readMeta()).cursor).toBe(7);
  });

  it('on reset (the cursor is older than purged tombstones) replaces the confirmed tables', async () => {
    const { server, db } = await setup();
    const engine = testEngine(db, { fetch: server.fetch });
    await mutate(db, 'paint.create@1', paint);
    await mutate(db, 'paint.create@1', { ...paint, id: otherPaintId });
    await engine.syncNow();
    const other = await anotherDevice();
    const otherEngine = testEngine(other.db, { fetch: server.fetch });
    await otherEngine.syncNow();
    await mutate(other.db, 'paint.delete@1', { id: otherPaintId, deletedAt: at });
    await otherEngine.syncNow();
    server.purgeTombstones('u1');
    await mutate(db, 'paint.setQuantity@1', { id: paintId, quantity: 7, updatedAt: at });

    await engine.syncNow();

    expect(await db.confirmedPaints.toCollection().primaryKeys()).toEqual([paintId]);
    expect(await db.paints.toCollection().primaryKeys()).toEqual([paintId]);
    expect((await db.paints.get(paintId))?.quantity).toBe(7);
    await expectViewMatchesConfirmedAndOutbox(db);
  });

  it('two devices of one user converge on the server’s rows (design property 4)', async () => {
    const { server, db } = await setup();
    const other = await anotherDevice();
    const a = testEngine(db, { fetch: server.fetch });
    const b = testEngine(other.db, { fetch: server.fetch });
    await mutate(db, 'paint.create@1', paint);
    await mutate(db, 'project.create@1', { id: projectId, name: 'Lieutenant', createdAt: at });
    await a.syncNow();
    await b.syncNow();
    await mutate(other.db, 'paint.adjustQuantity@1', { id: paintId, delta: 1, updatedAt: at });
    await mutate(db, 'paint.adjustQuantity@1', { id: paintId, delta: 1, updatedAt: at });
    await mutate(other.db, 'recipe.add@1', { id: recipeId, projectId, paintId: catalogPaint.id, partName: 'Armour', position: 'a0', createdAt: at });
    await a.syncNow();
    await b.syncNow();
    await a.syncNow();
    for (const device of [db, other.db]) {
      expect(await device.paints.toArray()).toEqual(server.rows('u1', 'paint'));
      expect(await device.projects.toArray()).toEqual(server.rows('u1', 'project'));
      expect(await device.recipes.toArray()).toEqual(server.rows('u1', 'recipe'));
      expect(await device.outbox.count()).toBe(0);
    }
    expect(server.rows('u1', 'paint')[0]?.quantity).toBe(3);
  });

  it('shares one run between calls made while it is under way, and runs once more for the latest write', async () => {
    const { server, db } = await setup();
    const engine = testEngine(db, { fetch: server.fetch });
    await mutate(db, 'paint.create@1', paint);
    const first = engine.syncNow();
    await mutate(db, 'paint.adjustQuantity@1', { id: paintId, delta: 1, updatedAt: at });
    const second = engine.syncNow();
    const third = engine.syncNow();
    expect(third).toBe(second);
    await Promise.all([first, second]);
    expect(server.rows('u1', 'paint')[0]?.quantity).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('local schema upgrade (design property 16)', () => {
  it('keeps mutations queued under version 1 and sends them after the upgrade to version 2', async () => {
    const server = new FakeSyncServer(new Map([[catalogPaint.id, catalogPaint]]));
    server.tokens.set('token-u1', 'u1');
    const v1 = await openDevice('u1', { version: 1 });
    expect(v1.db.verno).toBe(1);
    await mutate(v1.db, 'paint.create@1', paint);
    await mutate(v1.db, 'project.create@1', { id: projectId, name: 'Lieutenant', createdAt: at });
    await mutate(v1.db, 'recipe.add@1', { id: recipeId, projectId, paintId, partName: 'Cloak', position: 'a0', createdAt: at });
    const { clientId } = await v1.db.readMeta();
    v1.db.close();

    const v2 = await openUserDatabase('u1', { indexedDB: v1.factory, IDBKeyRange, catalog: async () => undefined });
    open.push(v2);
    expect(v2.verno).toBe(2);
    expect(await v2.readMeta()).toMatchObject({ clientId, nextMutationId: 4 });
    expect((await v2.outbox.toArray()).map((row) => row.name)).toEqual(['paint.create@1', 'project.create@1', 'recipe.add@1']);
    // The index version 2 adds is there and filled for the rows written under version 1.
    expect(await v2.recipes.where('[projectId+position]').between([projectId, ''], [projectId, '\uffff']).count()).toBe(1);
    expect(await v2.paints.where('catalogId').equals('none').count()).toBe(0);

    await expect(testEngine(v2, { fetch: server.fetch }).syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(server.log.map((entry) => entry.status)).toEqual(['applied', 'applied', 'applied']);
    expect(await v2.recipes.toArray()).toEqual(server.rows('u1', 'recipe'));
    expect(await v2.outbox.count()).toBe(0);
  });
});
