import type { Kysely, Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import {
  feedbackMessages,
  type AdminFeedbackEntry,
  type ColorReport,
  type FeedbackEntry,
  type FeedbackStatus,
  type FeedbackType,
} from '@paintforge/sync-protocol';
import { nowIso, type Database, type FeedbackTable } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import type { Catalog } from '../catalog/service.js';
import { countsFrom, standingOf } from '../trust/trust-rule.js';

/** A request that passed feedbackRequestSchema (type already defaulted). */
export interface NewFeedbackRequest {
  id?: string | undefined;
  type: FeedbackType;
  subject: string;
  message: string;
  colorReport?: { paintId: string; suggestedColor: string; measured?: { pooledColor?: string | undefined } | undefined } | undefined;
}

interface ColorSnapshot {
  brand: string;
  range: string;
  name: string;
  color: string;
}

type FeedbackRow = Selectable<FeedbackTable>;
type CatalogFind = Pick<Catalog, 'find'>;

/**
 * Messages one painter may send in an hour: generous for a person, and for a device sending a day of queued messages
 * at once; a flood is refused. The REST route counts it in memory per server; a push counts the stored rows
 * (countRecentFeedback), which every server shares.
 */
export const feedbackPerPainterPerHour = 30;

/** The painter's messages stored in the hour before `now`. */
export async function countRecentFeedback(db: Kysely<Database>, userId: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 60 * 60_000).toISOString();
  const { count } = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

function colorReportOf(row: FeedbackRow, catalog: CatalogFind): ColorReport | null {
  if (row.colorPaintId === null || row.colorSnapshot === null || row.suggestedColor === null) return null;
  const snapshot = JSON.parse(row.colorSnapshot) as ColorSnapshot;
  return {
    paintId: row.colorPaintId,
    brand: snapshot.brand,
    range: snapshot.range,
    name: snapshot.name,
    reportedColor: snapshot.color,
    suggestedColor: row.suggestedColor,
    currentColor: catalog.find(row.colorPaintId)?.color ?? null,
    ...(row.measured === 1 && { measured: { pooledColor: row.pooledColor } }),
  };
}

function toEntry(row: FeedbackRow, catalog: CatalogFind): FeedbackEntry {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    message: row.message,
    status: row.status,
    adminReply: row.adminReply,
    repliedAt: row.repliedAt,
    colorReport: colorReportOf(row, catalog),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Stores a piece of feedback. A colour report names a paint of the catalog, whose brand, range, name and hex are
 * kept with it as they are now. A message sent again with the same id (a queued message whose answer was lost) is
 * stored once: the stored one is answered, with `created` false.
 */
export async function createFeedback(
  db: Kysely<Database>,
  catalog: CatalogFind,
  userId: string,
  request: NewFeedbackRequest,
): Promise<{ entry: FeedbackEntry; created: boolean }> {
  let colorReport: Pick<FeedbackRow, 'colorPaintId' | 'colorSnapshot' | 'suggestedColor' | 'measured' | 'pooledColor'> = {
    colorPaintId: null,
    colorSnapshot: null,
    suggestedColor: null,
    measured: 0,
    pooledColor: null,
  };
  if (request.colorReport !== undefined) {
    const paint = catalog.find(request.colorReport.paintId);
    if (paint === undefined) throw new ApiError(400, 'validation', feedbackMessages.unknownCatalogPaint);
    const snapshot: ColorSnapshot = { brand: paint.brand, range: paint.range, name: paint.name, color: paint.color };
    const { suggestedColor, measured } = request.colorReport;
    colorReport = {
      colorPaintId: paint.id,
      colorSnapshot: JSON.stringify(snapshot),
      suggestedColor,
      measured: measured === undefined ? 0 : 1,
      pooledColor: measured?.pooledColor ?? null,
    };
  }
  const id = request.id ?? uuidv7();
  const at = nowIso();
  // Insert-or-nothing, then read: two copies of one queued message racing each other still make one row.
  const inserted = await db
    .insertInto('feedback')
    .values({
      id,
      userId,
      type: request.type,
      subject: request.subject,
      message: request.message,
      status: 'open',
      adminReply: null,
      repliedAt: null,
      ...colorReport,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  const row = await db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (row.userId !== userId) throw new ApiError(409, 'conflict', feedbackMessages.idTaken);
  return { entry: toEntry(row, catalog), created: inserted.numInsertedOrUpdatedRows === 1n };
}

/** The caller's own feedback, newest first. */
export async function listOwnFeedback(db: Kysely<Database>, catalog: Catalog, userId: string): Promise<FeedbackEntry[]> {
  const rows = await db
    .selectFrom('feedback')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toEntry(row, catalog));
}

export interface FeedbackFilters {
  status?: FeedbackStatus | undefined;
  type?: FeedbackType | undefined;
  /** true: colour reports only; false: none of them. */
  colorReport?: boolean | undefined;
}

function feedbackWithAuthor(db: Kysely<Database>) {
  return db
    .selectFrom('feedback')
    .innerJoin('user', 'user.id', 'feedback.userId')
    .selectAll('feedback')
    .select(['user.email', 'user.firstName', 'user.lastName', 'user.emailVerified', 'user.createdAt as memberSince']);
}

type RowWithAuthor = FeedbackRow & {
  email: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: number;
  memberSince: string;
};

function toAdminEntry(row: RowWithAuthor, catalog: Catalog, now = new Date()): AdminFeedbackEntry {
  const member = { email: row.email, emailVerified: row.emailVerified, createdAt: row.memberSince };
  return {
    ...toEntry(row, catalog),
    user: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName },
    // Whether a colour report's painter counts toward a public change now (the trust rule), so the admin knows
    // which reports can only change what their painter sees.
    voice: row.colorPaintId === null ? null : { standing: standingOf(member, now), countsFrom: countsFrom(member) },
  };
}

/** Every user's feedback for the admin's triage, newest first. */
export async function listAllFeedback(db: Kysely<Database>, catalog: Catalog, filters: FeedbackFilters): Promise<AdminFeedbackEntry[]> {
  let query = feedbackWithAuthor(db);
  if (filters.status !== undefined) query = query.where('feedback.status', '=', filters.status);
  if (filters.type !== undefined) query = query.where('feedback.type', '=', filters.type);
  if (filters.colorReport !== undefined) query = query.where('feedback.colorPaintId', filters.colorReport ? 'is not' : 'is', null);
  const rows = await query.orderBy('feedback.createdAt', 'desc').orderBy('feedback.id', 'desc').execute();
  return rows.map((row) => toAdminEntry(row, catalog));
}

/** An admin sets the status, the reply (null removes it), or both. */
export async function triageFeedback(
  db: Kysely<Database>,
  catalog: Catalog,
  id: string,
  change: { status?: FeedbackStatus | undefined; adminReply?: string | null | undefined },
): Promise<AdminFeedbackEntry> {
  const at = nowIso();
  const updated = await db
    .updateTable('feedback')
    .set({
      updatedAt: at,
      ...(change.status !== undefined && { status: change.status }),
      ...(change.adminReply !== undefined && { adminReply: change.adminReply, repliedAt: change.adminReply === null ? null : at }),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new ApiError(404, 'not-found', feedbackMessages.notFound);
  return toAdminEntry(await feedbackWithAuthor(db).where('feedback.id', '=', id).executeTakeFirstOrThrow(), catalog);
}
