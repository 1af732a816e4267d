import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Two painters who linked one code to one paint make it shared (issue 14). */
export const painterAgreement = 2;

export interface CodeTally {
  code: string;
  catalogPaintId: string;
  painters: number;
  decision: 'confirmed' | 'rejected' | null;
}

/** Painters per code and paint, with any admin decision; decisions with no link left are rows too (painters 0). */
export async function tallies(db: Kysely<Database>, code?: string): Promise<CodeTally[]> {
  let links = db
    .selectFrom('barcodeLink')
    .select(['code', 'catalogPaintId'])
    .select((eb) => eb.fn.count<number>('userId').as('painters'))
    .groupBy(['code', 'catalogPaintId']);
  let decisions = db.selectFrom('barcodeDecision').select(['code', 'catalogPaintId', 'decision']);
  if (code !== undefined) {
    links = links.where('code', '=', code);
    decisions = decisions.where('code', '=', code);
  }
  const [counted, decided] = await Promise.all([links.execute(), decisions.execute()]);
  const byKey = new Map<string, CodeTally>();
  const key = (row: { code: string; catalogPaintId: string }) => `${row.code} ${row.catalogPaintId}`;
  for (const row of counted) byKey.set(key(row), { ...row, painters: Number(row.painters), decision: null });
  for (const row of decided) {
    const tally = byKey.get(key(row));
    if (tally === undefined)
      byKey.set(key(row), { code: row.code, catalogPaintId: row.catalogPaintId, painters: 0, decision: row.decision });
    else tally.decision = row.decision;
  }
  return [...byKey.values()];
}

/**
 * The paint each shared code means: an admin's confirmation wins; otherwise the one paint that at least two painters
 * agree on and no admin rejected. Two paints each with enough painters is a conflict, shared by neither until an
 * admin decides.
 */
export function sharedPaints(rows: readonly CodeTally[]): Map<string, string> {
  const confirmed = new Map<string, string>();
  const agreed = new Map<string, string[]>();
  for (const row of rows) {
    if (row.decision === 'confirmed') confirmed.set(row.code, row.catalogPaintId);
    else if (row.decision === null && row.painters >= painterAgreement)
      agreed.set(row.code, [...(agreed.get(row.code) ?? []), row.catalogPaintId]);
  }
  const shared = new Map(confirmed);
  for (const [code, paints] of agreed) if (!shared.has(code) && paints.length === 1) shared.set(code, paints[0]!);
  return shared;
}
