import { randomUUID } from 'node:crypto';
import type { Kysely, QueryCreator } from 'kysely';
import type { Database, Session } from '../../db/schema.js';
import { compiledQuery } from '../../db/compiled-queries.js';

const day = 24 * 60 * 60 * 1000;
/** A session's idle timeout is moved forward at most this often, so a busy client does not write on every request. */
export const sessionTouchIntervalMs = 60 * 60 * 1000;

export interface SessionPolicy {
  /** Ends after this many days without use. */
  sessionDays: number;
  /** Never outlives sign-in by more than this (also the token's own `exp`). */
  sessionMaxDays: number;
}

/** The idle deadline from `now`, clamped to the absolute one: use extends a session, but never past its token. */
function idleDeadline(policy: SessionPolicy, createdAt: Date, now: Date): string {
  const idle = now.getTime() + policy.sessionDays * day;
  const absolute = createdAt.getTime() + policy.sessionMaxDays * day;
  return new Date(Math.min(idle, absolute)).toISOString();
}

export async function createSession(
  db: Kysely<Database>,
  policy: SessionPolicy,
  userId: string,
  userAgent: string | undefined,
  now = new Date(),
): Promise<Session> {
  const session: Session = {
    id: randomUUID(),
    userId,
    expiresAt: idleDeadline(policy, now, now),
    createdAt: now.toISOString(),
    lastUsedAt: now.toISOString(),
    // Only to tell devices apart in a future "where you are signed in" list; capped so a client cannot bloat rows.
    userAgent: userAgent?.slice(0, 255) ?? null,
  };
  await db.insertInto('session').values(session).execute();
  return session;
}

/** What a session check is asked: the token's user and session, and the moment of the request (ISO). */
export interface SessionLookup {
  sessionId: string;
  userId: string;
  now: string;
}

/**
 * The one rule of a live session, for every statement that checks one: the row the token names, of the user it
 * names, not past its idle deadline. Revocation deletes rows, so a revoked session has none. A statement that reads
 * with the check (features/paints/paint-json.ts) embeds this select, so the rule cannot drift.
 */
export function liveSessionSelect(db: QueryCreator<Database>, v: SessionLookup) {
  return db.selectFrom('session').selectAll().where('id', '=', v.sessionId).where('userId', '=', v.userId).where('expiresAt', '>', v.now);
}

// Every authenticated request runs it: compiled once (compiled-queries.ts), and on SQLite run directly on the idle
// connection, where Kysely's executor around it (its mutex, promises and row transform) cost more than the read.
const liveSession = compiledQuery(liveSessionSelect, { directWhenIdle: true });

/**
 * A use of a live session moves its idle deadline forward, written at most once per `sessionTouchIntervalMs`: the
 * session as it is after this use.
 */
export async function touchSession(db: Kysely<Database>, policy: SessionPolicy, session: Session, now: Date): Promise<Session> {
  const lastUsed = Date.parse(session.lastUsedAt ?? session.createdAt);
  if (now.getTime() - lastUsed < sessionTouchIntervalMs) return session;
  const touched = { lastUsedAt: now.toISOString(), expiresAt: idleDeadline(policy, new Date(session.createdAt), now) };
  await db.updateTable('session').set(touched).where('id', '=', session.id).where('userId', '=', session.userId).execute();
  return { ...session, ...touched };
}

/** The session a token names, if it is still live and belongs to that user, touched (touchSession). */
export async function findLiveSession(
  db: Kysely<Database>,
  policy: SessionPolicy,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<Session | undefined> {
  const session = (await liveSession(db, { sessionId, userId, now: now.toISOString() })).rows[0];
  return session === undefined ? undefined : touchSession(db, policy, session, now);
}

/** Logout: this device only. */
export async function endSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', sessionId).where('userId', '=', userId).execute();
}

/** Password change: every device but the one that changed it. */
export async function endOtherSessions(db: Kysely<Database>, userId: string, keepSessionId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).where('id', '!=', keepSessionId).execute();
}

/** Password reset: every device, since whoever had the old password may hold one of them. */
export async function endAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/** Housekeeping: expired rows are refused anyway; this keeps the table small. One indexed delete. */
export async function purgeExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('session').where('expiresAt', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
