import type { Kysely } from 'kysely';
import { adminMessages, type CatalogCorrection, type CatalogPaint } from '@paintforge/sync-protocol';
import { nowIso, type CorrectionSource, type Database } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import { catalogContentHash, datasetColorConfidence } from '../catalog/service.js';
import { recordColourChange } from './colour-changes.js';
import type { LiveCatalog } from './live-catalog.js';

/**
 * A correction of a catalog paint's hex: an admin's, or painters' agreeing reports (agreed-reports.ts). Corrections live in
 * their own table and are applied over the data file whenever it is loaded (loader.ts), so neither a restart nor a
 * new release of the file undoes them; the paint row and the served catalog change at once, and with them the
 * catalog's ETag, which is how devices learn that their copy is stale.
 */

/** paint id → corrected hex. */
export async function readCorrections(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('catalogCorrection').select(['paintId', 'color']).execute();
  return new Map(rows.map((row) => [row.paintId, row.color]));
}

/** The paints whose correction came from painters' agreeing reports, not from an admin. */
export async function readReportedCorrections(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('catalogCorrection').select('paintId').where('source', '=', 'reports').execute();
  return new Set(rows.map((row) => row.paintId));
}

/** A catalog paint showing a corrected colour, which then says where its colour came from and how far to trust it. */
export function corrected(paint: CatalogPaint, color: string, source: CorrectionSource): CatalogPaint {
  return source === 'admin'
    ? { ...paint, color, colorSource: 'correction', colorConfidence: 'high' }
    : { ...paint, color, colorSource: 'report', colorConfidence: 'medium' };
}

/** The catalog with each corrected paint's hex replaced (paints without a correction are the same objects). */
export function applyCorrections(
  paints: readonly CatalogPaint[],
  corrections: ReadonlyMap<string, string>,
  reported: ReadonlySet<string> = new Set(),
): CatalogPaint[] {
  if (corrections.size === 0) return [...paints];
  return paints.map((paint) => {
    const color = corrections.get(paint.id);
    return color === undefined ? paint : corrected(paint, color, reported.has(paint.id) ? 'reports' : 'admin');
  });
}

/** Rewrites one catalog paint's row (never a user's) with `paint`'s hex and the hash the loader would compute. */
async function writeCatalogColor(trx: Kysely<Database>, paint: CatalogPaint): Promise<void> {
  await trx
    .updateTable('paint')
    .set({ color: paint.color, catalogHash: catalogContentHash(paint), updatedAt: nowIso() })
    .where('id', '=', paint.id)
    .where('userId', 'is', null)
    .execute();
}

export function catalogPaintOrThrow(catalog: LiveCatalog, paintId: string): CatalogPaint {
  const paint = catalog.find(paintId);
  if (paint === undefined) throw new ApiError(404, 'not-found', adminMessages.paintNotInCatalog);
  return paint;
}

/** A catalog paint whose correction was taken back: the file's hex again, and the file's word on it. */
export function restored(paint: CatalogPaint, original: string): CatalogPaint {
  return { ...paint, color: original, colorSource: 'dataset', colorConfidence: datasetColorConfidence(paint) };
}

function serveWithColor(
  catalog: LiveCatalog,
  paintId: string,
  color: string | { original: string },
  source: CorrectionSource = 'admin',
): CatalogPaint {
  const paints = catalog.paints.map((paint) => {
    if (paint.id !== paintId) return paint;
    return typeof color === 'string' ? corrected(paint, color, source) : restored(paint, color.original);
  });
  catalog.replace(paints);
  return catalogPaintOrThrow(catalog, paintId);
}

/** Who changes a colour: an admin (actorId), or painters whose reports agreed (source 'reports', actorId null). */
export interface ColourChangeBy {
  actorId: string | null;
  source: CorrectionSource;
  /** The colour reports it comes from. */
  reportIds: readonly string[];
}

export async function correctCatalogColor(
  db: Kysely<Database>,
  catalog: LiveCatalog,
  paintId: string,
  color: string,
  by: ColourChangeBy,
): Promise<CatalogCorrection> {
  const paint = catalogPaintOrThrow(catalog, paintId);
  const at = nowIso();
  const stored = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('catalogCorrection').select('originalColor').where('paintId', '=', paintId).executeTakeFirst();
    const row = {
      paintId,
      color,
      // A second correction keeps the file's hex, not the first correction's.
      originalColor: existing?.originalColor ?? paint.color,
      correctedBy: by.actorId,
      source: by.source,
      createdAt: at,
      updatedAt: at,
    };
    await trx
      .insertInto('catalogCorrection')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('paintId').doUpdateSet({ color, correctedBy: by.actorId, source: by.source, updatedAt: at }),
      )
      .execute();
    await writeCatalogColor(trx, { ...paint, color });
    await recordColourChange(trx, { paintId, action: 'corrected', color, previousColor: paint.color, ...by }, at);
    return row;
  });
  // Served only once committed: a device must never fetch a hex the database does not hold.
  const served = serveWithColor(catalog, paintId, color, by.source);
  return { paint: served, originalColor: stored.originalColor, correctedAt: at, correctedBy: by.actorId, source: by.source };
}

/**
 * Takes a correction back (one tap in the admin's list): the paint shows the data file's hex again, and only reports
 * made from now on count toward a new correction (colour-changes.ts).
 */
export async function removeCorrection(
  db: Kysely<Database>,
  catalog: LiveCatalog,
  paintId: string,
  adminId: string,
): Promise<CatalogPaint> {
  const paint = catalogPaintOrThrow(catalog, paintId);
  const at = nowIso();
  const originalColor = await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('catalogCorrection').where('paintId', '=', paintId).returning('originalColor').executeTakeFirst();
    if (removed === undefined) throw new ApiError(404, 'not-found', adminMessages.noCorrection);
    await writeCatalogColor(trx, { ...paint, color: removed.originalColor });
    await recordColourChange(
      trx,
      {
        paintId,
        action: 'removed',
        color: removed.originalColor,
        previousColor: paint.color,
        source: null,
        actorId: adminId,
        reportIds: [],
      },
      at,
    );
    return removed.originalColor;
  });
  return serveWithColor(catalog, paintId, { original: originalColor });
}

/** Every correction of a paint still in the catalog, newest first. */
export async function listCorrections(db: Kysely<Database>, catalog: LiveCatalog): Promise<CatalogCorrection[]> {
  const rows = await db.selectFrom('catalogCorrection').selectAll().orderBy('updatedAt', 'desc').execute();
  return rows.flatMap((row) => {
    const paint = catalog.find(row.paintId);
    return paint === undefined
      ? []
      : [{ paint, originalColor: row.originalColor, correctedAt: row.updatedAt, correctedBy: row.correctedBy, source: row.source }];
  });
}
