import { Dexie, type EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CatalogPaint } from '@paintforge/sync-protocol';

/**
 * The catalog's IndexedDB database on its own, without the refresh and search of catalog.ts (and their zod): a list
 * that only reads stored catalog paints (the inventory's discontinued badges) loads this alone.
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

/** A discontinued catalog paint's replacement, or null when the catalog names none. */
export type DiscontinuedPaints = ReadonlyMap<string, CatalogPaint | null>;

const noDiscontinued: DiscontinuedPaints = new Map();

/**
 * The catalog's discontinued paints by id, each with its successor: what the inventory marks on an owned pot, so a
 * painter knows which pot cannot be bought again and what to buy instead. A few hundred of the 5,800 paints.
 */
export function useDiscontinuedPaints(): DiscontinuedPaints {
  const map = useLiveQuery(async () => {
    const paints = catalogDatabase().paints;
    const discontinued = await paints.filter((paint) => paint.discontinued === true).toArray();
    const successorIds = [...new Set(discontinued.flatMap((paint) => (paint.successorId ? [paint.successorId] : [])))];
    const successors = new Map((await paints.bulkGet(successorIds)).flatMap((paint) => (paint ? [[paint.id, paint] as const] : [])));
    return new Map(discontinued.map((paint) => [paint.id, (paint.successorId && successors.get(paint.successorId)) || null]));
  }, []);
  return map ?? noDiscontinued;
}

