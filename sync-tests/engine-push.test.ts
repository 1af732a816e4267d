import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { maxMutationsPerPush, type PushRequest, mutations } from '@paintforge/sync-protocol';
import { at, paintArgs, projectArgs } from '../api/src/testing/sync.js';
import { mutate } from '../web/src/data/sync/mutate';
import { enqueueUnchecked } from '../web/src/data/sync/testing/enqueue-unchecked';
import { expectViewMatchesConfirmedAndOutbox } from '../web/src/data/sync/testing/invariants';
import { noticeMessage, noticeTitle } from '../web/src/messages/notice-text';
import { editBodies, loseAnswers } from './fetch-faults.js';
import { answersTo, engineOf, requestsOf, serverLog, serverRows, twoDevices, usePainter } from './painter.js';
import { addDevice } from './world.js';

/** The engine's push (sync.md §4) against the real server: each answer it can get, and answers it never got. */
const painter = usePainter();

const statusesOf = async (world: Parameters<typeof serverLog>[0]) =>
  (await serverLog(world)).map((entry) => [entry.mutationId, entry.status, entry.error?.code]);

/** A device of the painter with a new paint and a change of its quantity, both waiting to be sent. */
async function paintWithChange(delta: number) {
  const world = painter();
  const device = await addDevice(world);
  const paint = paintArgs();
  await mutate(device.db, mutations.paint.create, paint);
  await mutate(device.db, mutations.paint.adjustQuantity, { id: paint.id, delta, updatedAt: at });
  return { world, device, paint };
}

describe('push', () => {
  it('applied: the server has the change, the pull confirms it and the outbox empties', async () => {
    const { world, device, paint } = await paintWithChange(4);
    const engine = engineOf(world, device, { now: () => 1234 });

    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });

    const rows = await serverRows(world, 'paint');
    expect(rows).toEqual([expect.objectContaining({ id: paint.id, quantity: 5 })]);
    expect(answersTo(world, device)).toEqual(['POST /api/sync/push 200', 'POST /api/sync/pull 200']);
    expect(await device.db.outbox.count()).toBe(0);
    // The create and the change went in one push: one version for both.
    expect(await device.db.confirmedPaints.get(paint.id)).toMatchObject({ quantity: 5, version: 1 });
    expect(await device.db.paints.get(paint.id)).toEqual(rows[0]);
    expect(engine.getStatus()).toMatchObject({ phase: 'idle', pendingCount: 0, lastSyncedAt: 1234, problem: null });
    expect(await device.db.readMeta()).toMatchObject({ cursor: 1, acknowledgedMutationId: 2 });
  });

  it('alreadyProcessed: a push whose answer was lost is resent and changes nothing (the delta counts once)', async () => {
    const { world, device, paint } = await paintWithChange(1);
    const engine = engineOf(world, device, { fetch: loseAnswers(world.network.fetchFor(device.name), '/api/sync/push') });

    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'offline' });
    expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(2);
    expect(await device.db.outbox.count()).toBe(2);
    expect((await device.db.paints.get(paint.id))?.quantity).toBe(2);

    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(2);
    expect(await serverLog(world)).toHaveLength(2);
    expect(await device.db.outbox.count()).toBe(0);
    expect((await device.db.paints.get(paint.id))?.quantity).toBe(2);
  });

  it('a lost pull answer loses nothing: the view keeps showing the change until a pull confirms it', async () => {
    const world = painter();
    const device = await addDevice(world);
    const paint = paintArgs();
    await mutate(device.db, mutations.paint.create, paint);
    const engine = engineOf(world, device, { fetch: loseAnswers(world.network.fetchFor(device.name), '/api/sync/pull') });
    await engine.syncNow();
    expect(await device.db.paints.get(paint.id)).toMatchObject({ name: paint.name });
    expect(await device.db.outbox.count()).toBe(1);
    await engine.syncNow();
    // The acknowledged row is not pushed again: only the pull was needed.
    expect(requestsOf(world, device).filter((request) => request === 'POST /api/sync/push')).toHaveLength(1);
    expect(await device.db.outbox.count()).toBe(0);
    await expectViewMatchesConfirmedAndOutbox(device.db);
  });

  it('rejected: the row leaves the replay, the painter gets the server’s refusal in the app’s words, and later changes still go through', async () => {
    const world = painter();
    const device = await addDevice(world);
    // Valid here, refused there: the server has no such paint.
    await enqueueUnchecked(device.db, 'paint.update@1', { id: uuidv7(), changes: { name: 'Ghost' }, updatedAt: at });
    const paint = paintArgs();
    await mutate(device.db, mutations.paint.create, paint);

    await engineOf(world, device).syncNow();

    expect((await serverRows(world, 'paint')).map((row) => row.id)).toEqual([paint.id]);
    const [refusal] = await serverLog(world);
    expect(await statusesOf(world)).toEqual([
      [1, 'rejected', 'not-found'],
      [2, 'applied', undefined],
    ]);
    expect(await device.db.notices.toArray()).toEqual([
      expect.objectContaining({
        id: '1:rejected',
        kind: 'rejected',
        code: refusal?.error?.code,
        params: { subject: 'paint' },
        mutationId: 1,
        dismissedAt: null,
      }),
    ]);
    const [notice] = await device.db.notices.toArray();
    expect([noticeTitle(notice!), noticeMessage(notice!)]).toEqual([
      'Not saved: Editing the paint “Ghost”',
      'This paint no longer exists.',
    ]);
    expect(await device.db.outbox.count()).toBe(0);
    await expectViewMatchesConfirmedAndOutbox(device.db);
  });

  it('a rejection whose answer was lost still reaches the painter (alreadyProcessed with the error)', async () => {
    const world = painter();
    const device = await addDevice(world);
    await enqueueUnchecked(device.db, 'paint.delete@1', { id: uuidv7(), deletedAt: at });
    const engine = engineOf(world, device, { fetch: loseAnswers(world.network.fetchFor(device.name), '/api/sync/push') });
    await engine.syncNow();
    expect(await device.db.notices.count()).toBe(0);
    await engine.syncNow();
    const [refusal] = await serverLog(world);
    expect(refusal).toMatchObject({ status: 'rejected', error: { code: 'not-found' } });
    // The notice keeps the refusal's code and params, and the app words them (never the server's English).
    const notices = await device.db.notices.toArray();
    expect(notices.map((notice) => [notice.kind, notice.code, notice.params])).toEqual([['rejected', 'not-found', { subject: 'paint' }]]);
    expect(notices.map(noticeMessage)).toEqual(['This paint no longer exists.']);
  });

  it('marks a rejected row at once, so the view drops its effect before any pull', async () => {
    const world = painter();
    const device = await addDevice(world);
    const project = projectArgs({ name: 'Lieutenant' });
    await mutate(device.db, mutations.project.create, project);
    const pullsLost = loseAnswers(world.network.fetchFor(device.name), '/api/sync/pull', Number.POSITIVE_INFINITY);
    const engine = engineOf(world, device, { fetch: pullsLost });
    await engine.syncNow();
    // Accepted here, refused there: a photo this device never had, so it was never uploaded.
    const missingPhoto = 'f'.repeat(64);
    await mutate(device.db, mutations.project.update, { id: project.id, changes: { imageHash: missingPhoto }, updatedAt: at });
    expect((await device.db.projects.get(project.id))?.imageHash).toBe(missingPhoto);
    await engine.syncNow();
    const refusal = (await serverLog(world))[1];
    expect(refusal).toMatchObject({ mutationId: 2, status: 'rejected', error: { code: 'not-found' } });
    expect(await device.db.outbox.get(2)).toMatchObject({ status: 'rejected', lastError: refusal?.error?.code });
    expect((await device.db.projects.get(project.id))?.imageHash).toBeNull();
    expect(engine.getStatus().pendingCount).toBe(1);
    await expectViewMatchesConfirmedAndOutbox(device.db);
  });

  it('keeps notices of applied changes (an edit of an item deleted elsewhere), once each', async () => {
    const world = painter();
    const [[device, engine], [other, otherEngine]] = await twoDevices(world);
    const paint = paintArgs();
    await mutate(device.db, mutations.paint.create, paint);
    await engine.syncNow();
    await otherEngine.syncNow();
    await mutate(other.db, mutations.paint.delete, { id: paint.id, deletedAt: at });
    await mutate(device.db, mutations.paint.update, { id: paint.id, changes: { notes: 'glaze' }, updatedAt: at });
    await otherEngine.syncNow();
    await engine.syncNow();

    expect(await device.db.notices.toArray()).toEqual([
      expect.objectContaining({
        id: '2:0',
        kind: 'edited-deleted',
        code: 'edited-deleted',
        params: { name: 'Mephiston Red' },
        change: { action: 'edit', entity: 'paint', label: 'Mephiston Red' },
      }),
    ]);
    const [notice] = await device.db.notices.toArray();
    expect([noticeTitle(notice!), noticeMessage(notice!)]).toEqual([
      'Editing the paint “Mephiston Red”',
      '“Mephiston Red” was deleted on another device. Your change was kept and comes back if it is restored.',
    ]);
    // Delete wins; the edit is on the tombstone (design property 12).
    expect((await serverRows(world, 'paint'))[0]).toMatchObject({ notes: 'glaze', deletedAt: at });
    expect(await device.db.paints.get(paint.id)).toMatchObject({ notes: 'glaze', deletedAt: at });
  });

  it('409 out-of-order with a higher expected id: the rows below it were consumed; it resends from there', async () => {
    const world = painter();
    const device = await addDevice(world);
    for (let n = 0; n < 4; n++) await mutate(device.db, mutations.paint.create, paintArgs({ name: `Paint ${n}` }));
    // Mutation 3 goes missing from the first push on the way: the server applies 1 and 2, then expects 3, not 4.
    const pushed: number[][] = [];
    const fetch = editBodies<PushRequest>(world.network.fetchFor(device.name), '/api/sync/push', (request, index) => {
      const sent = index === 0 ? { ...request, mutations: request.mutations.filter((mutation) => mutation.id !== 3) } : request;
      pushed.push(sent.mutations.map((mutation) => mutation.id));
      return sent;
    });
    const engine = engineOf(world, device, { fetch });
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(answersTo(world, device).slice(0, 2)).toEqual(['POST /api/sync/push 409', 'POST /api/sync/push 200']);
    expect(pushed).toEqual([
      [1, 2, 4],
      [3, 4],
    ]);
    expect(await statusesOf(world)).toEqual([1, 2, 3, 4].map((id) => [id, 'applied', undefined]));
    expect(await serverRows(world, 'paint')).toHaveLength(4);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('409 out-of-order with a lower expected id: it resends from the id the server expects', async () => {
    const { world, device } = await paintWithChange(1);
    // This device wrongly believes the server has mutation 1 already.
    await device.db.meta.update('sync', { acknowledgedMutationId: 1 });
    await expect(engineOf(world, device).syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(2);
    expect(answersTo(world, device).slice(0, 2)).toEqual(['POST /api/sync/push 409', 'POST /api/sync/push 200']);
  });

  it('pushes a long outbox in batches of at most maxMutationsPerPush, in order', async () => {
    const world = painter();
    const device = await addDevice(world);
    const paint = paintArgs();
    await mutate(device.db, mutations.paint.create, paint);
    for (let n = 0; n < maxMutationsPerPush + 20; n++)
      await enqueueUnchecked(device.db, 'paint.adjustQuantity@1', { id: paint.id, delta: 1, updatedAt: at });
    const sizes: number[] = [];
    const fetch = editBodies<PushRequest>(world.network.fetchFor(device.name), '/api/sync/push', (request) => {
      sizes.push(request.mutations.length);
      return request;
    });
    await engineOf(world, device, { fetch }).syncNow();
    expect(sizes).toEqual([maxMutationsPerPush, 21]);
    expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(maxMutationsPerPush + 21);
    expect(await device.db.paints.get(paint.id)).toMatchObject({ quantity: maxMutationsPerPush + 21 });
  });

  it('shares one run between calls made while it is under way, and runs once more for the latest write', async () => {
    const world = painter();
    const device = await addDevice(world);
    const engine = engineOf(world, device);
    const paint = paintArgs();
    await mutate(device.db, mutations.paint.create, paint);
    const first = engine.syncNow();
    await mutate(device.db, mutations.paint.adjustQuantity, { id: paint.id, delta: 1, updatedAt: at });
    const second = engine.syncNow();
    const third = engine.syncNow();
    expect(third).toBe(second);
    await Promise.all([first, second]);
    expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(2);
    expect(await device.db.outbox.count()).toBe(0);
  });
});
