import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { ColourChange } from '@paintforge/sync-protocol';
import type { CatalogColourChangeTable, Database } from '../../db/schema.js';
import type { Catalog } from '../catalog/service.js';

/**
 * The record of every change of a catalog colour (issue 31): who made it (an admin, or painters whose reports agreed),
 * when, and from which reports. It is also the line painters' reports count from: after an admin removes a correction
 * or dismisses an agreement, only reports made later count toward a new one, so the old reports plus one new voice
 * cannot bring a removed colour back.
 */

export type NewColourChange = Omit<CatalogColourChangeTable, 'id' | 'reportIds' | 'createdAt'> & { reportIds: readonly string[] };

/** Records a change, in the transaction that makes it. */
export async function recordColourChange(trx: Kysely<Database>, change: NewColourChange, at: string): Promise<string> {
  const id = uuidv7();
  await trx
    .insertInto('catalogColourChange')
    .values({ ...change, id, reportIds: JSON.stringify(change.reportIds), createdAt: at })
    .execute();
  return id;
}

const resetActions = ['removed', 'dismissed'] as const;

/** The time after which a paint's reports count (its last removal or dismissal), or null when it has none. */
export async function reportsCountAfter(db: Kysely<Database>, paintId: string): Promise<string | null> {
  const row = await db
    .selectFrom('catalogColourChange')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('paintId', '=', paintId)
    .where('action', 'in', resetActions)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** The same line for every paint that has one. */
export async function reportLines(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('catalogColourChange')
    .select(['paintId', (eb) => eb.fn.max('createdAt').as('at')])
    .where('action', 'in', resetActions)
    .groupBy('paintId')
    .execute();
  return new Map(rows.map((row) => [row.paintId, row.at]));
}

/** Changes listed at a time: the admin's record of recent work, newest first. */
export const colourChangesListed = 200;

/** The newest changes (all paints, or one), each with its admin's address and the reports it came from. */
export async function listColourChanges(db: Kysely<Database>, catalog: Pick<Catalog, 'find'>, paintId?: string): Promise<ColourChange[]> {
  let query = db
    .selectFrom('catalogColourChange')
    .leftJoin('user', 'user.id', 'catalogColourChange.actorId')
    .selectAll('catalogColourChange')
    .select('user.email as actorEmail')
    .orderBy('catalogColourChange.createdAt', 'desc')
    .orderBy('catalogColourChange.id', 'desc')
    .limit(colourChangesListed);
  if (paintId !== undefined) query = query.where('catalogColourChange.paintId', '=', paintId);
  const rows = await query.execute();
  const reportIds = [...new Set(rows.flatMap((row) => JSON.parse(row.reportIds) as string[]))];
  const reports =
    reportIds.length === 0
      ? []
      : await db
          .selectFrom('feedback')
          .innerJoin('user', 'user.id', 'feedback.userId')
          .select(['feedback.id', 'user.email', 'feedback.suggestedColor'])
          .where('feedback.id', 'in', reportIds)
          .execute();
  const byId = new Map(
    reports.map((report) => [report.id, { id: report.id, email: report.email, suggestedColor: report.suggestedColor ?? '' }]),
  );
  return rows.map((row) => ({
    id: row.id,
    paintId: row.paintId,
    paint: catalog.find(row.paintId) ?? null,
    action: row.action,
    color: row.color,
    previousColor: row.previousColor,
    source: row.source,
    actor: row.actorId !== null && row.actorEmail !== null ? { id: row.actorId, email: row.actorEmail } : null,
    reports: (JSON.parse(row.reportIds) as string[]).flatMap((id) => byId.get(id) ?? []),
    at: row.createdAt,
  }));
}
