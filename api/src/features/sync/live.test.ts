import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import {
  createSyncTestApp,
  createTestUser,
  mutations,
  newDevice,
  paintArgs,
  pushOk,
  type SyncTestApp,
  type TestUser,
} from '../../testing/sync.js';
import { liveStream, pokes } from '../../testing/live-stream.js';

// Issue 33's live pokes against the real app listening on a port (a stream never ends, so inject cannot read one).
let t: SyncTestApp;
let origin: string;
const limits = { streamsPerPainter: 8, streamsPerServer: 20 };

beforeAll(async () => {
  t = await createSyncTestApp({ pushesPerMinute: 10_000 }, { pokeLimits: limits });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.cleanup();
});

const pushOne = async (user: TestUser, device: ReturnType<typeof newDevice>) =>
  pushOk(t.app, user, device, mutations(device, ['paint.create@1', paintArgs()]));

describe('GET /api/sync/live', () => {
  it('pokes the painter’s other devices when a push commits, not the pushing device nor another painter', async () => {
    const [ada, bob] = [await createTestUser(t), await createTestUser(t)];
    const phone = newDevice();
    const tablet = newDevice();
    const [onPhone, onTablet, onBob] = [
      await liveStream(origin, ada, phone.clientId),
      await liveStream(origin, ada, tablet.clientId),
      await liveStream(origin, bob, newDevice().clientId),
    ];
    expect(onTablet.response.status).toBe(200);
    // What a proxy needs to pass the stream on unbuffered; the session in a header, never in the URL.
    expect(onTablet.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(onTablet.response.headers.get('x-accel-buffering')).toBe('no');
    expect(onTablet.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    await expect.poll(() => onTablet.events).toContain('ready');

    await pushOne(ada, phone);
    await expect.poll(() => pokes(onTablet.events), { timeout: 3000 }).toBe(1);
    // Bob's own push reaches only Bob's streams: by then Ada's phone and Bob have heard nothing of Ada's.
    await pushOne(bob, newDevice());
    await expect.poll(() => pokes(onBob.events), { timeout: 3000 }).toBe(1);
    expect(pokes(onPhone.events)).toBe(0);
    expect(pokes(onTablet.events)).toBe(1);
    for (const one of [onPhone, onTablet, onBob]) one.close();
  });

  it('refuses a stream without a session or a device id', async () => {
    const ada = await createTestUser(t);
    expect((await fetch(`${origin}/api/sync/live?clientId=${newDevice().clientId}`)).status).toBe(401);
    expect((await fetch(`${origin}/api/sync/live?clientId=${newDevice().clientId}&token=${ada.token}`)).status).toBe(401);
    expect((await fetch(`${origin}/api/sync/live`, { headers: { Authorization: `Bearer ${ada.token}` } })).status).toBe(400);
  });

  it('bounds streams per painter and per server; 50 streams and one that never reads never hold up another painter', async () => {
    const [greedy, other, third] = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
    const opened = await Promise.all(Array.from({ length: 50 }, () => liveStream(origin, greedy, newDevice().clientId)));
    const statuses = opened.map((one) => one.response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limits.streamsPerPainter);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - limits.streamsPerPainter);

    // A stream that is opened and never read: a socket that takes the answer's first bytes into its buffer only.
    const silent = connect((t.app.server.address() as AddressInfo).port, '127.0.0.1');
    silent.pause();
    silent.write(
      `GET /api/sync/live?clientId=${newDevice().clientId} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${other.token}\r\nAccept: text/event-stream\r\n\r\n`,
    );

    const device = newDevice();
    const listening = await liveStream(origin, other, newDevice().clientId);
    expect(listening.response.status).toBe(200);
    for (let n = 0; n < 20; n += 1) await pushOne(other, device);
    await expect.poll(() => pokes(listening.events), { timeout: 3000 }).toBe(20);

    // The server's own bound: 8 of the greedy painter's, 2 of the other's, and up to 20 in all.
    const more = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => liveStream(origin, n < 6 ? third : other, newDevice().clientId)),
    );
    expect(more.map((one) => one.response.status).filter((status) => status === 503).length).toBeGreaterThan(0);
    for (const one of [...opened, listening, ...more]) one.close();
    silent.destroy();
  });
});
