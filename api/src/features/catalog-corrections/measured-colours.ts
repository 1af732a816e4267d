import type { Kysely } from 'kysely';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { colourDifference, paintKindOf, translucentKinds } from '@paintforge/sync-protocol/colour';
import type { Database } from '../../db/schema.js';
import { spreadOf, type Agreement, type SuggestedColour } from './colour-agreement.js';
import type { MeasuredCorrection } from './corrections.js';

/**
 * Colours measured by painters (issue 36): a swatch on white card, photographed, the card's white as the reference
 * (sync-protocol colour/measure.ts). A measurement is a colour report that says so; measurements agree among
 * themselves, under the same trust rule and limit as reports (three trusted painters within ΔE2000 5), and an
 * agreement replaces the catalog's colour with the measured one: for a translucent paint both stops, the thin coat
 * and the pooled one, so the drawn approximation of the pooled stop (translucent.ts) gives way to a measured one.
 * An admin may accept one painter's measurement instead. The catalog then says "measured by N painters" and how far
 * apart they lay.
 */

/** What a measurement voice holds beyond a report's: the measured flag and a translucent paint's pooled coat. */
export interface MeasuredStops {
  color: string;
  measured: number;
  pooledColor: string | null;
}

const isTranslucent = (paint: CatalogPaint) => translucentKinds.has(paintKindOf(paint));

/** The voices that are measurements of `paint` and can agree: for a translucent paint, only those with both stops. */
export function measurementsOf<V extends MeasuredStops>(paint: CatalogPaint, voices: readonly V[]): V[] {
  const translucent = isTranslucent(paint);
  return voices.filter((voice) => voice.measured === 1 && (!translucent || voice.pooledColor !== null));
}

/** How far apart two measurements are: the farther of their two stops (the pooled one only when both have it). */
export function measurementDifference(a: Omit<MeasuredStops, 'measured'>, b: Omit<MeasuredStops, 'measured'>): number {
  const thin = colourDifference(a.color, b.color);
  return a.pooledColor !== null && b.pooledColor !== null ? Math.max(thin, colourDifference(a.pooledColor, b.pooledColor)) : thin;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** What an agreement of measurements puts in the catalog: the chosen voice's stops, how many painters, their spread. */
export function measuredCorrection<V extends MeasuredStops & SuggestedColour>(
  paint: CatalogPaint,
  agreement: Agreement<V>,
): MeasuredCorrection {
  return {
    painters: agreement.voices.length,
    spread: tenth(agreement.spread),
    pooledColor: isTranslucent(paint) ? agreement.chosen.pooledColor : null,
  };
}

/** Whether the catalog already shows this measured colour, with this count and spread (settling again changes nothing). */
export function showsMeasurement(shown: CatalogPaint, color: string, measured: MeasuredCorrection): boolean {
  return (
    shown.colorSource === 'measured' &&
    shown.color === color &&
    (shown.pooledColor ?? null) === measured.pooledColor &&
    shown.measured?.painters === measured.painters &&
    shown.measured.spread === measured.spread
  );
}

/**
 * An admin accepting a colour from reports (PUT /api/admin/catalog/:paintId/color with reportIds): when the accepted
 * hex is a measurement's, the catalog shows it as measured, by the painters whose measurements the admin accepted.
 * Null when the hex is no accepted measurement's (a correction by eye).
 */
export async function acceptedMeasurement(
  db: Kysely<Database>,
  paint: CatalogPaint,
  color: string,
  reportIds: readonly string[],
): Promise<MeasuredCorrection | null> {
  if (reportIds.length === 0) return null;
  const rows = await db
    .selectFrom('feedback')
    .select(['userId', 'suggestedColor as color', 'pooledColor', 'measured'])
    .where('id', 'in', reportIds)
    .where('colorPaintId', '=', paint.id)
    .where('measured', '=', 1)
    .execute();
  const measurements = measurementsOf(
    paint,
    rows.flatMap((row) => (row.color === null ? [] : [{ ...row, color: row.color }])),
  );
  const chosen = measurements.find((measurement) => measurement.color === color);
  if (chosen === undefined) return null;
  return {
    painters: new Set(measurements.map((measurement) => measurement.userId)).size,
    spread: tenth(spreadOf(measurements, measurementDifference)),
    pooledColor: isTranslucent(paint) ? chosen.pooledColor : null,
  };
}
