import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pushOk, type SyncTestApp } from '../api/src/testing/sync.js';
import { startLiveStream } from '../web/src/data/sync/live';

// The device's side of issue 33's pokes (web/src/data/sync/live.ts) against the real app listening on a port.
let t: SyncTestApp;
let origin: string;

beforeAll(async () => {
  t = await createSyncTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.cleanup();
});

describe('the live stream of a device', () => {
  it('is live once the server answers, pulls on a poke from another device’s push; a refused stream is never live and pokes nothing', async () => {
    const painter = await createTestUser(t);
    const tablet = newDevice();
    const engine = { request: vi.fn() };
    const live = startLiveStream({
      engine,
      clientId: async () => tablet.clientId,
      getToken: () => ({ token: painter.token, userId: painter.id }),
      fetch: (input, init) => fetch(typeof input === 'string' ? `${origin}${input}` : input, init),
    });
    await vi.waitFor(() => expect(live.isLive()).toBe(true));
    const phone = newDevice();
    await pushOk(t.app, painter, phone, mutations(phone, ['paint.create@1', paintArgs()]));
    await vi.waitFor(() => expect(engine.request).toHaveBeenCalledWith('poke'), { timeout: 3000 });
    live.stop();
    await vi.waitFor(() => expect(live.isLive()).toBe(false));

    // A session the server refuses: never live, and no poke; the device keeps to its polling schedule.
    const refused = { request: vi.fn() };
    const expired = startLiveStream({
      engine: refused,
      clientId: async () => newDevice().clientId,
      getToken: () => ({ token: 'not-a-session', userId: painter.id }),
      fetch: (input, init) => fetch(typeof input === 'string' ? `${origin}${input}` : input, init),
      random: () => 0,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(expired.isLive()).toBe(false);
    expect(refused.request).not.toHaveBeenCalled();
    expired.stop();
  });

  it('tries no stream while the browser says it is offline, and opens one when it is back online', async () => {
    const painter = await createTestUser(t);
    const device = newDevice();
    const onLine = { value: false };
    vi.stubGlobal('navigator', {
      get onLine() {
        return onLine.value;
      },
    });
    const events = new EventTarget();
    vi.stubGlobal('window', events);
    const tries = vi.fn();
    const live = startLiveStream({
      engine: { request: vi.fn() },
      clientId: async () => device.clientId,
      getToken: () => ({ token: painter.token, userId: painter.id }),
      fetch: (input, init) => {
        tries();
        return fetch(typeof input === 'string' ? `${origin}${input}` : input, init);
      },
      random: () => 0,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(tries).not.toHaveBeenCalled();
      onLine.value = true;
      events.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(live.isLive()).toBe(true));
      expect(tries).toHaveBeenCalledTimes(1);
    } finally {
      live.stop();
      vi.unstubAllGlobals();
    }
  });
});
