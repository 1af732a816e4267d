import type { Insertable, Kysely, Selectable } from 'kysely';
import {
  MutationRejected,
  isDelivery,
  prepareCall,
  prepareMutation,
  storageQuota,
  type CatalogPaint,
  type EntityName,
  type ErrorCode,
  type Refusal,
  type MutationDefinition,
  type MutationNotice,
} from '@paintforge/sync-protocol';
import { ownsBlob } from '../blobs/service.js';
import { nowIso, type Database, type MutationLogTable, type SyncSpaceTable } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import { createMutationStore } from './store.js';
import { compiledQuery } from '../../db/compiled-queries.js';
import type { SyncSeams } from './seams.js';
import { deliver, type AfterCommit } from './deliveries.js';

/** What the apply path needs besides a transaction. */
export interface SyncDeps {
  db: Kysely<Database>;
  findCatalogPaint(id: string): CatalogPaint | undefined;
  /** Recounts a paint's colour reports after a push that delivered one commits (catalog-corrections/agreed-reports.ts). */
  onColourReport?: (paintId: string) => Promise<void>;
  /** Tests only (seams.ts). */
  seams?: SyncSeams;
  /** SYNC_POLL_SECONDS: the devices' polling interval, told in every pull answer (none: their own 30–60 s). */
  pollSeconds?: number | null;
}

export const uploadPhotoFirstMessage = 'Upload the photo before saving the miniature.';

export const clientMismatch = () =>
  new ApiError(403, 'client-mismatch', 'This device’s changes belong to another account. Please sign out and sign in again.');

/**
 * The REST routes write through the same mutation log as devices, under a client id of their own per user, so
 * replaying the log reproduces rows written through either path. It is not a UUID on purpose: a push's client id
 * must be one (pushRequestSchema), so no device can ever claim or collide with a user's server client, and
 * nobody can register another user's server client id to block that user's REST writes.
 */
export function serverClientId(userId: string): string {
  return `server:${userId}`;
}

/**
 * Makes `clientId` the user's on first sight, marks it seen and answers its last consumed mutation id; a client id
 * already bound to another user is refused (403). One statement: the upsert's WHERE leaves another user's row
 * untouched, so it returns nothing for it. On Postgres the upsert also locks the client's row until commit (even
 * when its WHERE is false), which keeps two pushes of one client from both passing the id check; SQLite's one
 * connection runs transactions one at a time. Idempotent, and safe when two first pushes of one client race.
 */
export async function claimClient(trx: Kysely<Database>, clientId: string, userId: string, at = nowIso()): Promise<number> {
  const row = (await upsertClient(trx, { clientId, userId, at })).rows[0];
  if (row === undefined) throw clientMismatch();
  return row.lastMutationId;
}

/** Throws client-mismatch when the client id is another user's; an unknown client id is fine (it has pushed nothing). */
export async function checkClient(trx: Kysely<Database>, clientId: string, userId: string): Promise<void> {
  const owner = await trx.selectFrom('syncClient').select('userId').where('clientId', '=', clientId).executeTakeFirst();
  if (owner !== undefined && owner.userId !== userId) throw clientMismatch();
}

// The statements every push or pushed mutation runs, compiled once (compiled-queries.ts).
const upsertClient = compiledQuery((db, v: { clientId: string; userId: string; at: string }) =>
  db
    .insertInto('syncClient')
    .values({ clientId: v.clientId, userId: v.userId, lastMutationId: 0, createdAt: v.at, lastSeenAt: v.at })
    .onConflict((conflict) => conflict.column('clientId').doUpdateSet({ lastSeenAt: v.at }).where('syncClient.userId', '=', v.userId))
    .returning('lastMutationId'),
);
const bumpVersion = compiledQuery((db, v: { userId: string }) =>
  db
    .insertInto('syncSpace')
    .values({ userId: v.userId, version: 1, purgedVersion: 0 })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet((eb) => ({ version: eb(eb.ref('syncSpace.version'), '+', 1) })))
    .returning(['version', 'paintRows', 'projectRows', 'recipeRows', 'armyRows', 'unitRows', 'schemeRows']),
);
const readRowCounts = compiledQuery((db, v: { userId: string }) =>
  db
    .selectFrom('syncSpace')
    .select(['paintRows', 'projectRows', 'recipeRows', 'armyRows', 'unitRows', 'schemeRows'])
    .where('userId', '=', v.userId),
);
export const logMutation = compiledQuery((db, entry: Insertable<MutationLogTable>) => db.insertInto('mutationLog').values(entry));
export const consumeMutationId = compiledQuery((db, v: { clientId: string; mutationId: number }) =>
  db.updateTable('syncClient').set({ lastMutationId: v.mutationId }).where('clientId', '=', v.clientId),
);

/**
 * The next version of the user's space (created at 1 on first use). The row lock this UPDATE takes on Postgres
 * holds until commit, so versions commit in the order they are handed out and a pull never skips a row.
 */
export async function nextVersion(trx: Kysely<Database>, userId: string): Promise<number> {
  return (await nextSpaceVersion(trx, userId)).version;
}

/** nextVersion, with the user's row counts as they stand before this mutation writes. */
async function nextSpaceVersion(trx: Kysely<Database>, userId: string) {
  return (await bumpVersion(trx, { userId })).rows[0]!;
}

type QuotaEntity = keyof typeof storageQuota;
// One row per painter needs no bound: only the entities a painter adds rows of have a quota.
const hasQuota = (entity: EntityName): entity is QuotaEntity => entity in storageQuota;
const quotaWords: Record<QuotaEntity, string> = {
  paint: 'paints',
  project: 'miniatures',
  recipe: 'recipe paints',
  army: 'armies',
  unit: 'units',
  scheme: 'schemes',
};

type RowCounts = Pick<Selectable<SyncSpaceTable>, 'paintRows' | 'projectRows' | 'recipeRows' | 'armyRows' | 'unitRows' | 'schemeRows'>;
const rowCountOf: Record<QuotaEntity, keyof RowCounts> = {
  paint: 'paintRows',
  project: 'projectRows',
  recipe: 'recipeRows',
  army: 'armyRows',
  unit: 'unitRows',
  scheme: 'schemeRows',
};

/**
 * A painter's rows (tombstones included: they take disk too) are bounded per entity, so no account can fill the
 * disk. Far above any real collection; a create beyond it is refused with a notice saying what to do.
 */
function checkQuota(rows: RowCounts, entity: QuotaEntity): void {
  const quota = storageQuota[entity];
  if (rows[rowCountOf[entity]] >= quota) {
    throw new MutationRejected(
      'quota-exceeded',
      `You have reached the limit of ${quota.toLocaleString('en')} ${quotaWords[entity]}. Delete some you no longer need to add more.`,
      { subject: entity, limit: quota },
    );
  }
}

/** The refusal of a write to a row that is not the painter's own (sync-protocol MutationTouches.ownRow). */
function notYours(entity: EntityName): MutationRejected {
  return new MutationRejected('not-found', 'These settings belong to another account.', { subject: entity });
}

/**
 * The painter's space as a push holds it once its version is taken: the version, the row counts the bump answered,
 * and the puts since, each of which may have added one row. While the counts plus those puts stay under a quota, a
 * create cannot pass it, so it reads nothing; nearer the quota it reads the counts again (docs/push-path.md).
 */
export interface PushSpace {
  version: number;
  rows: RowCounts;
  puts: number;
}

export interface AppliedMutation {
  version: number;
  /** The push's space after this mutation (the service hands it to the next one). */
  space: PushSpace;
  notices: MutationNotice[];
  /** The arguments as the mutation's schema keeps them (unknown fields stripped): what the log stores. */
  args: unknown;
  /** A delivery's work for after the commit (deliveries.ts). */
  afterCommit?: AfterCommit | undefined;
}

/**
 * Runs one mutation inside `trx`: applies the shared mutator on the Kysely store, stamping its writes with the version
 * its push already took (`taken`), or, when none is given, the next version of the space, taken here. Throws
 * MutationRejected for a domain error; the caller decides whether that rolls back a savepoint (push) or the whole
 * request (REST).
 */
export async function applyInTransaction(
  trx: Kysely<Database>,
  deps: Pick<SyncDeps, 'findCatalogPaint' | 'onColourReport' | 'seams'>,
  userId: string,
  mutation: string | MutationDefinition,
  args: unknown,
  taken?: PushSpace,
): Promise<AppliedMutation> {
  // A push names its mutations (the wire's key); the REST routes call theirs by reference, looked up by nothing.
  const {
    definition,
    args: parsed,
    touches,
  } = typeof mutation === 'string' ? prepareMutation(mutation, args) : prepareCall(mutation, args);
  // A refusal below rolls this bump back with the rest of the mutation (a savepoint in a push, the request in REST).
  const space = taken ? { ...taken } : await takeSpace(trx, userId);
  const { version } = space;
  if (isDelivery(touches.entity)) {
    // It writes no synced row, yet takes the push's version like any change, so a pull answers its id as consumed.
    const afterCommit = await deliver(trx, deps, userId, definition.key, parsed);
    return { version, space, notices: [], args: parsed, afterCommit: afterCommit ?? undefined };
  }
  // A painter's own row (pile settings) is theirs by its id: another painter's id reads as absent, as any row of theirs.
  if (touches.ownRow && touches.rowId !== userId) throw notYours(touches.entity);
  if (touches.action === 'create' && hasQuota(touches.entity)) {
    // The counts from the bump, while the puts since cannot have reached the quota; else as they stand now.
    if (space.rows[rowCountOf[touches.entity]] + space.puts >= storageQuota[touches.entity]) {
      space.rows = (await readRowCounts(trx, { userId })).rows[0]!;
      space.puts = 0;
    }
    checkQuota(space.rows, touches.entity);
  }
  // A photo is uploaded before the mutation that references it (sync.md §5), and only the painter's own counts.
  for (const hash of touches.photos) {
    if (!(await ownsBlob(trx, userId, hash))) throw new MutationRejected('not-found', uploadPhotoFirstMessage, { subject: 'photo' });
  }
  // Each put may add a row: counted in the space, for the next create's quota check.
  const counted = createMutationStore(trx, { userId, version, findCatalogPaint: deps.findCatalogPaint, putCount: space });
  const store = deps.seams?.wrapStore?.(counted) ?? counted;
  const { notices } = await definition.apply(store, parsed);
  return { version, space, notices, args: parsed };
}

/** The next version of the space, with its row counts as they stand before the mutation that takes it writes. */
async function takeSpace(trx: Kysely<Database>, userId: string): Promise<PushSpace> {
  const { version, ...rows } = await nextSpaceVersion(trx, userId);
  return { version, rows, puts: 0 };
}

export interface ConsumedMutation {
  clientId: string;
  mutationId: number;
  userId: string;
  name: string;
  receivedAt: string;
  /**
   * An applied mutation is logged with the arguments its schema kept, for replay; a rejected one only with its name,
   * id and error, never its payload: what the server refused is not worth the disk of anyone who sends it.
   */
  outcome: ({ status: 'applied' } & AppliedMutation) | { status: 'rejected'; error: Refusal };
}

/** A consumed mutation as its log row stores it. */
export function logRowOf(entry: ConsumedMutation): Selectable<MutationLogTable> {
  const { outcome } = entry;
  return {
    clientId: entry.clientId,
    mutationId: entry.mutationId,
    userId: entry.userId,
    name: entry.name,
    args: JSON.stringify(outcome.status === 'applied' ? outcome.args : null),
    status: outcome.status,
    error: outcome.status === 'rejected' ? JSON.stringify(outcome.error) : null,
    notices: outcome.status === 'applied' && outcome.notices.length > 0 ? JSON.stringify(outcome.notices) : null,
    version: outcome.status === 'applied' ? outcome.version : null,
    receivedAt: entry.receivedAt,
  };
}

/** Logs a consumed mutation and moves the client's last mutation id to it, in the mutation's transaction. */
export async function recordConsumed(trx: Kysely<Database>, entry: ConsumedMutation): Promise<void> {
  await logMutation(trx, logRowOf(entry));
  await consumeMutationId(trx, { clientId: entry.clientId, mutationId: entry.mutationId });
}

/**
 * A REST route's change, called by reference (`mutations.paint.update`). Its arguments are the request's fields as
 * they came: the mutation's schema is their check, run once as it is applied.
 */
export interface ServerMutation {
  mutation: MutationDefinition;
  args: unknown;
}

const statusOfRejection: Partial<Record<ErrorCode, number>> = { 'not-found': 404, conflict: 409 };

/** A mutator's refusal as a REST answer: not-found as 404, conflict as 409, the rest (validation) as 400. */
export function toApiError(rejection: MutationRejected): ApiError {
  return new ApiError(statusOfRejection[rejection.code] ?? 400, rejection.code, rejection.message);
}

/**
 * The REST routes' write path: the mutations of one request, applied in ONE transaction as the user's server
 * client, each with its version and log entry, exactly as a push applies them. `prepare` runs first in the same
 * transaction (storing a photo the request carried). A MutationRejected rolls back the whole request (nothing
 * consumed, nothing logged) and becomes a 4xx ApiError.
 */
export async function applyServerMutations(
  deps: SyncDeps,
  userId: string,
  calls: readonly ServerMutation[],
  prepare?: (trx: Kysely<Database>) => Promise<void>,
): Promise<AppliedMutation[]> {
  const clientId = serverClientId(userId);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const at = nowIso();
      await prepare?.(trx);
      let last = await claimClient(trx, clientId, userId, at);
      const applied: AppliedMutation[] = [];
      for (const { mutation, args } of calls) {
        const result = await applyInTransaction(trx, deps, userId, mutation, args);
        const name = mutation.key;
        last += 1;
        await recordConsumed(trx, {
          clientId,
          mutationId: last,
          userId,
          name,
          receivedAt: at,
          outcome: { status: 'applied', ...result },
        });
        applied.push(result);
      }
      return applied;
    });
  } catch (error) {
    throw error instanceof MutationRejected ? toApiError(error) : error;
  }
}
