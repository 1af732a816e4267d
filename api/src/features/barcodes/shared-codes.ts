import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { oneVoicePerPerson, trustedJoinedBy } from '../trust/trust-rule.js';

/**
 * Two trusted painters who linked one code to one paint make it shared (issue 14), as long as no more than a third
 * of the trusted painters who linked the code disagree (issue 23): throwaway or fresh accounts can neither make an
 * unclaimed code mean a wrong paint (their voices do not count: trust/trust-rule.ts) nor break a code real painters
 * agreed on.
 */
export const painterAgreement = 2;
export const disagreementShare = 1 / 3;

export interface CodeTally {
  code: string;
  catalogPaintId: string;
  painters: number;
  decision: 'confirmed' | 'rejected' | null;
}

/**
 * Trusted painters per code and paint (the trust rule, trust/trust-rule.ts: verified, a member for a week, one voice
 * per person: of a person's accounts, their newest link of the code), with any admin decision; decisions with no
 * link left are rows too (painters 0). Anyone else's link is theirs alone (their own lookups read it) and counts for
 * no one else.
 */
export async function tallies(db: Kysely<Database>, code?: string, now: Date = new Date()): Promise<CodeTally[]> {
  let links = db
    .selectFrom('barcodeLink')
    .innerJoin('user', 'user.id', 'barcodeLink.userId')
    .where('user.emailVerified', '=', 1)
    .where('user.createdAt', '<=', trustedJoinedBy(now))
    .select([
      'barcodeLink.code as code',
      'barcodeLink.catalogPaintId as catalogPaintId',
      'barcodeLink.updatedAt as at',
      'user.email as email',
    ]);
  let decisions = db.selectFrom('barcodeDecision').select(['code', 'catalogPaintId', 'decision']);
  if (code !== undefined) {
    links = links.where('barcodeLink.code', '=', code);
    decisions = decisions.where('code', '=', code);
  }
  const [linked, decided] = await Promise.all([links.execute(), decisions.execute()]);
  const byKey = new Map<string, CodeTally>();
  const key = (row: { code: string; catalogPaintId: string }) => `${row.code} ${row.catalogPaintId}`;
  const linksByCode = new Map<string, typeof linked>();
  for (const row of linked) linksByCode.set(row.code, [...(linksByCode.get(row.code) ?? []), row]);
  for (const voices of linksByCode.values()) {
    for (const row of oneVoicePerPerson(voices).counted) {
      const tally = byKey.get(key(row));
      if (tally === undefined) byKey.set(key(row), { code: row.code, catalogPaintId: row.catalogPaintId, painters: 1, decision: null });
      else tally.painters += 1;
    }
  }
  for (const row of decided) {
    const tally = byKey.get(key(row));
    if (tally === undefined)
      byKey.set(key(row), { code: row.code, catalogPaintId: row.catalogPaintId, painters: 0, decision: row.decision });
    else tally.decision = row.decision;
  }
  return [...byKey.values()];
}

/**
 * The paint each shared code means: an admin's confirmation wins; otherwise the paint most trusted painters linked,
 * when at least two did, no admin rejected it, and the painters who linked the code to other paints are no more than
 * a third of all who linked it. Anything closer is a disagreement, shared by no paint until an admin decides.
 */
export function sharedPaints(rows: readonly CodeTally[]): Map<string, string> {
  const confirmed = new Map<string, string>();
  const byCode = new Map<string, CodeTally[]>();
  for (const row of rows) {
    if (row.decision === 'confirmed') confirmed.set(row.code, row.catalogPaintId);
    byCode.set(row.code, [...(byCode.get(row.code) ?? []), row]);
  }
  const shared = new Map(confirmed);
  for (const [code, links] of byCode) {
    if (shared.has(code)) continue;
    const total = links.reduce((sum, link) => sum + link.painters, 0);
    const best = links.filter((link) => link.decision === null).sort((a, b) => b.painters - a.painters)[0];
    if (best === undefined || best.painters < painterAgreement) continue;
    if (total - best.painters <= total * disagreementShare) shared.set(code, best.catalogPaintId);
  }
  return shared;
}
