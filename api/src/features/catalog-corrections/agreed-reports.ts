import type { Kysely } from 'kysely';
import { colourDifference } from '@paintforge/sync-protocol/colour';
import type { CatalogPaint, ColourAgreement, ColourChange } from '@paintforge/sync-protocol';
import { nowIso, type Database } from '../../db/schema.js';
import { countsFrom, oneVoicePerPerson, standingOf, trustedJoinedBy, trustedVoices } from '../trust/trust-rule.js';
import { agreementVoicesRead, colourAgreement, decidingAgreement, largestAgreement, type Agreement } from './colour-agreement.js';
import { listColourChanges, recordColourChange, reportLines, reportsCountAfter } from './colour-changes.js';
import { catalogPaintOrThrow, correctCatalogColor } from './corrections.js';
import type { LiveCatalog } from './live-catalog.js';
import { measuredCorrection, measurementDifference, measurementsOf, showsMeasurement } from './measured-colours.js';

/**
 * "This colour looks wrong" becomes what every painter sees only when an admin accepts it, or when at least three
 * trusted painters (trust/trust-rule.ts) suggest colours within ΔE2000 5 of each other (colour-agreement.ts): then
 * the catalog takes the suggestion nearest the others (source "reports"), and with it a new ETag, so every device picks
 * it up at its next catalog refresh. Anyone else's report reaches the admin's triage and changes only what its painter
 * sees (their own view: web/src/data/own-colours.ts). An admin's correction stands: agreeing reports never replace it.
 * After an admin removes a correction or dismisses an agreement, only reports made later count (colour-changes.ts).
 * Measurements (measured-colours.ts) are reports too, and agree among themselves first: a measured colour replaces a
 * colour agreed by eye, never the reverse.
 */

/** A painter's newest report for a paint, with what the trust rule reads of them. */
export interface ReportVoice {
  reportId: string;
  userId: string;
  paintId: string;
  color: string;
  /** When the report was made. */
  at: string;
  email: string;
  emailVerified: number;
  /** When the painter joined. */
  createdAt: string;
  /** 1 when the report is a measurement; then, for a translucent paint, its pooled coat. */
  measured: number;
  pooledColor: string | null;
}

interface VoiceQuery {
  paintId?: string;
  /** Only reports made after this time (the paint's last removal or dismissal). */
  after?: string | null;
  /** Only painters whose voice counts at this time (the rule's SQL half; the person half is applied after). */
  trustedAt?: Date;
  limit: number;
}

/** Each account's newest report per paint (one voice per account; trust-rule.ts makes it one per person), newest first. */
function readReportVoices(db: Kysely<Database>, query: VoiceQuery): Promise<ReportVoice[]> {
  let select = db
    .selectFrom('feedback')
    .innerJoin('user', 'user.id', 'feedback.userId')
    .select([
      'feedback.id as reportId',
      'feedback.userId as userId',
      'feedback.colorPaintId as paintId',
      'feedback.suggestedColor as color',
      'feedback.createdAt as at',
      'user.email as email',
      'user.emailVerified as emailVerified',
      'user.createdAt as createdAt',
      'feedback.measured as measured',
      'feedback.pooledColor as pooledColor',
    ])
    .where('feedback.suggestedColor', 'is not', null)
    .where('feedback.colorPaintId', 'is not', null)
    .where((eb) =>
      eb(
        'feedback.createdAt',
        '=',
        eb
          .selectFrom('feedback as newer')
          .select((inner) => inner.fn.max('newer.createdAt').as('at'))
          .whereRef('newer.userId', '=', 'feedback.userId')
          .whereRef('newer.colorPaintId', '=', 'feedback.colorPaintId'),
      ),
    );
  if (query.paintId !== undefined) select = select.where('feedback.colorPaintId', '=', query.paintId);
  if (query.after != null) select = select.where('feedback.createdAt', '>', query.after);
  if (query.trustedAt !== undefined)
    select = select.where('user.emailVerified', '=', 1).where('user.createdAt', '<=', trustedJoinedBy(query.trustedAt));
  return select.orderBy('feedback.createdAt', 'desc').orderBy('feedback.id', 'desc').limit(query.limit).execute() as Promise<ReportVoice[]>;
}

/**
 * Whether the catalog already shows what the agreement says: its colour, or an earlier agreement's that every one of
 * its voices lies close to (a new voice joining an applied agreement does not move the colour every device holds).
 * A data-file colour close to the agreement is still changed: painters who agree that it looks wrong are heard.
 */
const alreadyShown = (shown: CatalogPaint, agreement: Agreement<ReportVoice>) =>
  shown.color === agreement.color ||
  (shown.colorSource === 'report' &&
    agreement.voices.every((voice) => colourDifference(shown.color, voice.color) <= colourAgreement.withinDeltaE));

/**
 * Looks at one paint's reports and applies an agreement of trusted painters, if there is one the catalog does not
 * already show. Idempotent: run after each colour report, when a painter's voice starts counting, and by the sweep.
 * Returns whether the catalog changed.
 */
export async function settleReportedColour(
  db: Kysely<Database>,
  catalog: LiveCatalog,
  paintId: string,
  now = new Date(),
): Promise<boolean> {
  const paint = catalog.find(paintId);
  if (paint === undefined) return false;
  const existing = await db.selectFrom('catalogCorrection').select('source').where('paintId', '=', paintId).executeTakeFirst();
  if (existing?.source === 'admin') return false;
  const after = await reportsCountAfter(db, paintId);
  const voices = trustedVoices(await readReportVoices(db, { paintId, after, trustedAt: now, limit: agreementVoicesRead }), now);
  const measuredAgreement = decidingAgreement(measurementsOf(paint, voices), measurementDifference);
  if (measuredAgreement !== undefined) {
    const measured = measuredCorrection(paint, measuredAgreement);
    if (showsMeasurement(paint, measuredAgreement.color, measured)) return false;
    await correctCatalogColor(db, catalog, paintId, measuredAgreement.color, {
      actorId: null,
      source: 'measurements',
      reportIds: measuredAgreement.voices.map((voice) => voice.reportId),
      measured,
    });
    return true;
  }
  if (existing?.source === 'measurements') return false;
  const agreement = decidingAgreement(voices);
  if (agreement === undefined || alreadyShown(paint, agreement)) return false;
  await correctCatalogColor(db, catalog, paintId, agreement.color, {
    actorId: null,
    source: 'reports',
    reportIds: agreement.voices.map((voice) => voice.reportId),
  });
  return true;
}

/** Paints with at least this many painters' reports since their line: worth settling again at a start. */
export async function paintsWithAgreeableReports(db: Kysely<Database>): Promise<string[]> {
  const lines = await reportLines(db);
  const rows = await db
    .selectFrom('feedback')
    .select(['colorPaintId', 'userId', (eb) => eb.fn.max('createdAt').as('at')])
    .where('colorPaintId', 'is not', null)
    .where('suggestedColor', 'is not', null)
    .groupBy(['colorPaintId', 'userId'])
    .execute();
  const painters = new Map<string, number>();
  for (const row of rows) {
    const line = lines.get(row.colorPaintId!);
    if (line !== undefined && row.at <= line) continue;
    painters.set(row.colorPaintId!, (painters.get(row.colorPaintId!) ?? 0) + 1);
  }
  return [...painters].filter(([, count]) => count >= colourAgreement.voices).map(([paintId]) => paintId);
}

/** Reports read for the pending list: every paint's newest voices, enough for any honest backlog. */
const pendingReportsRead = 5000;
/** Agreements listed at a time, the soonest to apply first. */
export const pendingAgreementsListed = 100;

/**
 * The agreements forming (issue 31: the triage lists them before they apply): for each paint without an admin's
 * correction, the largest group of two or more painters (one voice per person, counted or not) whose suggestions lie
 * within ΔE2000 5 of each other and that the catalog does not already show. Each voice says whether it counts and
 * from when, and the agreement when it would apply as far as is known now: at the moment its third voice counts.
 */
export async function pendingAgreements(db: Kysely<Database>, catalog: LiveCatalog, now = new Date()): Promise<ColourAgreement[]> {
  const [lines, adminCorrected, voices] = await Promise.all([
    reportLines(db),
    db.selectFrom('catalogCorrection').select('paintId').where('source', '=', 'admin').execute(),
    readReportVoices(db, { limit: pendingReportsRead }),
  ]);
  const skipped = new Set(adminCorrected.map((row) => row.paintId));
  const byPaint = new Map<string, ReportVoice[]>();
  for (const voice of voices) {
    const line = lines.get(voice.paintId);
    if (skipped.has(voice.paintId) || (line !== undefined && voice.at <= line)) continue;
    const list = byPaint.get(voice.paintId) ?? [];
    if (list.length < agreementVoicesRead) byPaint.set(voice.paintId, [...list, voice]);
  }
  const agreements: ColourAgreement[] = [];
  for (const [paintId, paintVoices] of byPaint) {
    const paint = catalog.find(paintId);
    const agreement = largestAgreement(oneVoicePerPerson(paintVoices).counted);
    if (paint === undefined || agreement === undefined || alreadyShown(paint, agreement)) continue;
    const answered = agreement.voices.map((voice) => ({
      reportId: voice.reportId,
      userId: voice.userId,
      email: voice.email,
      suggestedColor: voice.color,
      reportedAt: voice.at,
      standing: standingOf(voice, now),
      countsFrom: countsFrom(voice),
    }));
    const starts = answered.flatMap((voice) => (voice.countsFrom === null ? [] : [voice.countsFrom])).sort();
    const due = starts[colourAgreement.voices - 1];
    agreements.push({
      paint,
      color: agreement.color,
      spread: Math.round(agreement.spread * 10) / 10,
      voices: answered,
      counted: answered.filter((voice) => voice.standing === 'trusted').length,
      needed: colourAgreement.voices,
      appliesAt: due === undefined ? null : due < now.toISOString() ? now.toISOString() : due,
    });
  }
  const order = (agreement: ColourAgreement) => agreement.appliesAt ?? '\uffff';
  return agreements
    .sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : b.voices.length - a.voices.length))
    .slice(0, pendingAgreementsListed);
}

/**
 * The admin turns an agreement down before it applies: nothing shown changes, and the reports so far stop counting
 * (only later ones count toward a new agreement). Recorded like every change.
 */
export async function dismissAgreement(
  db: Kysely<Database>,
  catalog: LiveCatalog,
  paintId: string,
  adminId: string,
): Promise<ColourChange> {
  const paint = catalogPaintOrThrow(catalog, paintId);
  const at = nowIso();
  const voices = await readReportVoices(db, { paintId, after: await reportsCountAfter(db, paintId), limit: agreementVoicesRead });
  const id = await recordColourChange(
    db,
    {
      paintId,
      action: 'dismissed',
      color: null,
      previousColor: paint.color,
      source: null,
      actorId: adminId,
      reportIds: voices.map((voice) => voice.reportId),
    },
    at,
  );
  return (await listColourChanges(db, catalog, paintId)).find((change) => change.id === id)!;
}
