import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  outOfOrderSchema,
  protocolVersion,
  pullRequestSchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  schemaVersion,
  maxPushBytes,
  type PullResponse,
  type PushResponse,
} from '@paintforge/sync-protocol';
import { noStore, restErrors } from '../../http/rest.js';
import { ApiError, rateLimitedBody } from '../../plugins/api-error.js';
import { sendError } from '../../plugins/error-handler.js';
import { createLimiterPair } from '../../plugins/rate-limits.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import type { SyncDeps } from './apply.js';
import { pullJson, push } from './service.js';
import { isTransient } from './faults.js';
import { isPostgres } from '../../db/dialect.js';
import type { PokeHub } from './pokes.js';

/** Above the device's own batch bound (maxPushBytes), so a legitimate push never meets it; a photo never travels here. */
export const syncBodyLimit = maxPushBytes + 1024 * 1024;

/** Many painters may share one address (a club, a shop's wifi): an address may push this many times a painter's limit. */
const addressShare = 5;

export const appTooOld = () => new ApiError(426, 'app-too-old', 'This version of the app is too old to sync. Please reload to update.');
export const serverTooOld = () =>
  new ApiError(426, 'server-too-old', 'This server is older than the app and cannot sync with it until the server is updated.');

/**
 * Runs before the body's shape is checked (preValidation): a client of another protocol version may send another
 * shape, and it must hear 426 (its outbox kept), not "bad request": "update the app" when the app is older, "the
 * server is older" when the app is newer (a reload would not help; the server's operator must update it).
 */
async function checkVersions(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const versions = body as { protocolVersion?: unknown; schemaVersion?: unknown };
  if (typeof versions.protocolVersion !== 'number' || typeof versions.schemaVersion !== 'number') return;
  if (versions.protocolVersion === protocolVersion && versions.schemaVersion === schemaVersion) return;
  throw versions.protocolVersion > protocolVersion || versions.schemaVersion > schemaVersion ? serverTooOld() : appTooOld();
}

/** Seconds a device waits before it retries a push or pull the database was too busy for. */
export const busyRetrySeconds = 1;

/**
 * A fault that may pass (a busy database: another process writing, the admin or backup command lines; a lost
 * connection) answers 503 with Retry-After, so the device keeps its outbox and comes back; never a 500. The push's
 * transaction rolled back whole, so the retry is exact. Set on these routes, their hooks (the session's touch) too.
 */
function answerTransient(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!isTransient(error)) return sendError(error, request, reply);
  request.log.warn({ err: error }, 'Sync request met a passing fault; the device retries');
  reply.header('retry-after', String(busyRetrySeconds));
  return sendError(
    new ApiError(503, 'database-unavailable', 'The server is busy. Your changes are kept and sync again shortly.'),
    request,
    reply,
  );
}

/** POST /api/sync/push and /api/sync/pull (design/sync.md §4). HTTP only: the service does the work. */
export const syncRoutes: FastifyPluginAsync<{ sync: SyncDeps; pushesPerMinute: number; pokes: PokeHub }> = async (
  fastify,
  { sync, pushesPerMinute, pokes },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);
  // The address first, then the painter; on Postgres both counters in one statement (rate-limits.ts).
  const pushLimits = createLimiterPair(
    fastify,
    sync.db,
    {
      name: 'pushes-per-address',
      max: pushesPerMinute * addressShare,
      timeWindow: 60_000,
      key: (request) => request.ip,
      answer: rateLimitedBody,
    },
    {
      name: 'pushes-per-user',
      max: pushesPerMinute,
      timeWindow: 60_000,
      key: (request) => signedInUser(request).id,
      answer: rateLimitedBody,
    },
  );

  // A user's rows and their progress: no cache may keep them.
  noStore(fastify);

  app.post(
    '/api/sync/push',
    {
      // Counted before the body is read: a flood costs the server as little as possible. The session first, so a
      // token whose session ended cannot spend its painter's limit (push-session.test.ts); on Postgres the session's
      // read and both counts are one statement (rate-limits.ts). One hook for the three: each hook Fastify runs costs
      // its own promise and turn of the microtask queue (docs/push-path.md).
      onRequest: (request, reply) => pushLimits.authenticateAndHit(request, reply),
      preValidation: checkVersions,
      errorHandler: answerTransient,
      bodyLimit: syncBodyLimit,
      // No compression hooks (plugins/compression.ts) on the most frequent write: the answer is a few dozen bytes a
      // mutation (under the 1 KB threshold for an everyday push of 5, a few KB for a long-offline device's batch),
      // and no device compresses a push's body (the web's engine sends plain JSON). Their hooks ran on every push for
      // nothing (docs/push-path.md).
      compress: false,
      decompress: false,
      schema: { body: pushRequestSchema, response: { 200: pushResponseSchema, 409: outOfOrderSchema, ...restErrors } },
    },
    async (request, reply) => {
      const { clientId, mutations } = request.body;
      const userId = signedInUser(request).id;
      // On Postgres the push tells the other servers itself, in its transaction (sync/log-rows.ts).
      const pokeNote = isPostgres(sync.db) ? pokes.relayNote(userId, clientId) : undefined;
      const outcome = await push(
        sync,
        userId,
        clientId,
        mutations,
        (error, mutation) =>
          request.log.error({ err: error, mutationId: mutation.id, mutation: mutation.name }, 'Mutation failed and was set aside'),
        pokeNote,
      );
      // Committed: the painter's other devices pull now (live-routes.ts), not at their next poll.
      if (outcome.kind === 'done' && outcome.response.results.some((result) => result.status === 'applied'))
        pokes.pushed(userId, clientId, pokeNote !== undefined);
      if (outcome.kind === 'out-of-order') {
        return reply.code(409).send({
          error: 'out-of-order',
          message: `This device's changes arrived out of order; the server expects change ${outcome.expected} next.`,
          expected: outcome.expected,
        });
      }
      // Serialized here, not by the response schema's serializer (a zod parse of every result): the answer is built
      // by push() to the PushResponse type, and the schema above still documents it, which is all the cast claims.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(outcome.response) as unknown as PushResponse);
    },
  );

  app.post(
    '/api/sync/pull',
    {
      onRequest: authenticate,
      preValidation: checkVersions,
      errorHandler: answerTransient,
      schema: { body: pullRequestSchema, response: { 200: pullResponseSchema, ...restErrors } },
    },
    // JSON text already, its patch written by the database (pull-json.ts): sent as it is. The schema above still
    // documents the answer, which is all the cast claims.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await pullJson(sync, signedInUser(request).id, request.body)) as unknown as PullResponse),
  );
};
