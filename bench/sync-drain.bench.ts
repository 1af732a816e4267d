import { mutations } from '@paintforge/sync-protocol';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { createSyncTestApp, createTestUser } from '../api/src/testing/sync.js';
import { openUserDatabase } from '../web/src/data/sync/database';
import { createSyncEngine } from '../web/src/data/sync/engine';
import { mutate } from '../web/src/data/sync/mutate';

/**
 * A painter comes back online with 1,000 changes made offline: the real client engine (on fake-indexeddb)
 * pushes them to the real server (in-process) and pulls the result. Target: under 2 s on this machine.
 */
export async function benchSyncDrain(): Promise<void> {
  const testApp = await createSyncTestApp();
  try {
    const user = await createTestUser(testApp);
    const db = await openUserDatabase(user.id, {
      indexedDB: new IDBFactory(),
      IDBKeyRange,
      catalog: async (id) => testApp.catalog.find(id),
    });
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const answer = await testApp.app.inject({
        method: (init?.method ?? 'GET') as 'POST',
        url: String(input),
        headers: Object.fromEntries(new Headers(init?.headers)),
        payload: init?.body as string,
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    const engine = createSyncEngine({
      db,
      userId: user.id,
      fetch,
      getToken: () => ({ token: user.token, userId: user.id }),
      schedule: () => () => undefined,
    });
    let started = performance.now();
    for (let i = 0; i < 1000; i++) {
      const createdAt = new Date().toISOString();
      await mutate(db, mutations.paint.create, {
        id: uuidv7(),
        name: `Paint ${i}`,
        brand: 'Citadel',
        color: '#9A1115',
        type: 'Base',
        createdAt,
      });
    }
    const queueMs = performance.now() - started;
    started = performance.now();
    const result = await engine.syncNow();
    const drainMs = performance.now() - started;
    const left = await db.outbox.count();
    engine.stop();
    db.close();
    console.log('\nSync, end to end (client engine on fake-indexeddb → server in-process)');
    console.log(`  ${'queue 1,000 local writes offline (view + outbox txn each)'.padEnd(60)} ${queueMs.toFixed(0).padStart(6)} ms`);
    console.log(
      `  ${'drain 1,000 queued mutations: push + pull (target < 2,000)'.padEnd(60)} ${drainMs.toFixed(0).padStart(6)} ms  (${result.outcome}, ${left} left)`,
    );
  } finally {
    await testApp.cleanup();
  }
}
