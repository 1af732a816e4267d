import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import sseModule, { type SSEPluginOptions } from '@fastify/sse';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { protocolVersion, schemaVersion } from '@paintforge/sync-protocol';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pushBody } from '../api/src/testing/sync.js';
import { liveStream } from '../api/src/testing/live-stream.js';
import { printGoal } from './report.js';

const devices = 10;
const rounds = 40;

const fastifySse = sseModule as unknown as FastifyPluginAsync<SSEPluginOptions>;

interface Figures {
  p50: number;
  p95: number;
  max: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

/** Resolves once `count` calls of the returned `hit` were made, with the time of the last. */
function waitFor(count: number) {
  let left = count;
  let done: (at: number) => void = () => undefined;
  const all = new Promise<number>((resolve) => (done = resolve));
  return { all, hit: () => (--left === 0 ? done(performance.now()) : undefined) };
}

/**
 * Issue 33's bench: one painter's 10 devices hold a live stream each; one of them pushes a paint, and the other 9
 * are poked and send their pull request. Timed from the push's request to the last of those 9 pull requests, next to
 * a bare round trip in the same run: a Fastify route with the same SSE plugin that writes one event to 9 streams,
 * from its POST to the last event read. Both servers in this process, on real sockets.
 */
export async function benchLivePokes(): Promise<void> {
  const t = await createSyncTestApp({ pushesPerMinute: 1_000_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const painter = await createTestUser(t);
  const phones = Array.from({ length: devices }, () => newDevice());
  let round: ReturnType<typeof waitFor> = waitFor(0);
  // Each device pulls when poked, as the app does: the pull request is what is timed.
  const pull = async (device: (typeof phones)[number]) => {
    round.hit();
    await fetch(`${origin}/api/sync/pull`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${painter.token}` },
      body: JSON.stringify({ protocolVersion, schemaVersion, clientId: device.clientId, cursor: device.cursor }),
    }).then((response) => response.text());
  };
  const streams = await Promise.all(
    phones.map((device) => liveStream(origin, painter, device.clientId, (event) => event === 'poke' && void pull(device))),
  );

  const bare = Fastify();
  await bare.register(fastifySse, { heartbeatInterval: 25_000 });
  const open = new Set<FastifyReply>();
  bare.get('/events', { sse: 'only' }, async (_request, reply) => {
    open.add(reply);
    reply.sse.onClose(() => open.delete(reply));
    reply.sse.keepAlive();
    await reply.sse.send({ event: 'ready', data: 'live' });
  });
  bare.post('/poke', async () => {
    for (const reply of open) void reply.sse.send({ event: 'poke', data: 'pull' });
    return { ok: true };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareOrigin = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  let bareRound = waitFor(0);
  const bareStreams = await Promise.all(
    Array.from({ length: devices - 1 }, () =>
      liveStream(bareOrigin, { token: '' }, newDevice().clientId, (event) => event === 'poke' && bareRound.hit(), '/events'),
    ),
  );

  try {
    const ours: number[] = [];
    const baseline: number[] = [];
    const pusher = phones[0]!;
    for (let n = 0; n < rounds; n += 1) {
      round = waitFor(devices - 1);
      const start = performance.now();
      const response = await fetch(`${origin}/api/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${painter.token}` },
        body: JSON.stringify(pushBody(pusher, mutations(pusher, ['paint.create@1', paintArgs()]))),
      });
      await response.text();
      ours.push((await round.all) - start);

      bareRound = waitFor(devices - 1);
      const bareStart = performance.now();
      await (await fetch(`${bareOrigin}/poke`, { method: 'POST' })).text();
      baseline.push((await bareRound.all) - bareStart);
    }
    const [o, b] = [figures(ours), figures(baseline)];
    const line = (label: string, f: Figures) =>
      console.log(`  ${label.padEnd(60)} p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms`);
    console.log(`\nLive pokes: ${devices} devices of one painter streaming, one pushes a paint, ${rounds} rounds`);
    line('ours: push → the 9 other devices’ pull requests', o);
    line('baseline: bare POST → one SSE event read on 9 streams', b);
    printGoal(33, 'a change reaches the other devices within 3 s', `p95 ${o.p95.toFixed(1)} ms, max ${o.max.toFixed(1)} ms`, o.max < 3000);
  } finally {
    for (const stream of [...streams, ...bareStreams]) stream.close();
    await bare.close();
    await t.cleanup();
  }
}
