import type { MutationStore } from '@paintforge/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresPool } from '../../db/dialect.js';
import { terminatePushBackends } from '../../testing/postgres-faults.js';
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

/**
 * The push's Postgres connection lost in the middle of its transaction (issue 34: the fault harness's
 * pg-terminate-backend and pg-refuse-connections): the backend is terminated from outside while the push is between
 * two statements, as an operator's pg_terminate_backend or a failover does. Before the fix the client's 'error' event
 * went unheard and ended the process; had it not, the push answered 500. It must answer a retryable 503, keep
 * nothing of the push, and apply the re-sent push exactly once.
 */
describe('a push whose Postgres backend is terminated mid-transaction', () => {
  let testApp: SyncTestApp;
  let armed = false;
  let ended = 0;
  const outside = () => createPostgresPool(testApp.config.databaseUrl!);
  let pool: ReturnType<typeof outside>;

  beforeAll(async () => {
    testApp = await createSyncTestApp(
      {},
      {
        syncSeams: {
          wrapStore: (store: MutationStore): MutationStore => ({
            ...store,
            async put(entity, row) {
              if (armed) {
                armed = false;
                ended = await terminatePushBackends(pool);
                // The backend's end reaches the client as an event between statements, with no query in flight.
                await new Promise((resolve) => setTimeout(resolve, 50));
              }
              await store.put(entity, row);
            },
          }),
        },
      },
    );
    pool = outside();
  });
  afterAll(async () => {
    await pool?.end();
    await testApp?.cleanup();
  });

  it('answers 503 with Retry-After, and the re-sent push applies once', async () => {
    const painter = await createTestUser(testApp);
    const device = newDevice();
    const paint = paintArgs();
    const list = mutations(
      device,
      ['paint.create@1', paint],
      ['paint.adjustQuantity@1', { id: paint.id, delta: 2, updatedAt: paint.createdAt }],
    );
    armed = true;
    const cut = await send(testApp.app, painter, 'POST', '/api/sync/push', pushBody(device, list));
    expect(ended).toBe(1);
    expect([cut.statusCode, cut.json().error, cut.headers['retry-after']]).toEqual([503, 'database-unavailable', '1']);

    // Nothing of the cut push stayed: the re-send applies both mutations, once.
    const again = await pushOk(testApp.app, painter, device, list);
    expect(again.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    const pulled = await pullOk(testApp.app, painter, device);
    expect(pulled.patch.map((change) => (change.value as { quantity: number }).quantity)).toEqual([3]);
  });
});
