import {
  MutationRejected,
  type PullRequest,
  type PullResponse,
  type PushMutation,
  type PushResponse,
  type PushResult,
  type Refusal,
} from '@paintforge/sync-protocol';
import { sql, type Kysely, type Selectable } from 'kysely';
import { nowIso, type Database, type MutationLogTable } from '../../db/schema.js';
import { applyInTransaction, checkClient, claimClient, logRowOf, type ConsumedMutation, type PushSpace, type SyncDeps } from './apply.js';
import { recordPush } from './log-rows.js';
import { isPostgres } from '../../db/dialect.js';
import type { AfterCommit } from './deliveries.js';
import { isTransient } from './faults.js';
import { versionsAfter } from './entity-tables.js';
import { compiledQuery, type CompiledQueryRunner } from '../../db/compiled-queries.js';
import { directConnection } from '../../db/sqlite-direct.js';
import { patchJson } from './pull-json.js';

export const defaultPullLimit = 1000;

export type PushOutcome = { kind: 'done'; response: PushResponse } | { kind: 'out-of-order'; expected: number };

function parseJson<T>(text: string | null): T | undefined {
  return text === null ? undefined : (JSON.parse(text) as T);
}

/** What a mutation's refusal says: the mutator's own words, or, for a failure no retry can cure, that it was set aside. */
function refusalOf(error: unknown, onUnexpected: UnexpectedFailure, mutation: PushMutation): Refusal {
  if (error instanceof MutationRejected) {
    const { code, message, params } = error;
    return Object.keys(params).length > 0 ? { code, message, params } : { code, message };
  }
  onUnexpected(error, mutation);
  return { code: 'internal', message: 'This change could not be saved on the server, so it was set aside to let your other changes sync.' };
}

/** Told about a mutation that failed for a reason that is neither a refusal nor passing: a bug worth a log line. */
export type UnexpectedFailure = (error: unknown, mutation: Pick<PushMutation, 'id' | 'name'>) => void;

/** The answer to a mutation consumed before: its logged result (a log entry older than the retention may be pruned). */
function alreadyProcessed(id: number, logged: Pick<Selectable<MutationLogTable>, 'error' | 'notices'> | undefined): PushResult {
  const error = parseJson<PushResult['error']>(logged?.error ?? null);
  const notices = parseJson<PushResult['notices']>(logged?.notices ?? null);
  return { id, status: 'alreadyProcessed', ...(error && { error }), ...(notices && { notices }) };
}

/** The logged result of a mutation consumed by an earlier push. */
const loggedResult = compiledQuery((db, v: { clientId: string; mutationId: number }) =>
  db.selectFrom('mutationLog').select(['error', 'notices']).where('clientId', '=', v.clientId).where('mutationId', '=', v.mutationId),
);

// Every mutation of a push runs in the savepoint `mutation`, one at a time: the one before is released as the next is
// taken, in one round trip on Postgres (a query without parameters may hold two statements there, not on SQLite,
// where a statement costs microseconds), and the commit releases the last.
type NoValues = Record<string, never>;
const savepoint = compiledQuery((_db, _v: NoValues) => sql.raw('savepoint mutation'));
const releaseSavepoint = compiledQuery((_db, _v: NoValues) => sql.raw('release savepoint mutation'));
const releaseAndSavepoint = compiledQuery((_db, _v: NoValues) => sql.raw('release savepoint mutation; savepoint mutation'));
const rollbackToSavepoint = compiledQuery((_db, _v: NoValues) => sql.raw('rollback to savepoint mutation'));
const none: NoValues = {};

/** Takes the mutation's savepoint: directly on SQLite's connection, nothing to wait for (undefined); else a promise. */
function takeSavepoint(trx: Kysely<Database>, first: boolean): Promise<void> | undefined {
  if (directConnection(trx)) {
    if (!first) releaseSavepoint.now(trx, none);
    savepoint.now(trx, none);
    return undefined;
  }
  return takeSavepointThroughKysely(trx, first);
}

async function takeSavepointThroughKysely(trx: Kysely<Database>, first: boolean): Promise<void> {
  if (first) await savepoint(trx, none);
  else if (isPostgres(trx)) await releaseAndSavepoint(trx, none);
  else {
    await releaseSavepoint(trx, none);
    await savepoint(trx, none);
  }
}

/** A statement of no answer: run directly on SQLite (undefined, nothing to wait for), else a promise of it. */
const unlessDirect = (runner: CompiledQueryRunner<NoValues, unknown>, trx: Kysely<Database>) =>
  runner.now(trx, none) ? undefined : runner(trx, none);

/**
 * POST /api/sync/push after the versions and the body are checked, in ONE SQL transaction (sync.md §4): claims and
 * locks the client row once, then consumes the mutations in order, each in a savepoint of its own. A mutation
 * applied is released into the push; a refusal, or any failure a retry cannot cure, rolls back to its savepoint
 * (its partial writes vanish) and is consumed as rejected, so a bad mutation never wedges the queue. The push
 * takes one version of the space, with its first mutation that applies. Once, at the end: the log rows in one
 * statement, the client's last id (one statement with them on Postgres), commit. An out-of-order id stops the push,
 * and what came before it still commits. A transient fault (faults.ts) rolls back the whole push: the device re-sends
 * it, and the ids make the re-send exact. Every statement is compiled once; on SQLite they run on the connection
 * itself, on Postgres a push of n creates is 5 + 3n round trips (docs/push-path.md).
 */
export async function push(
  deps: SyncDeps,
  userId: string,
  clientId: string,
  mutations: readonly PushMutation[],
  onUnexpected: UnexpectedFailure = () => undefined,
  /** Postgres: the poke note to the other servers (pokes.ts relayNote), sent in the transaction when a mutation applies. */
  pokeNote?: string,
): Promise<PushOutcome> {
  // Deliveries' work that must follow the commit (deliveries.ts), with the mutation it came from.
  const afterCommit: { run: AfterCommit; mutation: PushMutation }[] = [];
  const work = async (trx: Kysely<Database>): Promise<PushOutcome> => {
    afterCommit.length = 0;
    const receivedAt = nowIso();
    const consumedBefore = await claimClient(trx, clientId, userId, receivedAt);
    let last = consumedBefore;
    // Taken by the push's first mutation that applies (its version bump), then handed on (apply.ts PushSpace).
    let space: PushSpace | undefined;
    const results: PushResult[] = [];
    const consumed: ConsumedMutation[] = [];
    let outcome: PushOutcome | undefined;
    for (const mutation of mutations) {
      if (mutation.id <= last) {
        results.push(await redelivery(trx, deps, userId, clientId, mutation, consumedBefore, consumed));
        continue;
      }
      if (mutation.id > last + 1) {
        outcome = { kind: 'out-of-order', expected: last + 1 };
        break;
      }
      const base = { clientId, mutationId: mutation.id, userId, name: mutation.name, receivedAt };
      const savepointTaken = takeSavepoint(trx, consumed.length === 0);
      if (savepointTaken) await savepointTaken;
      try {
        const applied = await applyInTransaction(trx, deps, userId, mutation.name, mutation.args, space);
        space = applied.space;
        if (applied.afterCommit) afterCommit.push({ run: applied.afterCommit, mutation });
        consumed.push({ ...base, outcome: { status: 'applied', ...applied } });
        results.push({ id: mutation.id, status: 'applied', ...(applied.notices.length > 0 && { notices: applied.notices }) });
      } catch (error) {
        // A fault that may pass rolls the whole push back and answers 5xx: the device keeps it and retries.
        if (isTransient(error)) throw error;
        // Its version bump too, when it was to be the push's first: the next mutation that applies takes one.
        const rolledBack = unlessDirect(rollbackToSavepoint, trx);
        if (rolledBack) await rolledBack;
        const rejection = refusalOf(error, onUnexpected, mutation);
        consumed.push({ ...base, outcome: { status: 'rejected', error: rejection } });
        results.push({ id: mutation.id, status: 'rejected', error: rejection });
      }
      last = mutation.id;
    }
    if (consumed.length > 0) {
      // On SQLite the last savepoint is released before the log rows: written inside it, every page they touched
      // was copied to its statement journal first, for a rollback that can no longer come (docs/push-path.md).
      if (!isPostgres(trx)) {
        const released = unlessDirect(releaseSavepoint, trx);
        if (released) await released;
      }
      const entries = deps.seams?.logEntries?.(consumed) ?? consumed;
      // The other servers' devices pull once this commits: only when the push is answered and changed something,
      // as the route pokes this server's devices (routes.ts).
      const poke = pokeNote !== undefined && outcome === undefined && consumed.some((entry) => entry.outcome.status === 'applied');
      await recordPush(trx, { clientId, userId, receivedAt, lastMutationId: last, pokeNote: poke ? pokeNote : null }, entries);
    }
    return outcome ?? { kind: 'done', response: { lastMutationId: last, results } };
  };
  const outcome = deps.seams?.pushTransaction
    ? await deps.seams.pushTransaction({ db: deps.db, clientId, mutations, work })
    : await deps.db.transaction().execute(work);
  // Committed: what follows cannot undo the push, so a failure here is logged, never answered as the push's.
  for (const { run, mutation } of afterCommit) await run().catch((error: unknown) => onUnexpected(error, mutation));
  return outcome;
}

/** A mutation consumed before (by an earlier push, or earlier in this one): answered from the log, never applied again. */
async function redelivery(
  trx: Kysely<Database>,
  deps: SyncDeps,
  userId: string,
  clientId: string,
  mutation: PushMutation,
  consumedBefore: number,
  consumedNow: readonly ConsumedMutation[],
): Promise<PushResult> {
  await deps.seams?.redelivered?.(() => applyInTransaction(trx, deps, userId, mutation.name, mutation.args));
  if (mutation.id > consumedBefore) {
    const entry = consumedNow.find((candidate) => candidate.mutationId === mutation.id)!;
    return alreadyProcessed(mutation.id, logRowOf(entry));
  }
  return alreadyProcessed(mutation.id, (await loggedResult(trx, { clientId, mutationId: mutation.id })).rows[0]);
}

/**
 * The version of the user's (offset+1)-th row written after `after`, in version order: the limit-th row's ends a page,
 * the first row's after a page says there is more. Compiled once (compiled-queries.ts): every pull runs it.
 */
const versionAtOffset = compiledQuery((db, v: { userId: string; after: number; offset: number }) =>
  db
    .selectFrom(versionsAfter(db, v.userId, v.after).as('changed'))
    .select('changed.version')
    .orderBy('changed.version')
    .limit(1)
    .offset(v.offset),
);

/**
 * POST /api/sync/pull: the user's rows changed since `cursor`, from one consistent snapshot (one transaction), as the
 * JSON text of the answer, its patch written by the database (pull-json.ts). Pages end on a version boundary: every
 * row of the last version sent is in the page, even past the limit, so the returned cursor never leaves half a
 * version behind (a push's rows share one version, so they come together). A cursor older than the last purge of
 * tombstones gets `reset` and everything from 0; that first page reaches at least the purge watermark, so the next
 * page is not a reset again.
 */
export async function pullJson(
  deps: Pick<SyncDeps, 'db' | 'seams' | 'pollSeconds'>,
  userId: string,
  request: Pick<PullRequest, 'clientId' | 'cursor' | 'limit'>,
): Promise<string> {
  const limit = request.limit ?? defaultPullLimit;
  // One snapshot for every statement below. Postgres's default (read committed) takes one per statement, so a push
  // committing between the space's version and the patch had its rows sent under a cursor before them, and the next
  // pull sent them again (sync-tests/pull-during-pushes.test.ts). A SQLite transaction reads one snapshot anyway.
  const oneSnapshot = deps.db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only');
  return oneSnapshot.execute(async (trx) => {
    await checkClient(trx, request.clientId, userId);
    const space = await trx.selectFrom('syncSpace').select(['version', 'purgedVersion']).where('userId', '=', userId).executeTakeFirst();
    const spaceVersion = space?.version ?? 0;
    const purgedVersion = space?.purgedVersion ?? 0;
    const reset = request.cursor < purgedVersion;
    const from = reset ? 0 : request.cursor;

    // The version of the limit-th changed row ends the page; none means everything up to the space's version fits.
    const limitRow = (await versionAtOffset(trx, { userId, after: from, offset: limit - 1 })).rows[0];
    const upTo = Math.max(limitRow?.version ?? spaceVersion, reset ? purgedVersion : 0);
    const patch = await patchJson(trx, userId, from, upTo);
    const hasMore = upTo < spaceVersion && (await versionAtOffset(trx, { userId, after: upTo, offset: 0 })).rows.length > 0;

    const clients = await trx.selectFrom('syncClient').select(['clientId', 'lastMutationId']).where('userId', '=', userId).execute();
    const head: Omit<PullResponse, 'patch'> = {
      cursor: hasMore ? upTo : Math.max(spaceVersion, request.cursor),
      hasMore,
      reset,
      lastMutationIds: progressOf(deps, Object.fromEntries(clients.map((client) => [client.clientId, client.lastMutationId]))),
      ...(deps.pollSeconds ? { pollSeconds: deps.pollSeconds } : {}),
    };
    return `${JSON.stringify(head).slice(0, -1)},"patch":${patch}}`;
  });
}

/** The clients' progress a pull reports: the database's, unless a test seam says otherwise (seams.ts). */
const progressOf = (deps: Pick<SyncDeps, 'seams'>, stored: Record<string, number>) => deps.seams?.pulledProgress?.(stored) ?? stored;

/** pullJson's answer as an object, for the server's own callers and tests. */
export async function pull(
  deps: Pick<SyncDeps, 'db'>,
  userId: string,
  request: Pick<PullRequest, 'clientId' | 'cursor' | 'limit'>,
): Promise<PullResponse> {
  return JSON.parse(await pullJson(deps, userId, request)) as PullResponse;
}
