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

/** A measured colour as a correction holds it (issue 36): how many painters, how far apart, and a translucent paint's pooled stop. */
export interface MeasuredCorrection {
  painters: number;
  spread: number;
  pooledColor: string | null;
}

/** What a correction says of a paint: its hex, who made it, and whether it was measured. */
export interface Correction {
  color: string;
  source: CorrectionSource;
  measured: MeasuredCorrection | null;
}

/** paint id → its correction. */
export async function readCorrections(db: Kysely<Database>): Promise<Map<string, Correction>> {
  const rows = await db
    .selectFrom('catalogCorrection')
    .select(['paintId', 'color', 'source', 'measuredBy', 'measuredSpread', 'pooledColor'])
    .execute();
  return new Map(
    rows.map((row) => [
      row.paintId,
      {
        color: row.color,
        source: row.source,
        measured:
          row.measuredBy === null
            ? null
            : { painters: row.measuredBy, spread: Number(row.measuredSpread ?? 0), pooledColor: row.pooledColor },
      },
    ]),
  );
}

/** Everything of a correction the served catalog shows, as one string: equal stamps serve equal paints. */
export const correctionStamp = (correction: Correction): string => JSON.stringify(correction);

/** A catalog paint without what only a correction adds (a measured colour's fields). */
function uncorrected(paint: CatalogPaint): CatalogPaint {
  const { pooledColor: _pooled, measured: _measured, ...rest } = paint;
  return rest;
}

/**
 * A catalog paint showing a corrected colour, which then says where its colour came from and how far to trust it. A
 * measured colour says by how many painters, and for a translucent paint carries its measured pooled stop.
 */
export function corrected(paint: CatalogPaint, { color, source, measured }: Correction): CatalogPaint {
  const base = uncorrected(paint);
  if (measured !== null)
    return {
      ...base,
      color,
      colorSource: 'measured',
      colorConfidence: 'high',
      ...(measured.pooledColor !== null && { pooledColor: measured.pooledColor }),
      measured: { painters: measured.painters, spread: measured.spread },
    };
  return source === 'admin'
    ? { ...base, color, colorSource: 'correction', colorConfidence: 'high' }
    : { ...base, color, colorSource: 'report', colorConfidence: 'medium' };
}

/** The catalog with each corrected paint replaced (paints without a correction are the same objects). */
export function applyCorrections(paints: readonly CatalogPaint[], corrections: ReadonlyMap<string, Correction>): CatalogPaint[] {
  if (corrections.size === 0) return [...paints];
  return paints.map((paint) => {
    const correction = corrections.get(paint.id);
    return correction === undefined ? paint : corrected(paint, correction);
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
  return { ...uncorrected(paint), color: original, colorSource: 'dataset', colorConfidence: datasetColorConfidence(paint) };
}

function serveWithColor(catalog: LiveCatalog, paintId: string, color: Correction | { original: string }): CatalogPaint {
  const paints = catalog.paints.map((paint) => {
    if (paint.id !== paintId) return paint;
    return 'original' in color ? restored(paint, color.original) : corrected(paint, color);
  });
  catalog.replace(paints);
  return catalogPaintOrThrow(catalog, paintId);
}

/**
 * Who changes a colour: an admin (actorId), or painters whose reports or measurements agreed (source 'reports' or
 * 'measurements', actorId null).
 */
export interface ColourChangeBy {
  actorId: string | null;
  source: CorrectionSource;
  /** The colour reports it comes from. */
  reportIds: readonly string[];
  /** When the new colour was measured (agreeing measurements, or one an admin accepted). */
  measured?: MeasuredCorrection | null;
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
  const { measured = null, ...change } = by;
  const shown = {
    color,
    correctedBy: by.actorId,
    source: by.source,
    measuredBy: measured?.painters ?? null,
    measuredSpread: measured?.spread ?? null,
    pooledColor: measured?.pooledColor ?? null,
    updatedAt: at,
  };
  const stored = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('catalogCorrection').select('originalColor').where('paintId', '=', paintId).executeTakeFirst();
    // A second correction keeps the file's hex, not the first correction's.
    const row = { paintId, originalColor: existing?.originalColor ?? paint.color, createdAt: at, ...shown };
    await trx
      .insertInto('catalogCorrection')
      .values(row)
      .onConflict((conflict) => conflict.column('paintId').doUpdateSet(shown))
      .execute();
    await writeCatalogColor(trx, { ...paint, color });
    await recordColourChange(trx, { paintId, action: 'corrected', color, previousColor: paint.color, ...change }, at);
    return row;
  });
  // Served only once committed: a device must never fetch a hex the database does not hold.
  const served = serveWithColor(catalog, paintId, { color, source: by.source, measured });
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
