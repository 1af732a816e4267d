import { describe, expect, it, vi } from 'vitest';
import { protocolVersion, mutations } from '@paintforge/sync-protocol';
import { at, createTestUser, paintArgs } from '../api/src/testing/sync.js';
import type { SyncCredentials } from '../web/src/data/sync/engine';
import { mutate } from '../web/src/data/sync/mutate';
import { editBodies, failingGateway, type Fetch } from './fetch-faults.js';
import { answersTo, engineOf, serverLog, serverRows, usePainter } from './painter.js';
import { addDevice, expireSession, signInAgain } from './world.js';

/** How the engine stops, waits and retries when the server or the session says no (sync.md §4, §6). */
const painter = usePainter();

describe('failures', () => {
  it('426: update required; the outbox is kept and nothing retries by itself', async () => {
    const world = painter();
    const device = await addDevice(world);
    await mutate(device.db, mutations.paint.create, paintArgs());
    // An app built for an older protocol than the server's.
    const fetch = vi.fn(
      editBodies<{ protocolVersion: number }>(world.network.fetchFor(device.name), '/api/sync/push', (body) => ({
        ...body,
        protocolVersion: protocolVersion - 1,
      })),
    );
    const engine = engineOf(world, device, { fetch });
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'update-required' });
    expect(answersTo(world, device)).toEqual(['POST /api/sync/push 426']);
    expect(engine.getStatus()).toMatchObject({ phase: 'update-required', pendingCount: 1, problem: 'update-required' });
    expect(engine.scheduled).toEqual([]);
    engine.request('timer');
    engine.request('write');
    expect(fetch).toHaveBeenCalledOnce();
    expect(await device.db.outbox.count()).toBe(1);
    expect(await serverLog(world)).toHaveLength(0);
  });

  it('426 from a server older than the app: not "reload to update" (it would not help); the outbox waits and retries later', async () => {
    const world = painter();
    const device = await addDevice(world);
    await mutate(device.db, mutations.paint.create, paintArgs());
    // An app built for a newer protocol than the server's.
    const fetch = editBodies<{ protocolVersion: number }>(world.network.fetchFor(device.name), '/api/sync/push', (body) => ({
      ...body,
      protocolVersion: protocolVersion + 1,
    }));
    const engine = engineOf(world, device, { fetch });
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'failed', problem: 'server-too-old' });
    expect(answersTo(world, device)).toEqual(['POST /api/sync/push 426']);
    expect(engine.getStatus()).toMatchObject({ phase: 'error', pendingCount: 1, problem: 'server-too-old' });
    expect(engine.scheduled).toHaveLength(1);
    expect(await device.db.outbox.count()).toBe(1);
    expect(await serverLog(world)).toHaveLength(0);
  });

  it('401: signed out; the outbox and every row stay, and the session layer is told', async () => {
    const world = painter();
    const device = await addDevice(world);
    const paint = paintArgs();
    await mutate(device.db, mutations.paint.create, paint);
    const expired = world.credentials!.token;
    await expireSession(world);
    const onUnauthorized = vi.fn();
    const engine = engineOf(world, device, { onUnauthorized });
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'signed-out', problem: 'signed-out' });
    expect(answersTo(world, device)).toEqual(['POST /api/sync/push 401']);
    // With the server's code, which says why (a password changed elsewhere is told apart: issue 33).
    expect(onUnauthorized).toHaveBeenCalledWith(expired, 'unauthorized');
    expect(engine.getStatus()).toMatchObject({ phase: 'signed-out', pendingCount: 1 });
    expect(await device.db.outbox.count()).toBe(1);
    expect(await device.db.paints.get(paint.id)).toBeDefined();
    expect(engine.scheduled).toEqual([]);
    // Signed in again: everything goes out.
    await signInAgain(world);
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(await serverRows(world, 'paint')).toHaveLength(1);
  });

  it('5xx and no network: retries with growing, jittered delays, capped; a good run resets them', async () => {
    const world = painter();
    const device = await addDevice(world);
    const paint = paintArgs();
    await mutate(device.db, mutations.paint.create, paint);
    let failing = true;
    const fetch = failingGateway(world.network.fetchFor(device.name), () => failing);
    const engine = engineOf(world, device, { fetch, random: () => 1, now: () => 0 });
    for (let n = 0; n < 5; n++) await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'failed' });
    // Capped at 8 s, so a device retries soon after a network or server it cannot watch heals (issue 34).
    expect(engine.scheduled).toEqual([2000, 4000, 8000, 8000, 8000]);
    expect(engine.getStatus()).toMatchObject({ phase: 'error', problem: 'server-unavailable', nextRetryAt: 8000 });
    // Inside the backoff, automatic triggers wait; the retry itself and "Sync now" do not.
    failing = false;
    engine.request('timer');
    await Promise.resolve();
    expect(await device.db.outbox.count()).toBe(1);
    await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(engine.getStatus()).toMatchObject({ phase: 'idle', nextRetryAt: null, problem: null });
    failing = true;
    await mutate(device.db, mutations.paint.adjustQuantity, { id: paint.id, delta: 1, updatedAt: at });
    await engine.syncNow();
    expect(engine.scheduled.at(-1)).toBe(2000);
  });

  it('stops a run when another account signs in half-way, before anything is sent under it', async () => {
    const world = painter();
    const device = await addDevice(world);
    await mutate(device.db, mutations.paint.create, paintArgs());
    const other = await createTestUser({ ...world.server, app: world.host.app });
    let credentials: SyncCredentials | null = world.credentials;
    const fetch = vi.fn<Fetch>(async (input, init) => {
      const response = await world.network.fetchFor(device.name)(input, init);
      credentials = { token: other.token, userId: other.id };
      return response;
    });
    const engine = engineOf(world, device, { fetch, getToken: () => credentials });
    await expect(engine.syncNow()).resolves.toMatchObject({ outcome: 'refused' });
    expect(fetch).toHaveBeenCalledOnce();
    expect(answersTo(world, device)).toEqual(['POST /api/sync/push 200']);
  });
});
