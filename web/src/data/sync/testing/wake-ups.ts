import { Dexie } from 'dexie';
import type { UserDatabase } from '../database';

/**
 * Counts the committed writes that touched one view table of `db`: Dexie's storagemutated event, fired once per
 * committed rw transaction with the tables it changed, is what wakes every live query (and redraws the lists).
 */
export function countWakeUps(db: UserDatabase, table: 'paints' | 'projects' | 'recipes') {
  const key = `idb://${db.name}/${table}/`;
  const listener = (parts: Record<string, unknown>) => {
    if (key in parts) counter.wakeUps += 1;
  };
  const counter = { wakeUps: 0, stop: () => Dexie.on('storagemutated').unsubscribe(listener) };
  Dexie.on('storagemutated', listener);
  return counter;
}
