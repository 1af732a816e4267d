import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { linkedCodes, refreshPainterBarcodes } from '../barcodes/shared-map.js';
import { paintsWithAgreeableReports, settleReportedColour } from '../catalog-corrections/agreed-reports.js';
import type { LiveCatalog } from '../catalog-corrections/live-catalog.js';
import { trustedJoinedBy } from './trust-rule.js';

/**
 * Counting again what a painter said when their voice starts to count (trust-rule.ts): their barcode links (the
 * shared map) and their colour reports (the catalog). A voice starts counting at an event (a verification) or
 * with time (the end of the painter's first week), which no request marks: the sweep finds those painters.
 */
export interface VoiceRecount {
  /** After a painter's verification: their links and reports are counted again. */
  painter(userId: string): Promise<void>;
  /** The painters whose first week ended in the last two sweep intervals, counted again (overlap is harmless). */
  sweep(now?: Date): Promise<void>;
  /** At start: every paint with enough painters' reports to agree is settled (what a stopped server missed). */
  settleAll(now?: Date): Promise<void>;
}

/** How often the sweep runs: a week-old painter's voice counts within the hour. */
export const trustSweepIntervalMs = 60 * 60 * 1000;

export function createVoiceRecount({ db, catalog }: { db: Kysely<Database>; catalog: LiveCatalog }): VoiceRecount {
  async function painter(userId: string, now = new Date()) {
    await refreshPainterBarcodes(db, await linkedCodes(db, userId));
    const reported = await db
      .selectFrom('feedback')
      .select('colorPaintId')
      .distinct()
      .where('userId', '=', userId)
      .where('colorPaintId', 'is not', null)
      .execute();
    for (const { colorPaintId } of reported) await settleReportedColour(db, catalog, colorPaintId!, now);
  }

  return {
    painter: (userId) => painter(userId),
    async sweep(now = new Date()) {
      const since = new Date(now.getTime() - 2 * trustSweepIntervalMs);
      const painters = await db
        .selectFrom('user')
        .select('id')
        .where('emailVerified', '=', 1)
        .where('createdAt', '>', trustedJoinedBy(since))
        .where('createdAt', '<=', trustedJoinedBy(now))
        .execute();
      for (const { id } of painters) await painter(id, now);
    },
    async settleAll(now = new Date()) {
      for (const paintId of await paintsWithAgreeableReports(db)) await settleReportedColour(db, catalog, paintId, now);
    },
  };
}
