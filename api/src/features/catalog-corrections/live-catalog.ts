import type { CatalogPaint } from '@paintforge/sync-protocol';
import { createCatalog, type Catalog } from '../catalog/service.js';

/** The catalog the app serves, which an admin's correction replaces while the server runs. */
export interface LiveCatalog extends Catalog {
  /** Serves `paints` from now on: a new JSON body, ETag and search index. */
  replace(paints: readonly CatalogPaint[]): void;
}

/**
 * A Catalog whose every read goes to the current version. Routes and the sync service keep the one object they
 * were given; a correction swaps what is behind it, so the next GET /api/paints/all answers the new body and ETag
 * (one request reads its ETag and body from the same version: nothing awaits between the two reads).
 */
export function createLiveCatalog(initial: Catalog): LiveCatalog {
  let current = initial;
  return {
    get paints() {
      return current.paints;
    },
    get size() {
      return current.size;
    },
    get json() {
      return current.json;
    },
    get etag() {
      return current.etag;
    },
    search: (query) => current.search(query),
    find: (id) => current.find(id),
    encoded: (encoding) => current.encoded(encoding),
    replace(paints) {
      current = createCatalog(paints);
    },
  };
}
