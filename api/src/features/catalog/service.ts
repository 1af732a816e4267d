import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { catalogTypeFromRange, parseCatalogRange, type CatalogPaint, type ColorConfidence } from '@paintforge/sync-protocol';
import { buildSearchIndex, searchWithTypos, type SearchIndex } from '@paintforge/sync-protocol/search';
import { paintKindOf, translucentKinds, type KindFacts } from '@paintforge/sync-protocol/colour';
import { catalogPaintId, catalogPaintKey } from './catalog-id.js';
import { CatalogFileError, type CatalogFileRow } from './catalog-file.js';
import { withSuccessors } from './successors.js';

/**
 * At most this many results per search. The spec's client shows the first 10 suggestions after filtering by brand,
 * so 50 leaves room for that filter while keeping the answer small; the full list is GET /api/paints/all.
 */
export const searchResultLimit = 50;

export type CatalogEncoding = 'br' | 'gzip';

/** The shared paint database, held in memory after start: it changes only when the data file does. */
export interface Catalog {
  /** Sorted by brand, range, name. */
  readonly paints: readonly CatalogPaint[];
  /** How many paints: `paints.length`, known without parsing a catalog taken from its snapshot. */
  readonly size: number;
  /** `paints` serialized once, served as is by GET /api/paints/all. */
  readonly json: string;
  /** Strong ETag of `json`: it changes exactly when the served catalog does. */
  readonly etag: string;
  search(query: string): CatalogPaint[];
  /** A catalog paint by id (recipe rows made from the catalog). */
  find(id: string): CatalogPaint | undefined;
  /** `json` compressed, computed off the main thread on first use and then kept. */
  encoded(encoding: CatalogEncoding): Promise<Buffer>;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * How far a colour from the data file can be trusted: it was sampled from product images (SOURCES.md), which one
 * flat colour cannot do for translucent paints (sampled over white, far too light) or metallics.
 */
export function datasetColorConfidence(paint: KindFacts): ColorConfidence {
  const kind = paintKindOf(paint);
  return translucentKinds.has(kind) || kind === 'metallic' ? 'low' : 'medium';
}

/**
 * Turns the data file's rows into catalog paints: stable ids (from the source's range, suffix and all), the range
 * without "(discontinued)" and that fact as a field, types from ranges, successors, a deterministic order.
 */
export function toCatalogPaints(rows: readonly CatalogFileRow[]): CatalogPaint[] {
  const seen = new Map<string, CatalogFileRow>();
  const paints = rows.map((row): CatalogPaint => {
    const idName = row.idName ?? row.name;
    const key = catalogPaintKey(row.brand, row.range, idName);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      // Two rows with one identity would share an id; the file must say which paint it means.
      throw new CatalogFileError(
        `The catalog lists "${row.brand} / ${row.range} / ${row.name}" twice (brand, range and name are compared ignoring case)`,
      );
    }
    seen.set(key, row);
    const { range, discontinued } = parseCatalogRange(row.range);
    const type = catalogTypeFromRange(range);
    return {
      id: catalogPaintId(row.brand, row.range, idName),
      name: row.name,
      brand: row.brand,
      range,
      color: row.hex,
      type,
      userId: null,
      discontinued,
      colorSource: 'dataset',
      colorConfidence: datasetColorConfidence({ type, name: row.name }),
    };
  });
  // Sorted before successors are chosen, so ties between equally near paints are decided the same whatever the file's order.
  paints.sort(
    (a, b) =>
      collator.compare(a.brand, b.brand) ||
      collator.compare(a.range, b.range) ||
      Number(a.discontinued) - Number(b.discontinued) ||
      collator.compare(a.name, b.name) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return withSuccessors(paints);
}

/** A hash of everything the database stores for a catalog paint; a different hash means the row must be rewritten. */
export function catalogContentHash(paint: CatalogPaint): string {
  return createHash('sha256')
    .update(JSON.stringify([paint.name, paint.brand, paint.range, paint.color, paint.type]))
    .digest('base64url')
    .slice(0, 22);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function createCatalog(paints: readonly CatalogPaint[]): Catalog {
  return catalogOf(() => paints, JSON.stringify(paints), paints.length);
}

/**
 * A catalog from its serialized form (the loader's snapshot, our own output), `paints` parsed on first use: a start
 * with an unchanged catalog only hashes the text, and most starts serve `json` long before any search needs the rows.
 */
export function catalogFromJson(json: string, size: number): Catalog {
  let paints: readonly CatalogPaint[] | undefined;
  return catalogOf(() => (paints ??= JSON.parse(json) as CatalogPaint[]), json, size);
}

function catalogOf(paints: () => readonly CatalogPaint[], json: string, size: number): Catalog {
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  // The search index and the id map are built on first use, not at start: a restart with an unchanged catalog stays quick.
  let index: SearchIndex<CatalogPaint> | undefined;
  let byId: Map<string, CatalogPaint> | undefined;
  const cache = new Map<CatalogEncoding, Promise<Buffer>>();
  return {
    get paints() {
      return paints();
    },
    size,
    json,
    etag,
    search: (query) => searchWithTypos((index ??= buildSearchIndex(paints())), query, searchResultLimit).items,
    find: (id) => (byId ??= new Map(paints().map((paint) => [paint.id, paint]))).get(id),
    encoded(encoding) {
      let body = cache.get(encoding);
      if (body === undefined) {
        // Computed once per start, then served to every client, so it pays to compress hard. Brotli quality 10
        // rather than 11: on the catalog it is 3% larger but under half the CPU time (about 0.7 s against 1.8 s).
        body =
          encoding === 'br'
            ? brotli(json, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
                  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
                },
              })
            : gzipAsync(json, { level: 9 });
        // A failure must not be cached forever; the next request tries again.
        body.catch(() => cache.delete(encoding));
        cache.set(encoding, body);
      }
      return body;
    },
  };
}
