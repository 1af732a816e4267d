import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { openUserDatabase, type UserDatabase } from '../database';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../engine';

/** A catalog paint the tests' recipes use. */
export const catalogPaint: CatalogPaint = { id: 'citadel-abaddon-black', name: 'Abaddon Black', brand: 'Citadel', range: 'Base', color: '#231F20', type: 'Base', userId: null };
export const testCatalog: ReadonlyMap<string, CatalogPaint> = new Map([[catalogPaint.id, catalogPaint]]);

export interface TestDevice {
  factory: IDBFactory;
  db: UserDatabase;
}

/** A simulated device: its own IndexedDB (a fake-indexeddb factory) holding `userId`'s database. */
export async function openDevice(userId: string, options: { factory?: IDBFactory; version?: number } = {}): Promise<TestDevice> {
  const factory = options.factory ?? new IDBFactory();
  const db = await openUserDatabase(userId, {
    indexedDB: factory,
    IDBKeyRange,
    catalog: async (id) => testCatalog.get(id),
    ...(options.version ? { version: options.version } : {}),
  });
  return { factory, db };
}

/** An engine for a device with no timers of its own: tests call syncNow() and look at what was scheduled. */
export function testEngine(db: UserDatabase, overrides: Partial<SyncEngineOptions> & Pick<SyncEngineOptions, 'fetch'>): SyncEngine & { scheduled: number[] } {
  const scheduled: number[] = [];
  const engine = createSyncEngine({
    db,
    userId: db.userId,
    getToken: () => ({ token: `token-${db.userId}`, userId: db.userId }),
    schedule: (_callback, delayMs) => {
      scheduled.push(delayMs);
      return () => {};
    },
    ...overrides,
  });
  return Object.assign(engine, { scheduled });
}
