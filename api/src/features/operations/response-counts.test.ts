import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminStatsSchema } from '@paintforge/sync-protocol';
import type { AppConfig } from '../../config.js';
import { createCatalog } from '../catalog/service.js';
import { closeDatabase, createDatabase } from '../../db/connection.js';
import { createTestAdmin } from '../../testing/admin.js';
import { useRestartableApps } from '../../testing/restartable-apps.js';
import { send, type TestUser } from '../../testing/sync.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { createResponseCounter, errorRateOfLastDay, minuteOf } from './response-counts.js';

const silent = { warn: () => undefined };

describe('the error rate', () => {
  const apps = useRestartableApps();

  /** A whole app on `config`'s file, with a route that fails, as a restart would build it. */
  async function start(config: AppConfig) {
    const app = await apps.start(config, { catalog: createCatalog([]) });
    app.get('/api/test/broken', async () => {
      throw new Error('a bug, on purpose');
    });
    return app;
  }

  async function stats(app: FastifyInstance, admin: TestUser) {
    const response = await send(app, admin, 'GET', '/api/admin/stats');
    expect(response.statusCode, response.body).toBe(200);
    return adminStatsSchema.parse(response.json()).systemHealth;
  }

  it('is the share of responses >= 500 over the last day, and a restart does not reset it', async () => {
    const config = apps.newConfig();
    const first = await start(config);
    const db = createDatabase(config);
    const admin = await createTestAdmin({ app: first, db, config });
    await closeDatabase(db);

    for (let index = 0; index < 3; index++) expect((await first.inject({ method: 'GET', url: '/api/test/broken' })).statusCode).toBe(500);
    for (let index = 0; index < 15; index++) expect((await first.inject({ method: 'GET', url: '/api/paints/all' })).statusCode).toBe(200);
    // Client mistakes are not server errors; health probes are not counted at all.
    for (let index = 0; index < 2; index++) expect((await first.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    for (let index = 0; index < 5; index++) expect((await first.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Closed at once: the counts still in memory are written at close, not lost.
    await first.close();

    const second = await start(config);
    expect(await stats(second, admin)).toMatchObject({ requests24h: 20, serverErrors24h: 3, errorRate: 15 });
    // The stats request itself now counts: 3 of 21 is 14.285…%, one decimal.
    expect(await stats(second, admin)).toMatchObject({ requests24h: 21, serverErrors24h: 3, errorRate: 14.3 });
  });
});

describe('the response counter', () => {
  const testDb = useTestDatabase();

  it('adds to a minute already stored, and counts only the last 24 hours', async () => {
    const now = new Date('2026-03-01T12:00:30.000Z');
    const counter = createResponseCounter(testDb.db, { log: silent, now: () => now, flushIntervalMs: 60_000 });
    counter.record(200);
    counter.record(503);
    await counter.flush();
    counter.record(500);
    counter.record(201, new Date('2026-02-28T12:00:59.000Z'));
    counter.record(500, new Date('2026-02-28T11:59:59.000Z'));
    await counter.close();
    expect(await testDb.db.selectFrom('responseMinute').selectAll().orderBy('minute').execute()).toEqual([
      { minute: '2026-02-28T11:59', total: 1, serverErrors: 1 },
      { minute: '2026-02-28T12:00', total: 1, serverErrors: 0 },
      { minute: '2026-03-01T12:00', total: 3, serverErrors: 2 },
    ]);
    // 24 hours back from 12:00:30 reaches into the minute 12:00 of the day before, not 11:59.
    expect(await errorRateOfLastDay(testDb.db, now)).toEqual({ requests: 3, serverErrors: 2, errorRate: 66.7 });
    expect(await errorRateOfLastDay(testDb.db, new Date('2026-01-01T00:00:00.000Z'))).toEqual({
      requests: 0,
      serverErrors: 0,
      errorRate: 0,
    });
    expect(minuteOf(now)).toBe('2026-03-01T12:00');
  });

  it('keeps the counts when a write fails, and deletes minutes older than two days', async () => {
    let now = new Date('2026-03-01T12:00:00.000Z');
    const counter = createResponseCounter(testDb.db, { log: silent, now: () => now, flushIntervalMs: 60_000 });
    counter.record(200, new Date('2026-02-26T12:00:00.000Z'));
    await counter.flush();
    await testDb.db.schema.alterTable('response_minute').renameTo('response_minute_away').execute();
    counter.record(500);
    await counter.flush();
    await testDb.db.schema.alterTable('response_minute_away').renameTo('response_minute').execute();
    now = new Date('2026-03-01T13:30:00.000Z');
    await counter.close();
    expect(await testDb.db.selectFrom('responseMinute').selectAll().execute()).toEqual([
      { minute: '2026-03-01T12:00', total: 1, serverErrors: 1 },
    ]);
  });
});
