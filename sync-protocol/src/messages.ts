import { z } from 'zod';
import { paintRowSchema } from './entities/paint.js';
import { pileSettingsRowSchema } from './entities/pile-settings.js';
import { projectRowSchema } from './entities/project.js';
import { recipeRowSchema } from './entities/recipe.js';
import { armyRowSchema, unitRowSchema } from './entities/army.js';
import { schemeRowSchema } from './entities/scheme.js';
import { uuidSchema } from './entities/fields.js';
import { errorCodeSchema, errorParamsSchema, noticeParamsSchema } from './errors.js';

/**
 * The sync wire format (sync.md §4). `protocolVersion` changes when these messages change shape;
 * `schemaVersion` when an entity or a mutation changes meaning. A server that cannot serve a client's versions
 * answers 426 and the client keeps its outbox until the app updates.
 */
export const protocolVersion = 1;
// 2: pile settings became a synced entity (issue 26); an app of version 1 could not read their patch operations.
// 3: armies, units and schemes (issue 35), and a pile entry's unit.
export const schemaVersion = 3;

/**
 * The largest mutation id and version either database stores (Postgres `integer`): bounded here so that a hostile
 * value is a 400 on both databases, not a 500 on one. A device making a change a second would take 68 years.
 */
export const maxStoredInteger = 2_147_483_647;

export const pushMutationSchema = z.object({
  /** Per client, starting at 1, increasing by 1 with no gaps: the server applies them in this order, once. */
  id: z.number().int().positive().max(maxStoredInteger),
  name: z.string().min(1).max(100),
  args: z.unknown(),
  createdAt: z.string(),
});
export type PushMutation = z.infer<typeof pushMutationSchema>;

// A push is bounded so one request stays one short transaction sequence; the client sends the rest next time.
export const maxMutationsPerPush = 500;
/**
 * The bytes of one push body. The device batches by this as well as by count, so a legitimate push never meets the
 * server's body limit (which sits above it: api/src/features/sync/routes.ts).
 */
export const maxPushBytes = 4 * 1024 * 1024;

export const pushRequestSchema = z.object({
  protocolVersion: z.number().int(),
  schemaVersion: z.number().int(),
  clientId: uuidSchema,
  mutations: z.array(pushMutationSchema).min(1).max(maxMutationsPerPush),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const mutationStatuses = ['applied', 'alreadyProcessed', 'rejected'] as const;

export const pushResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(mutationStatuses),
  /** `message` is for API clients and apps that predate `params`; the web words the code and params itself. */
  error: z.object({ code: errorCodeSchema, message: z.string(), params: errorParamsSchema.optional() }).optional(),
  // A notice's code stays an open string: a newer server's notice reaches an older app as one it words generically.
  notices: z.array(z.object({ code: z.string(), message: z.string(), params: noticeParamsSchema.optional() })).optional(),
});
export type PushResult = z.infer<typeof pushResultSchema>;
/** Why a mutation was refused, as a push answer carries it and the server's log keeps it. */
export type Refusal = NonNullable<PushResult['error']>;

export const pushResponseSchema = z.object({
  lastMutationId: z.number().int().nonnegative(),
  results: z.array(pushResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** 409: the push skipped ahead of what the server has; the client resends from `expected`. */
export const outOfOrderSchema = z.object({ error: z.literal('out-of-order'), message: z.string(), expected: z.number().int().positive() });

export const pullRequestSchema = z.object({
  protocolVersion: z.number().int(),
  schemaVersion: z.number().int(),
  clientId: uuidSchema,
  /** The highest row version this client has seen; 0 for everything. */
  cursor: z.number().int().nonnegative().max(maxStoredInteger),
  limit: z.number().int().min(1).max(5000).optional(),
});
export type PullRequest = z.infer<typeof pullRequestSchema>;

export const patchOperationSchema = z.discriminatedUnion('entity', [
  z.object({ op: z.literal('put'), entity: z.literal('paint'), id: z.string(), version: z.number().int(), value: paintRowSchema }),
  z.object({ op: z.literal('put'), entity: z.literal('project'), id: z.string(), version: z.number().int(), value: projectRowSchema }),
  z.object({ op: z.literal('put'), entity: z.literal('recipe'), id: z.string(), version: z.number().int(), value: recipeRowSchema }),
  z.object({
    op: z.literal('put'),
    entity: z.literal('pileSettings'),
    id: z.string(),
    version: z.number().int(),
    value: pileSettingsRowSchema,
  }),
  z.object({ op: z.literal('put'), entity: z.literal('army'), id: z.string(), version: z.number().int(), value: armyRowSchema }),
  z.object({ op: z.literal('put'), entity: z.literal('unit'), id: z.string(), version: z.number().int(), value: unitRowSchema }),
  z.object({ op: z.literal('put'), entity: z.literal('scheme'), id: z.string(), version: z.number().int(), value: schemeRowSchema }),
]);
export type PatchOperation = z.infer<typeof patchOperationSchema>;

export const pullResponseSchema = z.object({
  cursor: z.number().int().nonnegative(),
  hasMore: z.boolean(),
  /** The cursor was older than the purge of old tombstones: drop the confirmed tables and take this patch as all. */
  reset: z.boolean(),
  /** For every client of this user, the last mutation id the server has consumed. */
  lastMutationIds: z.record(z.string(), z.number().int().nonnegative()),
  /**
   * Seconds between a device's polls, when the server sets them (SYNC_POLL_SECONDS); absent, the device polls every
   * 30–60 s. Polling is the fallback of a lost live stream, so a test server makes it short.
   */
  pollSeconds: z.number().int().min(1).max(3600).optional(),
  patch: z.array(patchOperationSchema),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;
