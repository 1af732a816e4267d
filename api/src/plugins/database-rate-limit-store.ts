import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What @fastify/rate-limit's stores answer: requests counted in the window, and ms until it ends. */
interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Count) => void;

/** The options a child store is made from: a limiter's (`limitName`, createLimiter) or a route's (`routeInfo`). */
interface ChildOptions {
  limitName?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store whose counters live in the database (table rate_limit), so that every server of one
 * Postgres counts together: behind a proxy, a second server must not be a second allowance. A fixed window per key,
 * as the library's own stores keep: one upsert per counted request, which starts a new window once the last ended.
 * Keys are hashed: the table never holds an email address or an IP in clear.
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly namespace: string;
    // The plugin makes the root store from its own options (no namespace), and each limiter's from child().
    constructor(options: object | string) {
      this.namespace = typeof options === 'string' ? options : '';
    }

    rowKey(key: string): string {
      return rateLimitRowKey(this.namespace, key);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      db.insertInto('rateLimit')
        .values({ key: this.rowKey(key), hits: 1, windowEndsMs: at + timeWindow })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const ended = eb('rateLimit.windowEndsMs', '<=', at);
            return {
              hits: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rateLimit.hits', '+', 1))
                .end(),
              windowEndsMs: eb
                .case()
                .when(ended)
                .then(at + timeWindow)
                .else(eb.ref('rateLimit.windowEndsMs'))
                .end(),
            };
          }),
        )
        .returning(['hits', 'windowEndsMs'])
        .executeTakeFirstOrThrow()
        .then((row) => callback(null, { current: row.hits, ttl: Math.max(0, row.windowEndsMs - at) }), callback);
    }

    read(key: string, callback: Callback): void {
      const at = now();
      db.selectFrom('rateLimit')
        .select(['hits', 'windowEndsMs'])
        .where('key', '=', this.rowKey(key))
        .executeTakeFirst()
        .then(
          (row) =>
            callback(
              null,
              row === undefined || row.windowEndsMs <= at ? { current: 0, ttl: 0 } : { current: row.hits, ttl: row.windowEndsMs - at },
            ),
          callback,
        );
    }

    child(given: object): DatabaseRateLimitStore {
      const options = given as ChildOptions;
      const route = options.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      return new DatabaseRateLimitStore(options.limitName ?? `${method ?? ''} ${route?.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}

/** A counter's row key: its limiter's name and the key it counts, hashed (no email address or IP in clear). */
export function rateLimitRowKey(namespace: string, key: string): string {
  return createHash('sha256').update(`${namespace}\u0000${key}`).digest('base64url');
}

/** One counter of a pair (hitPairOnPostgres): its limiter's name, what it counts, its window and its limit. */
export interface PairedCount {
  namespace: string;
  key: string;
  timeWindow: number;
  max: number;
}

/**
 * Two counters of the store above counted in one statement, one round trip and one commit, on Postgres: the first,
 * then the second only if the first is within its limit, as two hits in a row would (a request the first refuses
 * never counts against the second). Each counter's rule is the store's incr: a fixed window, started anew once the
 * last ended. Answers each count, undefined for a second left uncounted.
 */
export async function hitPairOnPostgres(
  db: Kysely<Database>,
  first: PairedCount,
  second: PairedCount,
  at: number = Date.now(),
): Promise<[Count, Count | undefined]> {
  const { rows } = await pairStatement<object>(first, second, at, undefined).execute(db);
  return counts(rows[0]!, at);
}

/**
 * hitPairOnPostgres's two counts behind a gate, in the same statement: `gate` is a query of at most one row (a live
 * session, auth/sessions.ts's liveSessionSelect), and the counters are touched only when it has one. Answers that
 * row with the counts, or undefined, having counted nothing, when the gate has no row.
 */
export async function hitPairBehindGateOnPostgres<G extends object>(
  db: Kysely<Database>,
  gate: Expression<G>,
  first: PairedCount,
  second: PairedCount,
  at: number = Date.now(),
): Promise<{ gateRow: G; counts: [Count, Count | undefined] } | undefined> {
  const { rows } = await pairStatement<G>(first, second, at, gate).execute(db);
  const row = rows[0];
  if (row === undefined) return undefined;
  const { firstHits, firstEnds, secondHits, secondEnds, ...gateRow } = row;
  return { gateRow: gateRow as unknown as G, counts: counts({ firstHits, firstEnds, secondHits, secondEnds }, at) };
}

interface PairRow {
  firstHits: number;
  firstEnds: number;
  secondHits: number | null;
  secondEnds: number | null;
}

const counts = (row: PairRow, at: number): [Count, Count | undefined] => [
  { current: row.firstHits, ttl: Math.max(0, row.firstEnds - at) },
  row.secondHits === null ? undefined : { current: row.secondHits, ttl: Math.max(0, row.secondEnds! - at) },
];

function pairStatement<G extends object>(first: PairedCount, second: PairedCount, at: number, gate: Expression<G> | undefined) {
  // The store's rule (incr above): a window that has ended starts again at 1.
  const counted = sql`set
      hits = case when rate_limit.window_ends_ms <= ${at} then 1 else rate_limit.hits + 1 end,
      window_ends_ms = case when rate_limit.window_ends_ms <= ${at} then excluded.window_ends_ms else rate_limit.window_ends_ms end`;
  const firstRow = sql`select ${rateLimitRowKey(first.namespace, first.key)}, 1, ${at + first.timeWindow}::bigint`;
  const pairCounts = sql`first.hits as first_hits, first.window_ends_ms as first_ends,
      second.hits as second_hits, second.window_ends_ms as second_ends`;
  return sql<PairRow & G>`
    with ${gate === undefined ? sql`` : sql`gate as (${gate}),`} first as (
      insert into rate_limit (key, hits, window_ends_ms) ${gate === undefined ? firstRow : sql`${firstRow} from gate`}
      on conflict (key) do update ${counted}
      returning hits, window_ends_ms
    ), second as (
      insert into rate_limit (key, hits, window_ends_ms)
      select ${rateLimitRowKey(second.namespace, second.key)}, 1, ${at + second.timeWindow}::bigint from first where first.hits <= ${first.max}
      on conflict (key) do update ${counted}
      returning hits, window_ends_ms
    )
    ${
      gate === undefined
        ? sql`select ${pairCounts} from first left join second on true`
        : sql`select gate.*, ${pairCounts} from gate left join first on true left join second on true`
    }`;
}

/** Forgets counters whose window has ended (run with the session purge). */
export async function purgeEndedRateLimits(db: Kysely<Database>, at = Date.now()): Promise<number> {
  const result = await db.deleteFrom('rateLimit').where('windowEndsMs', '<=', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}
