import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The error rate's figures: responses per minute, all and those with status >= 500, kept in the database so a
 * restart does not reset them. Counting a response costs a map update; the counts reach the database in one small
 * write every few seconds (and at close), never on the request's path.
 */

/** 2026-01-31T12:34: the UTC minute, which sorts as text. */
export function minuteOf(at: Date): string {
  return at.toISOString().slice(0, 16);
}

const dayMs = 24 * 60 * 60 * 1000;
/** Minutes older than this are deleted: the window is 24 hours, and a day more shows what came before it. */
const keepMs = 2 * dayMs;
const pruneEveryMs = 60 * 60 * 1000;

interface Counts {
  total: number;
  serverErrors: number;
}

interface CounterLogger {
  warn(details: object, message: string): void;
}

export interface ResponseCounter {
  record(statusCode: number, at?: Date): void;
  /** Writes what was counted so far; resolves once it is in the database. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest (at shutdown, before the database closes). */
  close(): Promise<void>;
}

export function createResponseCounter(
  db: Kysely<Database>,
  options: { log: CounterLogger; flushIntervalMs?: number; now?: () => Date },
): ResponseCounter {
  const now = options.now ?? (() => new Date());
  let pending = new Map<string, Counts>();
  // One write at a time: a flush waits for the one before it, so counts are never added twice or lost in a race.
  let writing: Promise<void> = Promise.resolve();
  let lastPrune = 0;

  const write = async () => {
    const batch = pending;
    if (batch.size === 0) return;
    pending = new Map();
    try {
      await db.transaction().execute(async (trx) => {
        // In minute order: two servers flushing the same minutes take their row locks in one order, never a deadlock.
        for (const [minute, counts] of [...batch].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
          await trx
            .insertInto('responseMinute')
            .values({ minute, ...counts })
            .onConflict((conflict) =>
              conflict.column('minute').doUpdateSet((eb) => ({
                total: eb('responseMinute.total', '+', eb.ref('excluded.total')),
                serverErrors: eb('responseMinute.serverErrors', '+', eb.ref('excluded.serverErrors')),
              })),
            )
            .execute();
        }
        if (now().getTime() - lastPrune > pruneEveryMs) {
          await trx
            .deleteFrom('responseMinute')
            .where('minute', '<', minuteOf(new Date(now().getTime() - keepMs)))
            .execute();
          lastPrune = now().getTime();
        }
      });
    } catch (error) {
      // Kept for the next try: a busy or briefly failing database must not lose the figures.
      for (const [minute, counts] of batch) add(minute, counts);
      options.log.warn({ err: error }, 'Could not store the response counts; will retry');
    }
  };

  // The minute of the last response, kept: most responses fall in the same minute as the one before, and its ISO
  // text (a Date's toISOString per response) was a percent of a push's CPU.
  let minuteStartMs = Number.NaN;
  let minuteText = '';
  const minuteAt = (at: Date) => {
    const ms = at.getTime();
    if (!(ms >= minuteStartMs && ms < minuteStartMs + 60_000)) {
      minuteStartMs = ms - (((ms % 60_000) + 60_000) % 60_000);
      minuteText = minuteOf(at);
    }
    return minuteText;
  };

  const add = (minute: string, counts: Counts) => {
    const current = pending.get(minute);
    if (current === undefined) pending.set(minute, { ...counts });
    else {
      current.total += counts.total;
      current.serverErrors += counts.serverErrors;
    }
  };

  const flush = () => {
    writing = writing.then(write);
    return writing;
  };
  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 5000);
  timer.unref();

  return {
    record(statusCode, at = now()) {
      add(minuteAt(at), { total: 1, serverErrors: statusCode >= 500 ? 1 : 0 });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export interface ErrorRate {
  /** Percent, one decimal. */
  errorRate: number;
  requests: number;
  serverErrors: number;
}

/** The share of responses with status >= 500 over the 24 hours before `at` (whole minutes). */
export async function errorRateOfLastDay(db: Kysely<Database>, at: Date = new Date()): Promise<ErrorRate> {
  const row = await db
    .selectFrom('responseMinute')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('total'), eb.lit(0)).as('requests'),
      eb.fn.coalesce(eb.fn.sum<number | string>('serverErrors'), eb.lit(0)).as('serverErrors'),
    ])
    .where('minute', '>', minuteOf(new Date(at.getTime() - dayMs)))
    .where('minute', '<=', minuteOf(at))
    .executeTakeFirstOrThrow();
  // Number(): Postgres answers a sum as a string.
  const requests = Number(row.requests);
  const serverErrors = Number(row.serverErrors);
  return { requests, serverErrors, errorRate: requests === 0 ? 0 : Math.round((serverErrors / requests) * 1000) / 10 };
}

/**
 * Counts every response but those of routes polled by machines (`requestLog: false`, the health probe), whose
 * thousands of answers a day would dilute the rate of what people see.
 */
export function registerResponseCounting(app: FastifyInstance, counter: ResponseCounter): void {
  // A callback hook: an async one costs a promise and a microtask turn on every request (docs/push-path.md).
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.config.requestLog !== false) counter.record(reply.statusCode);
    done();
  });
}
