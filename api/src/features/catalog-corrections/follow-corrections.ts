import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { corrected, correctionStamp, readCorrections, restored, type Correction } from './corrections.js';
import type { LiveCatalog } from './live-catalog.js';

export interface CorrectionFollower {
  /** Looks once: applies to the served catalog any correction made or taken back through another server. */
  check(): Promise<void>;
  stop(): void;
}

/** paint id → what its correction shows, as one string, and the correction: what the corrections table says now. */
async function readCorrectionStamps(db: Kysely<Database>): Promise<Map<string, { correction: Correction; stamp: string }>> {
  const corrections = await readCorrections(db);
  return new Map([...corrections].map(([id, correction]) => [id, { correction, stamp: correctionStamp(correction) }]));
}

/**
 * Several servers on one database each serve the catalog from memory. An admin's correction (corrections.ts) changes
 * the database and the catalog of the server that took the request; the others learn of it here, within
 * `intervalMs`: a look at the small corrections table, and for each paint whose correction was made, changed or
 * taken back, its hex as the catalog row now holds it. The served catalog, and with it the ETag devices compare,
 * changes only when a hex does.
 */
export async function followCorrections(
  db: Kysely<Database>,
  catalog: LiveCatalog,
  options: { intervalMs: number; onError(error: unknown): void },
): Promise<CorrectionFollower> {
  let known = await readCorrectionStamps(db);
  const check = async () => {
    const now = await readCorrectionStamps(db);
    const changed = new Set([...now].filter(([id, { stamp }]) => known.get(id)?.stamp !== stamp).map(([id]) => id));
    const removed = [...known.keys()].filter((id) => !now.has(id));
    for (const id of removed) changed.add(id);
    known = now;
    if (changed.size === 0) return;
    // A correction taken back: the catalog row holds the file's hex again (corrections.ts writes it with the removal).
    const rows =
      removed.length === 0
        ? []
        : await db.selectFrom('paint').select(['id', 'color']).where('userId', 'is', null).where('id', 'in', removed).execute();
    const originals = new Map(rows.map((row) => [row.id, row.color]));
    // The same paint objects as the server that took the request serves, so both answer the same ETag.
    const next = catalog.paints.map((paint) => {
      if (!changed.has(paint.id)) return paint;
      const correction = now.get(paint.id)?.correction;
      if (correction) return corrected(paint, correction);
      const original = originals.get(paint.id);
      return original === undefined ? paint : restored(paint, original);
    });
    const differs = next.some((paint, i) => JSON.stringify(paint) !== JSON.stringify(catalog.paints[i]));
    if (differs) catalog.replace(next);
  };
  // One look at a time: a slow database must not pile them up.
  let looking: Promise<void> | undefined;
  const timer = setInterval(() => {
    looking ??= check()
      .catch(options.onError)
      .finally(() => (looking = undefined));
  }, options.intervalMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
