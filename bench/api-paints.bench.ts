import { join } from 'node:path';
import Fastify from 'fastify';
import SqliteDatabase from 'better-sqlite3';
import { maxMutationsPerPush } from '@paintforge/sync-protocol';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pushOk } from '../api/src/testing/sync.js';
import { compare } from './report.js';

const paints = 200;

/**
 * A painter's inventory read, `GET /api/paints` with a session (200 paints): through the whole app (session check,
 * owner-scoped query, response schema), next to a bare Fastify route that reads the same rows from the same SQLite
 * file with one prepared statement and sends them as they are.
 */
export async function benchApiPaints(): Promise<void> {
  const testApp = await createSyncTestApp();
  const bare = Fastify();
  try {
    const user = await createTestUser(testApp);
    const device = newDevice();
    const list = mutations(
      device,
      ...Array.from({ length: paints }, (_, i) => ['paint.create@1', paintArgs({ name: `Paint ${i}` })] as [string, unknown]),
    );
    for (let i = 0; i < list.length; i += maxMutationsPerPush)
      await pushOk(testApp.app, user, device, list.slice(i, i + maxMutationsPerPush));

    const sqlite = new SqliteDatabase(join(testApp.config.dataDir, 'paintforge.db'), { readonly: true });
    const select = sqlite.prepare('select * from paint where user_id = ? and deleted_at is null order by created_at desc, id desc');
    bare.get('/api/paints', async () => select.all(user.id));
    await bare.ready();
    const headers = { authorization: `Bearer ${user.token}` };
    const ours = await testApp.app.inject({ method: 'GET', url: '/api/paints', headers });
    if (ours.statusCode !== 200 || (ours.json() as unknown[]).length !== paints)
      throw new Error(`GET /api/paints answered ${ours.statusCode}`);
    await compare({
      title: `API: a painter's inventory, ${paints} paints, in-process inject()`,
      ours: {
        name: 'our app: GET /api/paints (session, schema)',
        fn: () => testApp.app.inject({ method: 'GET', url: '/api/paints', headers }),
      },
      baseline: { name: 'bare Fastify route, one prepared SELECT', fn: () => bare.inject({ method: 'GET', url: '/api/paints' }) },
    });
    sqlite.close();
  } finally {
    await bare.close();
    await testApp.cleanup();
  }
}
