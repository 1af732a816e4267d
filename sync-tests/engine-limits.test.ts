import { describe, expect, it } from 'vitest';
import { maxPushBytes, mutations } from '@paintforge/sync-protocol';
import { buildApp } from '../api/src/app.js';
import { recordingMailer } from '../api/src/testing/accounts.js';
import { at, paintArgs } from '../api/src/testing/sync.js';
import { mutate } from '../web/src/data/sync/mutate';
import { enqueueUnchecked } from '../web/src/data/sync/testing/enqueue-unchecked';
import type { Fetch } from './fetch-faults.js';
import { answersTo, engineOf, serverRows, usePainter } from './painter.js';
import { addDevice, type World } from './world.js';

/** The server's bounds as the engine meets them for real: its push rate limit, and the size of one push. */
const painter = usePainter();

/** Serves the painter's world from an app whose push limit is `pushesPerMinute` until `restore` is called. */
async function limitPushes(world: World, pushesPerMinute: number) {
  const { host } = world;
  const original = host.app;
  const limited = await buildApp({ ...host.server.config, pushesPerMinute }, { catalog: host.server.catalog, mailer: recordingMailer() });
  host.app = limited;
  return async () => {
    host.app = original;
    await limited.close();
  };
}

describe('the engine within the server’s limits', () => {
  it('429 from the push limit: waits out Retry-After rather than its 2 s backoff, says rate-limited, loses nothing', async () => {
    const world = painter();
    const device = await addDevice(world);
    const restore = await limitPushes(world, 2);
    try {
      const paint = paintArgs();
      const retryAfter: string[] = [];
      const network = world.network.fetchFor(device.name);
      const fetch: Fetch = async (input, init) => {
        const response = await network(input, init);
        if (response.status === 429) retryAfter.push(response.headers.get('retry-after') ?? '');
        return response;
      };
      const engine = engineOf(world, device, { fetch, random: () => 1, now: () => 0 });
      await mutate(device.db, mutations.paint.create, paint);
      await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
      await mutate(device.db, mutations.paint.adjustQuantity, { id: paint.id, delta: 2, updatedAt: at });
      await expect(engine.syncNow()).resolves.toEqual({ outcome: 'synced' });
      await mutate(device.db, mutations.paint.adjustQuantity, { id: paint.id, delta: 3, updatedAt: at });
      const limited = await engine.syncNow();
      expect(answersTo(world, device).at(-1)).toBe('POST /api/sync/push 429');
      const seconds = Number(retryAfter[0]);
      expect(seconds).toBeGreaterThan(2);
      expect(limited).toEqual({ outcome: 'failed', problem: 'rate-limited', retryInMs: seconds * 1000 });
      expect(engine.scheduled).toEqual([seconds * 1000]);
      expect(engine.getStatus()).toMatchObject({ phase: 'error', problem: 'rate-limited', pendingCount: 1 });
      expect(await device.db.outbox.count()).toBe(1);
    } finally {
      await restore();
    }
    // The limit lifted: the waiting change goes through once.
    await expect(engineOf(world, device).syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(1 + 2 + 3);
  });

  it('batches a long outbox by bytes as well as by count: no push body exceeds maxPushBytes, all arrive in order', async () => {
    const world = painter();
    const device = await addDevice(world);
    const paint = paintArgs();
    await mutate(device.db, mutations.paint.create, paint);
    // Each change carries 60 KB the schema does not keep (an app that sends more than it should): 100 of them make
    // 6 MB, more than one push may carry.
    for (let n = 0; n < 100; n++) {
      await enqueueUnchecked(device.db, 'paint.adjustQuantity@1', { id: paint.id, delta: 1, updatedAt: at, padding: 'x'.repeat(60_000) });
    }
    const bodies: number[] = [];
    const network = world.network.fetchFor(device.name);
    const fetch: Fetch = (input, init) => {
      if (typeof init?.body === 'string' && String(input).endsWith('/api/sync/push'))
        bodies.push(new TextEncoder().encode(init.body).length);
      return network(input, init);
    };
    await expect(engineOf(world, device, { fetch }).syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect(bodies.length).toBeGreaterThan(1);
    for (const size of bodies) expect(size).toBeLessThanOrEqual(maxPushBytes);
    expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(1 + 100);
    expect(await device.db.outbox.count()).toBe(0);
  });
});
