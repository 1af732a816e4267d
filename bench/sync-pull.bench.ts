import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import { protocolVersion, schemaVersion } from '@paintforge/sync-protocol';
import { bearer } from '../api/src/testing/accounts.js';
import { createSyncTestApp, createTestUser, mutations, newDevice, paintArgs, pushOk } from '../api/src/testing/sync.js';
import { compare } from './report.js';

const rows = 200;

/**
 * A device's first sync of a 200-paint collection: POST /api/sync/pull from cursor 0 through the whole app (session,
 * client check, one snapshot, the patch written as JSON by the database), next to a bare Fastify route on raw
 * better-sqlite3 that selects the same rows with one prepared statement and lets Fastify serialise them.
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
    const select = sqlite.prepare('select * from paint where user_id = ? and version > ? order by version, id');
    bare.post('/bare/pull', async () => select.all(user.id, 0));
    await bare.ready();
    const body = JSON.stringify({ protocolVersion, schemaVersion, clientId: newDevice().clientId, cursor: 0 });
    const headers = { ...bearer(user.token), 'content-type': 'application/json' };
    await compare({
      title: `Sync pull from cursor 0, ${rows} rows, in-process inject() (SQLite)`,
      ours: {
        name: 'our app: POST /api/sync/pull',
        fn: () => testApp.app.inject({ method: 'POST', url: '/api/sync/pull', headers, payload: body }),
      },
      baseline: { name: 'bare Fastify route, one prepared SELECT', fn: () => bare.inject({ method: 'POST', url: '/bare/pull' }) },
    });
  } finally {
    await bare.close();
    sqlite.close();
    await testApp.cleanup();
  }
}
