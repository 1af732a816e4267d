import {
  entityNames,
  MutationRejected,
  type ErrorCode,
  type PatchOperation,
  type PullRequest,
  type PullResponse,
  type PushMutation,
  type PushResponse,
  type PushResult,
} from '@paintforge/sync-protocol';
import { nowIso } from '../../db/schema.js';
import { applyInTransaction, checkClient, claimClient, lockClient, recordConsumed, type SyncDeps } from './apply.js';
import { isTransient } from './faults.js';
import { entityTables, versionsAfter } from './entity-tables.js';

export const defaultPullLimit = 1000;

/** The answer to one mutation of a push, or the signal that the push skipped ahead. */
type Consumed = { kind: 'result'; result: PushResult; lastMutationId: number } | { kind: 'out-of-order'; expected: number };

export type PushOutcome = { kind: 'done'; response: PushResponse } | { kind: 'out-of-order'; expected: number };

function parseJson<T>(text: string | null): T | undefined {
  return text === null ? undefined : (JSON.parse(text) as T);
}

/**
 * One mutation of a push, in ONE SQL transaction (sync.md §4): the id check, the mutator, the log and the client's
 * last id commit together or not at all. A refusal, or any failure a retry cannot cure, rolls back to a savepoint
 * taken before the mutator ran, so its partial writes vanish while the id is still consumed and logged as rejected;
 * only a transient fault (faults.ts) rolls back everything and leaves the id unconsumed for the client to retry.
 */
/** What a mutation's refusal says: the mutator's own words, or, for a failure no retry can cure, that it was set aside. */
function refusalOf(error: unknown, onUnexpected: UnexpectedFailure, mutation: PushMutation): { code: ErrorCode; message: string } {
  if (error instanceof MutationRejected) return { code: error.code, message: error.message };
  onUnexpected(error, mutation);
  return { code: 'internal', message: 'This change could not be saved on the server, so it was set aside to let your other changes sync.' };
}

/** Told about a mutation that failed for a reason that is neither a refusal nor passing: a bug worth a log line. */
export type UnexpectedFailure = (error: unknown, mutation: Pick<PushMutation, 'id' | 'name'>) => void;

async function consume(
  deps: SyncDeps,
  userId: string,
  clientId: string,
  mutation: PushMutation,
  onUnexpected: UnexpectedFailure,
): Promise<Consumed> {
  const trx = await deps.db.startTransaction().execute();
  try {
    const receivedAt = nowIso();
    const last = await lockClient(trx, clientId, userId);
    if (mutation.id <= last) {
      await deps.seams?.redelivered?.(() => applyInTransaction(trx, deps, userId, mutation.name, mutation.args));
      const logged = await trx
        .selectFrom('mutationLog')
        .select(['status', 'error', 'notices'])
        .where('clientId', '=', clientId)
        .where('mutationId', '=', mutation.id)
        .executeTakeFirst();
      await trx.commit().execute();
      const result: PushResult = { id: mutation.id, status: 'alreadyProcessed' };
      // A log entry older than the retention may be pruned; the id was still consumed, which is what counts.
      const error = parseJson<PushResult['error']>(logged?.error ?? null);
      const notices = parseJson<PushResult['notices']>(logged?.notices ?? null);
      return { kind: 'result', result: { ...result, ...(error && { error }), ...(notices && { notices }) }, lastMutationId: last };
    }
    if (mutation.id > last + 1) {
      await trx.rollback().execute();
      return { kind: 'out-of-order', expected: last + 1 };
    }
    const beforeMutation = await trx.savepoint('mutation').execute();
    const base = { clientId, mutationId: mutation.id, userId, name: mutation.name, receivedAt };
    let result: PushResult;
    try {
      const applied = await applyInTransaction(beforeMutation, deps, userId, mutation.name, mutation.args);
      await recordConsumed(beforeMutation, { ...base, outcome: { status: 'applied', ...applied } });
      result = { id: mutation.id, status: 'applied', ...(applied.notices.length > 0 && { notices: applied.notices }) };
    } catch (error) {
      // A fault that may pass rolls everything back and answers 5xx: the device keeps the mutation and retries.
      if (isTransient(error)) throw error;
      await beforeMutation.rollbackToSavepoint('mutation').execute();
      const rejection = refusalOf(error, onUnexpected, mutation);
      await recordConsumed(trx, { ...base, outcome: { status: 'rejected', error: rejection } });
      result = { id: mutation.id, status: 'rejected', error: rejection };
    }
    await trx.commit().execute();
    return { kind: 'result', result, lastMutationId: mutation.id };
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/**
 * POST /api/sync/push after the versions and the body are checked: binds the client to the user, then consumes the
 * mutations in order, each in its own transaction. An out-of-order id stops the push; what was applied before it
 * stays applied, and a resend reports it as alreadyProcessed.
 */
export async function push(
  deps: SyncDeps,
  userId: string,
  clientId: string,
  mutations: readonly PushMutation[],
  onUnexpected: UnexpectedFailure = () => undefined,
): Promise<PushOutcome> {
  await deps.db.transaction().execute((trx) => claimClient(trx, clientId, userId));
  const results: PushResult[] = [];
  let lastMutationId = 0;
  for (const mutation of mutations) {
    const consumed = await consume(deps, userId, clientId, mutation, onUnexpected);
    if (consumed.kind === 'out-of-order') return consumed;
    results.push(consumed.result);
    lastMutationId = consumed.lastMutationId;
  }
  return { kind: 'done', response: { lastMutationId, results } };
}

/**
 * POST /api/sync/pull: the user's rows changed since `cursor`, from one consistent snapshot (one transaction).
 * Pages end on a version boundary: every row of the last version sent is in the page, even past the limit, so the
 * returned cursor never leaves half a version behind. A cursor older than the last purge of tombstones gets
 * `reset` and everything from 0; that first page reaches at least the purge watermark, so the next page is not
 * a reset again.
 */
export async function pull(
  deps: Pick<SyncDeps, 'db'>,
  userId: string,
  request: Pick<PullRequest, 'clientId' | 'cursor' | 'limit'>,
): Promise<PullResponse> {
  const limit = request.limit ?? defaultPullLimit;
  return deps.db.transaction().execute(async (trx) => {
    await checkClient(trx, request.clientId, userId);
    const space = await trx.selectFrom('syncSpace').select(['version', 'purgedVersion']).where('userId', '=', userId).executeTakeFirst();
    const spaceVersion = space?.version ?? 0;
    const purgedVersion = space?.purgedVersion ?? 0;
    const reset = request.cursor < purgedVersion;
    const from = reset ? 0 : request.cursor;

    // The version of the limit-th changed row ends the page; none means everything up to the space's version fits.
    const limitRow = await trx
      .selectFrom(versionsAfter(trx, userId, from).as('changed'))
      .select('changed.version')
      .orderBy('changed.version')
      .limit(1)
      .offset(limit - 1)
      .executeTakeFirst();
    const upTo = Math.max(limitRow?.version ?? spaceVersion, reset ? purgedVersion : 0);

    const patch: PatchOperation[] = [];
    for (const entity of entityNames) {
      for (const { version, value } of await entityTables[entity].changed(trx, userId, from, upTo)) {
        patch.push({ op: 'put', entity, id: value.id, version, value } as PatchOperation);
      }
    }
    patch.sort(
      (a, b) =>
        a.version - b.version || (a.entity < b.entity ? -1 : a.entity > b.entity ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    const hasMore =
      upTo < spaceVersion &&
      (await trx
        .selectFrom(versionsAfter(trx, userId, upTo).as('later'))
        .select('later.version')
        .limit(1)
        .executeTakeFirst()) !== undefined;

    const clients = await trx.selectFrom('syncClient').select(['clientId', 'lastMutationId']).where('userId', '=', userId).execute();
    return {
      cursor: hasMore ? upTo : Math.max(spaceVersion, request.cursor),
      hasMore,
      reset,
      lastMutationIds: Object.fromEntries(clients.map((client) => [client.clientId, client.lastMutationId])),
      patch,
    };
  });
}
