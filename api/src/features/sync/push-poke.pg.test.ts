import { createRequire } from 'node:module';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSyncTestApp,
  createTestUser,
  mutations,
  newDevice,
  paintArgs,
  pushBody,
  pushOk,
  send,
  type SyncTestApp,
} from '../../testing/sync.js';
import { TransientFault } from './faults.js';
import { pokeChannel } from './pokes.js';

/**
 * On Postgres a push tells the other servers itself: its log statement carries the poke's NOTIFY, inside the push's
 * transaction (log-rows.ts), which Postgres delivers at the commit and drops with a rollback. One note a push that
 * applied something, none for a push that applied nothing or rolled back after the statement ran.
 */
describe('the poke to the other servers, on Postgres', () => {
  let testApp: SyncTestApp;
  let listener: pg.Client;
  const notes: Array<{ u: string; c: string }> = [];
  // When set, the push's transaction fails after its work, the log statement and its NOTIFY included, has run.
  let failBeforeCommit = false;

  beforeAll(async () => {
    testApp = await createSyncTestApp(
      {},
      {
        syncSeams: {
          pushTransaction: ({ db, work }) =>
            db.transaction().execute(async (trx) => {
              const outcome = await work(trx);
              if (failBeforeCommit) throw new TransientFault('fails before the commit');
              return outcome;
            }),
        },
      },
    );
    const driver = createRequire(import.meta.url)('pg') as typeof pg;
    listener = new driver.Client({ connectionString: testApp.config.databaseUrl });
    listener.on('notification', (message) => {
      if (message.channel === pokeChannel && message.payload) notes.push(JSON.parse(message.payload) as { u: string; c: string });
    });
    await listener.connect();
    await listener.query(`LISTEN ${pokeChannel}`);
  });
  afterAll(async () => {
    await listener?.end();
    await testApp?.cleanup();
  });

  /** The notes heard once a round trip on the listener's connection has come back (a NOTIFY sent before it is in). */
  async function heard() {
    await listener.query('select 1');
    return notes.splice(0);
  }

  it('sends one note for a push that applied, none for one that applied nothing or rolled back', async () => {
    const painter = await createTestUser(testApp);
    const device = newDevice();
    await pushOk(testApp.app, painter, device, mutations(device, ['paint.create@1', paintArgs()], ['paint.create@1', paintArgs()]));
    expect(await heard()).toEqual([expect.objectContaining({ u: painter.id, c: device.clientId })]);

    // Refused: consumed and logged, yet nothing changed, so nobody is told to pull.
    const refused = await pushOk(testApp.app, painter, device, mutations(device, ['paint.create@1', { ...paintArgs(), name: '' }]));
    expect(refused.results.map((result) => result.status)).toEqual(['rejected']);
    expect(await heard()).toEqual([]);

    // The NOTIFY ran in the transaction, which then rolled back: nothing was committed, so nothing is said.
    failBeforeCommit = true;
    const failed = await send(
      testApp.app,
      painter,
      'POST',
      '/api/sync/push',
      pushBody(device, mutations(device, ['paint.create@1', paintArgs()])),
    );
    failBeforeCommit = false;
    expect(failed.statusCode).toBe(503);
    expect(await heard()).toEqual([]);
  });
});
