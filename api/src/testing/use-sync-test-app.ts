import { afterAll, beforeAll } from 'vitest';
import { createSyncTestApp, type SyncTestApp } from './sync.js';

/**
 * One SyncTestApp for all the tests of the calling file: made before them, cleaned up after. Returns its getter.
 * (Not in sync.ts: the benches import that file outside Vitest.)
 */
export function useSyncTestApp(): () => SyncTestApp {
  let testApp: SyncTestApp | undefined;
  beforeAll(async () => {
    testApp = await createSyncTestApp();
  });
  afterAll(async () => {
    await testApp?.cleanup();
  });
  return () => {
    if (!testApp) throw new Error('useSyncTestApp: the app exists only inside a test');
    return testApp;
  };
}
