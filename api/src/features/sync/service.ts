import type { Kysely } from 'kysely';
import {
  MutationRejected,
  type EntityName,
  type PatchOperation,
  type PullRequest,
  type PullResponse,
  type PushMutation,
  type PushResponse,
  type PushResult,
} from '@paintforge/sync-protocol';
import { nowIso } from '../../db/schema.js';
import { applyInTransaction, checkClient, claimClient, lockClient, recordConsumed, type SyncDeps } from './apply.js';
import { tableOf, toEntityRow, type StoredRow } from './rows.js';

export const defaultPullLimit = 1000;

/** The answer to one mutation of a push, or the signal that the push skipped ahead. */
type Consumed = { kind: 'result'; result: PushResult; lastMutationId: number } | { kind: 'out-of-order'; expected: number };

export type PushOutcome = { kind: 'done'; response: PushResponse } | { kind: 'out-of-order'; expected: number };

function parseJson<T>(text: string | null): T | undefined {
  return text === null ? undefined : (JSON.parse(text) as T);
}

/**
 * One mutation of a push, in ONE SQL transaction (sync.md §4): the id check, the mutator, the log and the client's
 * last id commit together or not at all. A domain rejection rolls back to a savepoint taken before the mutator ran,
 * so its partial writes vanish while the id is still consumed and logged; any other error rolls back everything
 * and leaves the id unconsumed for the client to retry.
 */
async function consume(deps: SyncDeps, userId: string, clientId: string, mutation: PushMutation): Promise<Consumed> {
  const trx = await deps.db.startTransaction().execute();
  try {
    const receivedAt = nowIso();
    const last = await lockClient(trx, clientId, userId, receivedAt);
    if (mutation.id <= last) {
      const logged = await trx.selectFrom('mutationLog').select(['status', 'error', 'notices']).where('clientId', '=', clientId).where('mutationId', '=', mutation.id).executeTakeFirst();
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
    const base = { clientId, mutationId: mutation.id, userId, name: mutation.name, args: mutation.args, receivedAt };
    let result: PushResult;
    try {
      const applied = await applyInTransaction(beforeMutation, deps, userId, mutation.name, mutation.args);
      await recordConsumed(beforeMutation, { ...base, outcome: { status: 'applied', ...applied } });
      result = { id: mutation.id, status: 'applied', ...(applied.notices.length > 0 && { notices: applied.notices }) };
    } catch (error) {
      if (!(error instanceof MutationRejected)) throw error;
      await beforeMutation.rollbackToSavepoint('mutation').execute();
      const rejection = { code: error.code, message: error.message };
      await recordConsumed(trx, { ...base, outcome: { status: 'rejected', error: rejection } });
      result = { id: mutation.id, status: 'rejected', error: rejection };
    }
    await trx.commit().execute();
    return { kind: 'result', result, lastMutationId: mutation.id };
  } catch (error) {
    await trx.rollback().execute().catch(() => undefined);
    throw error;
  }
}

/**
 * POST /api/sync/push after the versions and the body are checked: binds the client to the user, then consumes the
 * mutations in order, each in its own transaction. An out-of-order id stops the push; what was applied before it
 * stays applied, and a resend reports it as alreadyProcessed.
 */
export async function push(deps: SyncDeps, userId: string, clientId: string, mutations: readonly PushMutation[]): Promise<PushOutcome> {
  await deps.db.transaction().execute((trx) => claimClient(trx, clientId, userId));
  const results: PushResult[] = [];
  let lastMutationId = 0;
  for (const mutation of mutations) {
    const consumed = await consume(deps, userId, clientId, mutation);
    if (consumed.kind === 'out-of-order') return consumed;
    results.push(consumed.result);
    lastMutationId = consumed.lastMutationId;
  }
  return { kind: 'done', response: { lastMutationId, results } };
}

type LooseDatabase = Record<string, { userId: string; version: number }>;

/**
 * POST /api/sync/pull: the user's rows changed since `cursor`, from one consistent snapshot (one transaction).
 * Pages end on a version boundary: every row of the last version sent is in the page, even past the limit, so the
 * returned cursor never leaves half a version behind. A cursor older than the last purge of tombstones gets
 * `reset` and everything from 0; that first page reaches at least the purge watermark, so the next page is not
 * a reset again.
 */
export async function pull(deps: Pick<SyncDeps, 'db'>, userId: string, request: Pick<PullRequest, 'clientId' | 'cursor' | 'limit'>): Promise<PullResponse> {
  const limit = request.limit ?? defaultPullLimit;
  return deps.db.transaction().execute(async (trx) => {
    await checkClient(trx, request.clientId, userId);
    const space = await trx.selectFrom('syncSpace').select(['version', 'purgedVersion']).where('userId', '=', userId).executeTakeFirst();
    const spaceVersion = space?.version ?? 0;
    const reset = request.cursor < (space?.purgedVersion ?? 0);
    const from = reset ? 0 : request.cursor;

    const loose = trx as unknown as Kysely<LooseDatabase>;
    const versionsAfter = (table: string) => loose.selectFrom(table).select('version').where('userId', '=', userId).where('version', '>', from);
    const limitRow = await loose
      .selectFrom(versionsAfter(tableOf.paint).unionAll(versionsAfter(tableOf.project)).unionAll(versionsAfter(tableOf.recipe)).as('changed'))
      .select('changed.version')
      .orderBy('changed.version')
      .limit(1)
      .offset(limit - 1)
      .executeTakeFirst();
    let upTo = limitRow?.version ?? Number.POSITIVE_INFINITY;
    if (reset) upTo = Math.max(upTo, space?.purgedVersion ?? 0);

    const patch: PatchOperation[] = [];
    let hasMore = false;
    for (const entity of ['paint', 'project', 'recipe'] as const satisfies readonly EntityName[]) {
      let query = loose.selectFrom(tableOf[entity]).selectAll().where('userId', '=', userId).where('version', '>', from);
      if (Number.isFinite(upTo)) query = query.where('version', '<=', upTo);
      for (const row of await query.execute()) {
        patch.push({ op: 'put', entity, id: (row as unknown as { id: string }).id, version: row.version, value: toEntityRow(entity, row as unknown as StoredRow<typeof entity>) } as PatchOperation);
      }
      if (Number.isFinite(upTo) && !hasMore) {
        hasMore = (await loose.selectFrom(tableOf[entity]).select('version').where('userId', '=', userId).where('version', '>', upTo).limit(1).executeTakeFirst()) !== undefined;
      }
    }
    patch.sort((a, b) => a.version - b.version || (a.entity < b.entity ? -1 : a.entity > b.entity ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

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
