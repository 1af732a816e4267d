import { Dexie, type EntityTable } from 'dexie';
import type { CatalogPaint } from '@paintforge/sync-protocol';

/**
 * The catalog's IndexedDB database on its own, without the refresh and search of catalog.ts (and their zod) and
 * without React: a list that only reads stored catalog paints (discontinued-paints.ts) loads this alone, and the
 * service worker's sync finds recipes' catalog paints through it (data/sync/database.ts).
 */

export const catalogDatabaseName = 'paintforge-catalog';

/** A catalog paint as stored: the API's row plus its position in the server's order (brand, range, name). */
export interface StoredCatalogPaint extends CatalogPaint {
  position: number;
}

export interface CatalogMeta {
  key: 'catalog';
  /** The ETag of the stored copy, sent back as If-None-Match. */
  etag: string | null;
  /** When the stored copy was downloaded. */
  fetchedAt: number;
  /** When the server last confirmed it (a 200 or a 304). */
  checkedAt: number;
  count: number;
}

export class CatalogDatabase extends Dexie {
  paints!: EntityTable<StoredCatalogPaint, 'id'>;
  meta!: EntityTable<CatalogMeta, 'key'>;

  constructor(name: string = catalogDatabaseName) {
    super(name);
    this.version(1).stores({ paints: 'id, position', meta: 'key' });
  }
}

let sharedDatabase: CatalogDatabase | null = null;

/** The app's catalog database, opened on first use. */
export function catalogDatabase(): CatalogDatabase {
  sharedDatabase ??= new CatalogDatabase();
  return sharedDatabase;
}
