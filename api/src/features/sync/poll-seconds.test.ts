import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyncTestApp, createTestUser, newDevice, pullOk, type SyncTestApp } from '../../testing/sync.js';

// Issue 33: the devices' polling is the fallback of a lost live stream; a server may set how often it runs
// (SYNC_POLL_SECONDS), and tells every pull. Unset, the answer says nothing and devices keep their 30–60 s.
let polling: SyncTestApp;
let plain: SyncTestApp;

beforeAll(async () => {
  polling = await createSyncTestApp({ syncPollSeconds: 2 });
  plain = await createSyncTestApp();
});
afterAll(async () => {
  await polling.cleanup();
  await plain.cleanup();
});

describe('the polling interval a server sets', () => {
  it('is in every pull answer when set, and absent when not', async () => {
    expect(await pullOk(polling.app, await createTestUser(polling), newDevice())).toMatchObject({ pollSeconds: 2 });
    expect(await pullOk(plain.app, await createTestUser(plain), newDevice())).not.toHaveProperty('pollSeconds');
  });
});
