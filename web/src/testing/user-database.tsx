import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { requireDatabase, startSyncRuntime } from '../data/sync/runtime';
import { painter, renderScreen } from './render';

let stopSync: (() => void) | null = null;

/**
 * Signs the painter in and opens their own database on this device (fake-indexeddb) with the real sync runtime, as
 * the app does after a login; stopped again after each test.
 */
export async function signedInWithDatabase() {
  const view = renderScreen(<p>Signed in</p>, { user: painter });
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  view.unmount();
  return db;
}

afterEach(() => {
  stopSync?.();
  stopSync = null;
});
