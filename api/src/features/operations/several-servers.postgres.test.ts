import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runExclusively } from '../../db/exclusive-job.js';
import { createTestAdmin } from '../../testing/admin.js';
import type { AppDeps } from '../../app.js';
import type { AppConfig } from '../../config.js';
import {
  createSyncTestApp,
  createTestUser,
  mutations,
  newDevice,
  paintArgs,
  pullOk,
  pushBody,
  pushOk,
  send,
  type SyncTestApp,
} from '../../testing/sync.js';
import { liveStream, pokes } from '../../testing/live-stream.js';

/**
 * Two servers (two apps, as two processes would be) on one Postgres schema, each with its own data folder: what one
 * server knows, the other must know too (issue 13). The process-level test is sync-tests/two-servers.postgres.test.ts.
 */
const running: SyncTestApp[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.cleanup();
});

/** Two servers on one fresh schema, with JWT_SECRET unset (the shared secret comes from the database). */
async function twoServers(overrides: Partial<AppConfig> = {}, deps: AppDeps = {}): Promise<[SyncTestApp, SyncTestApp]> {
  const shared: Partial<AppConfig> = { jwtSecret: '', jwtSecretSource: 'database', ...overrides };
  const first = await createSyncTestApp(shared, deps);
  running.push(first);
  const second = await createSyncTestApp({ ...shared, databaseUrl: first.config.databaseUrl }, deps);
  running.push(second);
  expect(second.config.dataDir).not.toBe(first.config.dataDir);
  return [first, second];
}

describe('several servers on one Postgres', () => {
  it('poke a device streaming from one server when a push commits on the other (LISTEN/NOTIFY, issue 33)', async () => {
    const [first, second] = await twoServers();
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`;
    const painter = await createTestUser(first);
    const tablet = await liveStream(origin, painter, newDevice().clientId);
    expect(tablet.response.status).toBe(200);
    const phone = newDevice();
    await pushOk(second.app, painter, phone, mutations(phone, ['paint.create@1', paintArgs()]));
    await expect.poll(() => pokes(tablet.events), { timeout: 3000 }).toBe(1);
    tablet.close();
  });

  it('sign and check sessions with one secret, kept in the database rather than a data folder', async () => {
    const [first, second] = await twoServers();
    const painter = await createTestUser(first);
    expect((await send(second.app, painter, 'GET', '/api/auth/me')).statusCode).toBe(200);
    // Logged out on one server is logged out on both (the session row is shared).
    expect((await send(second.app, painter, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await send(first.app, painter, 'GET', '/api/auth/me')).statusCode).toBe(401);
    for (const server of [first, second]) expect(existsSync(join(server.config.dataDir, 'jwt-secret'))).toBe(false);
  });

  it('count a rate limit together: a second server is not a second allowance', async () => {
    const [first, second] = await twoServers({ pushesPerMinute: 3 });
    const painter = await createTestUser(first);
    const device = newDevice();
    const push = (server: SyncTestApp) =>
      send(server.app, painter, 'POST', '/api/sync/push', pushBody(device, mutations(device, ['paint.create@1', paintArgs()])));
    const answers = [await push(first), await push(second), await push(first), await push(second)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[3]!.json()).toMatchObject({ error: 'rate-limited' });
    // Another painter has an allowance of their own.
    const other = newDevice();
    const otherPush = pushBody(other, mutations(other, ['paint.create@1', paintArgs()]));
    expect((await send(second.app, await createTestUser(second), 'POST', '/api/sync/push', otherPush)).statusCode).toBe(200);
  });

  it('run a maintenance job on one server at a time; the other skips its turn', async () => {
    const [first, second] = await twoServers();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => undefined as void;
    const jobStarted = new Promise<void>((resolve) => (started = resolve));
    const firstRun = runExclusively(first.db, 'purge-tombstones', async () => {
      started();
      await held;
    });
    await jobStarted;
    let secondRan = false;
    expect(await runExclusively(second.db, 'purge-tombstones', async () => void (secondRan = true))).toBe(false);
    expect(secondRan).toBe(false);
    // Another job is not held up by this one, nor the same job of another deployment in its own schema of the database.
    expect(await runExclusively(second.db, 'purge-sessions', async () => undefined)).toBe(true);
    const elsewhere = await createSyncTestApp();
    running.push(elsewhere);
    expect(await runExclusively(elsewhere.db, 'purge-tombstones', async () => undefined)).toBe(true);
    release();
    expect(await firstRun).toBe(true);
    expect(await runExclusively(second.db, 'purge-tombstones', async () => void (secondRan = true))).toBe(true);
    expect(secondRan).toBe(true);
  });

  it('hand out versions that a pull never skips, under concurrent pushes through both (sync.md §3)', async () => {
    const [first, second] = await twoServers({ pushesPerMinute: 1_000_000 });
    const painter = await createTestUser(first);
    const created = new Set<string>();
    const seen = new Set<string>();
    const reader = newDevice();
    const read = async (server: SyncTestApp) => {
      const body = await pullOk(server.app, painter, reader);
      for (const change of body.patch) seen.add(change.id);
      return body;
    };
    let pushing = true;
    // A device pulling all along, through both servers in turn, while four others push through both.
    const reading = (async () => {
      for (let turn = 0; pushing; turn++) await read(turn % 2 === 0 ? first : second);
    })();
    await Promise.all(
      [first, second, first, second].map(async (server) => {
        const device = newDevice();
        for (let round = 0; round < 15; round++) {
          const paints = [paintArgs(), paintArgs()];
          for (const paint of paints) created.add(paint.id);
          await pushOk(
            server.app,
            painter,
            device,
            mutations(device, ...paints.map((paint): [string, unknown] => ['paint.create@1', paint])),
          );
        }
      }),
    );
    pushing = false;
    await reading;
    // Catching up from its cursor must bring every row: one committed below a cursor the reader already passed
    // would be missed for good.
    while ((await read(first)).hasMore);
    expect(seen.size).toBe(created.size);
    expect([...created].filter((id) => !seen.has(id))).toEqual([]);
    expect(reader.cursor).toBe(
      (await first.db.selectFrom('syncSpace').select('version').where('userId', '=', painter.id).executeTakeFirstOrThrow()).version,
    );
  });

  it('serve a catalog correction made through the other server within a moment, and its removal', async () => {
    const [first, second] = await twoServers({}, { correctionFollowMs: 50 });
    const admin = await createTestAdmin(first);
    const catalogOf = async (server: SyncTestApp) => {
      const answer = await send(server.app, undefined, 'GET', '/api/paints/all');
      return { etag: answer.headers.etag, paints: answer.json<Array<{ id: string; color: string }>>() };
    };
    const before = await catalogOf(second);
    const paint = before.paints[0]!;
    const color = paint.color === '#123456' ? '#654321' : '#123456';
    expect((await send(first.app, admin, 'PUT', `/api/admin/catalog/${paint.id}/color`, { color })).statusCode).toBe(200);
    await expect.poll(async () => (await catalogOf(second)).paints[0]!.color).toBe(color);
    const corrected = await catalogOf(second);
    expect(corrected.etag).not.toBe(before.etag);
    expect(corrected.etag).toBe((await catalogOf(first)).etag);
    expect((await send(first.app, admin, 'DELETE', `/api/admin/catalog/${paint.id}/color`)).statusCode).toBe(200);
    await expect.poll(async () => (await catalogOf(second)).etag).toBe(before.etag);
  });
});
