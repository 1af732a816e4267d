import type { Kysely } from 'kysely';
import { colourDifference, nearnessLimits } from '@paintforge/sync-protocol/colour';
import type { Database } from '../../db/schema.js';
import { correctCatalogColor } from './corrections.js';
import type { LiveCatalog } from './live-catalog.js';

/** Two painters' suggested hexes agree when they are at most "very close" (CIEDE2000 ≤ 3): seen side by side only. */
export const agreementLimit = nearnessLimits['very-close'];

/**
 * "This colour looks wrong" becomes a correction once two painters agree: when a painter's colour report suggests a
 * hex very close to one another painter suggested for the same paint, the catalog takes it (source "reports"), and
 * with it a new ETag, so every device picks it up at its next catalog refresh. An admin's correction stands: agreeing
 * reports never replace it (the admin accepted or chose that colour). Returns whether the catalog changed.
 */
export async function correctOnAgreement(
  db: Kysely<Database>,
  catalog: LiveCatalog,
  report: { paintId: string; suggestedColor: string; userId: string },
): Promise<boolean> {
  const existing = await db
    .selectFrom('catalogCorrection')
    .select(['source', 'color'])
    .where('paintId', '=', report.paintId)
    .executeTakeFirst();
  if (existing?.source === 'admin' || existing?.color === report.suggestedColor) return false;
  const others = await db
    .selectFrom('feedback')
    .select('suggestedColor')
    .where('colorPaintId', '=', report.paintId)
    .where('userId', '!=', report.userId)
    .where('suggestedColor', 'is not', null)
    .execute();
  const agrees = others.some((other) => colourDifference(other.suggestedColor!, report.suggestedColor) <= agreementLimit);
  if (!agrees) return false;
  await correctCatalogColor(db, catalog, report.paintId, report.suggestedColor, report.userId, 'reports');
  return true;
}
