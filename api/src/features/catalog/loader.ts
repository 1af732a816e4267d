import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { nowIso, type CatalogStateTable, type Database, type NewPaint } from '../../db/schema.js';
import { applyCorrections, correctionStamp, readCorrections } from '../catalog-corrections/corrections.js';
import { parseCatalogFile, readCatalogBytes } from './catalog-file.js';
import { catalogContentHash, catalogFromJson, createCatalog, toCatalogPaints, type Catalog } from './service.js';

export interface CatalogSyncCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** Rows gone from the file but kept because user data still points at them. */
  retained: number;
}

interface CatalogLogger {
  info(details: object, message: string): void;
}

// 9 columns per row: 500 rows stay far below SQLite's 32,766 and Postgres's 65,535 bound parameters per statement.
const rowsPerStatement = 500;

/**
 * Makes the catalog rows of the paint table (user_id null) equal to `paints`, in one transaction: inserts new
 * paints, rewrites changed ones in place (same id, so references survive), and deletes paints that left the file
 * unless a recipe still uses them. When nothing changed it only reads, so a restart writes nothing.
 */
export async function syncCatalogToDatabase(db: Kysely<Database>, paints: readonly CatalogPaint[]): Promise<CatalogSyncCounts> {
  const stored = new Map<string, string | null>();
  for (const row of await db.selectFrom('paint').select(['id', 'catalogHash']).where('userId', 'is', null).execute()) {
    stored.set(row.id, row.catalogHash);
  }

  const now = nowIso();
  const writes: NewPaint[] = [];
  let inserted = 0;
  let updated = 0;
  for (const paint of paints) {
    const hash = catalogContentHash(paint);
    const storedHash = stored.get(paint.id);
    stored.delete(paint.id);
    if (storedHash === hash) continue;
    if (storedHash === undefined) inserted += 1;
    else updated += 1;
    writes.push({
      id: paint.id,
      name: paint.name,
      brand: paint.brand,
      range: paint.range,
      color: paint.color,
      type: paint.type,
      userId: null,
      catalogHash: hash,
      createdAt: now,
      updatedAt: now,
    });
  }
  // What is left in `stored` is in the database but no longer in the file.
  const vanished = [...stored.keys()];
  const counts: CatalogSyncCounts = { inserted, updated, unchanged: paints.length - inserted - updated, removed: 0, retained: 0 };
  if (writes.length === 0 && vanished.length === 0) return counts;

  // One transaction: a crash half-way must not leave half a catalog, and it makes 5,805 inserts one fsync.
  await db.transaction().execute(async (trx) => {
    // The rows no longer match whatever catalog the marker named; loadCatalog names the new one once this commits.
    await trx.deleteFrom('catalogState').execute();
    for (let start = 0; start < writes.length; start += rowsPerStatement) {
      await trx
        .insertInto('paint')
        .values(writes.slice(start, start + rowsPerStatement))
        .onConflict((conflict) =>
          conflict
            .column('id')
            .doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              brand: eb.ref('excluded.brand'),
              range: eb.ref('excluded.range'),
              color: eb.ref('excluded.color'),
              type: eb.ref('excluded.type'),
              catalogHash: eb.ref('excluded.catalogHash'),
              updatedAt: eb.ref('excluded.updatedAt'),
            }))
            // Defence in depth: an upsert must never rewrite a user's own paint.
            .where('paint.userId', 'is', null),
        )
        .execute();
    }
    for (let start = 0; start < vanished.length; start += rowsPerStatement) {
      const result = await trx
        .deleteFrom('paint')
        .where('id', 'in', vanished.slice(start, start + rowsPerStatement))
        .where('userId', 'is', null)
        // A recipe that used a paint keeps it: deleting would cascade into the user's project.
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('projectPaint').select('projectPaint.id').whereRef('projectPaint.paintId', '=', 'paint.id'))),
        )
        .executeTakeFirst();
      counts.removed += Number(result.numDeletedRows);
    }
  });
  counts.retained = vanished.length - counts.removed;
  return counts;
}

/**
 * Which code turned the file into the catalog. The snapshot a start reuses is keyed by the file and the corrections,
 * not by the code: bump this when toCatalogPaints, catalogPaintId, catalogTypeFromRange or paintKindOf (sync-protocol) or the successors
 * (successors.ts) change what they produce, so no start serves a catalog the new code would not have built. loader.test.ts pins that output.
 */
export const catalogDerivation = 4;

/**
 * A hash of everything the catalog is built from: the derivation, the file's bytes and the corrections, each as its
 * stamp (corrections.ts: the hex, who made it and any measurement, all of which the served paint shows).
 */
export function catalogSourceHash(bytes: Uint8Array, corrections: ReadonlyMap<string, string>): string {
  const sortedCorrections = [...corrections].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(`catalog-derivation-${catalogDerivation}\u0000`)
    .update(bytes)
    .update(`\u0000${JSON.stringify(sortedCorrections)}`)
    .digest('base64url');
}

type CatalogMarker = Pick<Selectable<CatalogStateTable>, 'etag' | 'sourceHash' | 'snapshot' | 'snapshotSize'>;

/** The catalog the marker kept, when it was built from these very inputs and still hashes to the ETag written with it. */
function catalogFromSnapshot(marker: CatalogMarker | undefined, sourceHash: string): Catalog | undefined {
  if (marker?.sourceHash !== sourceHash || marker.snapshot === null || marker.snapshotSize === null) return undefined;
  // Our own output, written with the marker once the rows matched it; the ETag check below is its integrity check.
  const catalog = catalogFromJson(marker.snapshot, marker.snapshotSize);
  return catalog.etag === marker.etag ? catalog : undefined;
}

/**
 * Reads the data file, applies the admins' corrections over it, brings the database in line with the result, and
 * returns the in-memory catalog. Run at start. When the file and the corrections hash as they did when the marker was
 * written, the catalog is the marker's snapshot and the rows are known to match it: no parsing, no sorting, no rows read.
 */
export async function loadCatalog(
  db: Kysely<Database>,
  path: string,
  log: CatalogLogger,
): Promise<{ catalog: Catalog; counts: CatalogSyncCounts }> {
  const started = performance.now();
  const bytes = await readCatalogBytes(path);
  const corrections = await readCorrections(db);
  const sourceHash = catalogSourceHash(bytes, new Map([...corrections].map(([id, correction]) => [id, correctionStamp(correction)])));
  const marker = await db
    .selectFrom('catalogState')
    .select(['etag', 'sourceHash', 'snapshot', 'snapshotSize'])
    .where('id', '=', 1)
    .executeTakeFirst();
  let catalog = catalogFromSnapshot(marker, sourceHash);
  let counts: CatalogSyncCounts = { inserted: 0, updated: 0, unchanged: catalog?.size ?? 0, removed: 0, retained: 0 };
  if (catalog === undefined) {
    const paints = applyCorrections(toCatalogPaints(parseCatalogFile(bytes.toString('utf8'), path)), corrections);
    catalog = createCatalog(paints);
    counts.unchanged = paints.length;
    // The ETag covers every field a catalog row stores: equal to the marker, the rows already match and none is read.
    if (marker?.etag !== catalog.etag) counts = await syncCatalogToDatabase(db, paints);
    const state = { etag: catalog.etag, sourceHash, snapshot: catalog.json, snapshotSize: catalog.size };
    await db
      .insertInto('catalogState')
      .values({ id: 1, ...state })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(state))
      .execute();
  }
  const durationMs = Math.round(performance.now() - started);
  log.info({ ...counts, paints: catalog.size, durationMs, file: path }, 'Catalog loaded');
  return { catalog, counts };
}
