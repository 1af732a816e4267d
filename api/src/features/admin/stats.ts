import type { Kysely } from 'kysely';
import { adminMessages, type AdminStats } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import type { BackupService } from '../operations/backups.js';
import { errorRateOfLastDay } from '../operations/response-counts.js';

export interface StatsSources {
  db: Kysely<Database>;
  /** The catalog's size (the dashboard's Paint Database card). */
  catalogPaints: () => number;
  startedAt: Date;
  backups: BackupService | undefined;
  /** Writes the response counts still in memory, so the error rate includes the latest minute. */
  flushResponseCounts: () => Promise<void>;
}

const signupDays = 14;
const popularPaintCount = 10;
const dayMs = 24 * 60 * 60 * 1000;

/** The last `days` UTC dates, oldest first, each with its count (0 when absent). */
function dailySeries(
  rows: ReadonlyArray<{ date: string; count: number }>,
  days: number,
  now: Date,
): Array<{ date: string; count: number }> {
  const counts = new Map(rows.map((row) => [row.date, row.count]));
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(now.getTime() - (days - 1 - index) * dayMs).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
}

async function userCounts(db: Kysely<Database>) {
  const row = await db
    .selectFrom('user')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number | string>('emailVerified'), eb.lit(0)).as('verified'),
    ])
    .executeTakeFirstOrThrow();
  // Number(): Postgres answers counts and sums as strings.
  const total = Number(row.total);
  const verified = Number(row.verified);
  return { totalUsers: total, verifiedUsers: verified, unverifiedUsers: total - verified };
}

async function recentSignups(db: Kysely<Database>, now: Date) {
  const since = new Date(now.getTime() - (signupDays - 1) * dayMs).toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('user')
    .select((eb) => [
      eb.fn<string>('substr', ['createdAt', eb.lit(1), eb.lit(10)]).as('date'),
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('createdAt', '>=', since)
    .groupBy('date')
    .execute();
  return dailySeries(
    rows.map((row) => ({ date: row.date, count: Number(row.count) })),
    signupDays,
    now,
  );
}

/** The paints most used in live recipe rows of live miniatures, counted by name and brand (a painter's own copy of
 * a catalog paint counts as that paint). */
async function popularPaints(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('projectPaint')
    .innerJoin('paint', 'paint.id', 'projectPaint.paintId')
    .innerJoin('project', 'project.id', 'projectPaint.projectId')
    .select((eb) => ['paint.name', 'paint.brand', eb.fn.countAll<number | string>().as('uses')])
    .where('projectPaint.deletedAt', 'is', null)
    .where('project.deletedAt', 'is', null)
    .groupBy(['paint.name', 'paint.brand'])
    .orderBy('uses', 'desc')
    .orderBy('paint.name')
    .orderBy('paint.brand')
    .limit(popularPaintCount)
    .execute();
  return rows.map((row) => ({ name: row.name, brand: row.brand, usage_count: Number(row.uses) }));
}

/** Spec §7 "admin stats": real figures, each from the database or the files it describes. */
export async function adminStats(sources: StatsSources, now: Date = new Date()): Promise<AdminStats> {
  const { db } = sources;
  await sources.flushResponseCounts();
  const [users, projects, signups, paints, rate, lastBackup] = await Promise.all([
    userCounts(db),
    db
      .selectFrom('project')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
    recentSignups(db, now),
    popularPaints(db),
    errorRateOfLastDay(db, now),
    sources.backups?.latest(),
  ]);
  return {
    ...users,
    totalPaints: sources.catalogPaints(),
    totalProjects: Number(projects.count),
    systemHealth: {
      errorRate: rate.errorRate,
      uptime: Math.max(0, Math.floor((now.getTime() - sources.startedAt.getTime()) / 1000)),
      lastBackup: lastBackup?.createdAt ?? adminMessages.neverBackedUp,
      lastBackupAt: lastBackup?.createdAt ?? null,
      requests24h: rate.requests,
      serverErrors24h: rate.serverErrors,
    },
    recentSignups: signups,
    popularPaints: paints,
  };
}
