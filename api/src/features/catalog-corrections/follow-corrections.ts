import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LiveCatalog } from './live-catalog.js';

export interface CorrectionFollower {
  /** Looks once: applies to the served catalog any correction made or taken back through another server. */
  check(): Promise<void>;
  stop(): void;
}

/** paint id → corrected hex and when: what the corrections table says now. */
async function readCorrectionStamps(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('catalogCorrection').select(['paintId', 'color', 'updatedAt']).execute();
  return new Map(rows.map((row) => [row.paintId, `${row.color} ${row.updatedAt}`]));
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
    const changed = new Set([...now].filter(([id, stamp]) => known.get(id) !== stamp).map(([id]) => id));
    for (const id of known.keys()) if (!now.has(id)) changed.add(id);
    known = now;
    if (changed.size === 0) return;
    const rows = await db
      .selectFrom('paint')
      .select(['id', 'color'])
      .where('userId', 'is', null)
      .where('id', 'in', [...changed])
      .execute();
    const colors = new Map(rows.map((row) => [row.id, row.color]));
    if (!catalog.paints.some((paint) => colors.has(paint.id) && colors.get(paint.id) !== paint.color)) return;
    catalog.replace(catalog.paints.map((paint) => (colors.has(paint.id) ? { ...paint, color: colors.get(paint.id)! } : paint)));
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
