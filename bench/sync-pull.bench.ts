import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import { protocolVersion, schemaVersion } from '@paintforge/sync-protocol';
import { bearer } from '../api/src/testing/accounts.js';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pushOk } from '../api/src/testing/sync.js';
import { barePullJsonSql } from './bare-pull-json.js';
import { compare, printGoal } from './report.js';

const rows = 200;

/**
 * A device's first sync of a 200-paint collection: POST /api/sync/pull from cursor 0 through the whole app (session,
 * client check, one snapshot, the patch written as JSON by the database), next to a bare Fastify route on raw
 * better-sqlite3 that selects the same rows as JSON written by the database (bare-pull-json.ts), one prepared
 * statement. SQLite only: Postgres's figure is the pull scenario of `npm run bench:load -- --postgres`.
 */
export async function benchSyncPull(): Promise<void> {
  const testApp = await createSyncTestApp();
  const sqlite = new SqliteDatabase(testApp.config.databasePath, { readonly: true });
  const bare = Fastify();
  try {
    const user = await createTestUser(testApp);
    const writer = newDevice();
    for (let pushed = 0; pushed < rows; pushed += 50) {
      await pushOk(
        testApp.app,
        user,
        writer,
        mutations(writer, ...Array.from({ length: 50 }, () => ['paint.create@1', paintArgs()] as [string, unknown])),
      );
    }
    const select = sqlite.prepare(barePullJsonSql('sqlite'));
    bare.post('/bare/pull', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(`{"patch":${(select.get(user.id, 0) as { patch: string }).patch}}`),
    );
    await bare.ready();
    const body = JSON.stringify({ protocolVersion, schemaVersion, clientId: newDevice().clientId, cursor: 0 });
    const headers = { ...bearer(user.token), 'content-type': 'application/json' };
    const { oursMs, baselineMs } = await compare({
      title: `Sync pull from cursor 0, ${rows} rows, in-process inject() (SQLite)`,
      ours: {
        name: 'our app: POST /api/sync/pull',
        fn: () => testApp.app.inject({ method: 'POST', url: '/api/sync/pull', headers, payload: body }),
      },
      baseline: { name: 'bare Fastify route, one SELECT writing JSON', fn: () => bare.inject({ method: 'POST', url: '/bare/pull' }) },
    });
    const rate = baselineMs / oursMs;
    printGoal(22, "pull of 200 rows ≥ 0.6× the bare route's rate", `${rate.toFixed(2)}×`, rate >= 0.6);
  } finally {
    await bare.close();
    sqlite.close();
    await testApp.cleanup();
  }
}
