import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database, Session } from '../db/schema.js';
import { liveSessionSelect } from '../features/auth/sessions.js';
import { databaseRateLimitStore, hitPairBehindGateOnPostgres, hitPairOnPostgres } from './database-rate-limit-store.js';
import type { ErrorBody } from '@paintforge/sync-protocol';
import { ApiError, tooManyAttemptsBody } from './api-error.js';

/**
 * Limits are set per route, for the routes that cost something or could be abused: `config.rateLimit` for simple
 * per-IP limits (search), and `createLimiter` below where a limit keys on something only known after the body is
 * parsed (an email) or the caller is known (a user), or counts only failures (login). A global limit would throttle
 * the app shell and the catalog download for no reason. The 429 answer itself is shaped by the error handler.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Kysely<Database>,
  memoryStore?: FastifyRateLimitStoreCtor,
): Promise<void> {
  // One process on SQLite keeps its counters in memory (the library's own store unless a test brings a resettable
  // one); several servers on Postgres must count together.
  const store = isPostgres(db) ? databaseRateLimitStore(db) : memoryStore;
  await app.register(rateLimit, { global: false, ...(store && { store }) });
}

export interface LimitOptions {
  /** Names the counters, unique per limiter: servers sharing a store tell limits apart by it. */
  name: string;
  /** Requests (or failures, with `count`) allowed per window. */
  max: number;
  /** ms, or a string such as '15 minutes'. */
  timeWindow: number | string;
  /** What is counted: the IP (`request.ip`, which honours TRUST_PROXY), a lower-cased email, a user id. */
  key: (request: FastifyRequest) => string;
  /** Distinct keys remembered; the least recently used are forgotten beyond this (default 10,000). */
  cache?: number;
  /** The 429's body: "too many attempts" (a person at a form) unless said otherwise. */
  answer?: ErrorBody;
}

export interface Limiter {
  /** Counts this request, and answers 429 if it is over the limit. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Answers 429 if the limit is already used up, without counting this request (for limits on failures). */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a failure without answering (the request already has its answer). */
  count(request: FastifyRequest): Promise<void>;
  /** How many this request's key has used in the current window, without counting this request. */
  used(request: FastifyRequest): Promise<number>;
}

/** Answers 429 with Retry-After, in the limiter's words. */
function refusal(options: LimitOptions) {
  const answer = options.answer ?? tooManyAttemptsBody;
  return (reply: FastifyReply, retryAfterSeconds: number): never => {
    reply.header('retry-after', Math.max(1, retryAfterSeconds));
    throw new ApiError(429, answer.error, answer.message);
  };
}

export interface LimiterPair extends Pick<Limiter, 'hit'> {
  /**
   * `app.authenticate`, then `hit`: the request is counted only once its session is known live, so a token whose
   * session ended cannot spend its painter's limits. On Postgres the session's read and both counts are one statement
   * (one round trip, one snapshot): the counters are written only if the session is live in it.
   */
  authenticateAndHit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * Two limiters every request of a route passes, the first then the second: `hit` counts the request against the
 * first, and against the second only if the first let it through, as two `hit`s in a row. On Postgres, whose
 * counters are rows every server shares (database-rate-limit-store.ts), both are one statement: one round trip and
 * one commit a request instead of two (the push's, docs/push-path.md). Elsewhere, two limiters as createLimiter's.
 */
export function createLimiterPair(
  app: FastifyInstance,
  db: Kysely<Database>,
  first: LimitOptions & { timeWindow: number },
  second: LimitOptions & { timeWindow: number },
): LimiterPair {
  if (!isPostgres(db)) {
    const [one, two] = [createLimiter(app, first), createLimiter(app, second)];
    const hit = async (request: FastifyRequest, reply: FastifyReply) => {
      await one.hit(request, reply);
      await two.hit(request, reply);
    };
    return {
      hit,
      async authenticateAndHit(request, reply) {
        await app.authenticate(request);
        await hit(request, reply);
      },
    };
  }
  const [refuseFirst, refuseSecond] = [refusal(first), refusal(second)];
  const counter = (options: LimitOptions & { timeWindow: number }, request: FastifyRequest) => ({
    namespace: options.name,
    key: options.key(request),
    timeWindow: options.timeWindow,
    max: options.max,
  });
  // As @fastify/rate-limit answers: over the limit once the count passes max; Retry-After when the window ends.
  const refuseOver = (
    reply: FastifyReply,
    [one, two]: [{ current: number; ttl: number }, { current: number; ttl: number } | undefined],
  ) => {
    if (one.current > first.max) refuseFirst(reply, Math.ceil(one.ttl / 1000));
    if (two !== undefined && two.current > second.max) refuseSecond(reply, Math.ceil(two.ttl / 1000));
  };
  return {
    async hit(request, reply) {
      refuseOver(reply, await hitPairOnPostgres(db, counter(first, request), counter(second, request)));
    },
    async authenticateAndHit(request, reply) {
      // The keys may name the user (signedInUser), known only once the session is: the lookup's user is the one the
      // token names, which the session, when live, belongs to (liveSessionSelect checks it).
      const counts = await app.authenticateWithRead(request, async (lookup) => {
        // The request as the keys see it with that user (its own getters, such as ip, through the prototype); the
        // request itself gets its user from authenticateWithRead once the session is found live.
        const asUser = Object.create(request, { user: { value: { id: lookup.userId, sessionId: lookup.sessionId } } }) as FastifyRequest;
        const found = await hitPairBehindGateOnPostgres<Session>(
          db,
          liveSessionSelect(db, lookup),
          counter(first, asUser),
          counter(second, asUser),
        );
        return found && { session: found.gateRow, value: found.counts };
      });
      refuseOver(reply, counts);
    },
  };
}

/** A limiter with its own counters, for use in preHandler hooks and handlers. Answers 429 with Retry-After. */
export function createLimiter(app: FastifyInstance, options: LimitOptions): Limiter {
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: options.key,
    // Not in CreateRateLimitOptions' type, but read by the stores' child(): LocalStore's LRU size, and the shared
    // store's namespace (database-rate-limit-store.ts).
    ...({ cache: options.cache ?? 10_000, limitName: options.name } as object),
  });
  const refuse = refusal(options);
  return {
    async hit(request, reply) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) refuse(reply, result.ttlInSeconds);
    },
    async check(request, reply) {
      const result = await limit(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) refuse(reply, result.ttlInSeconds);
    },
    async count(request) {
      await limit(request);
    },
    async used(request) {
      const result = await limit(request, { increment: false });
      // isAllowed: a key on the allow list, never counted.
      return result.isAllowed ? 0 : Math.max(0, options.max - result.remaining);
    },
  };
}
