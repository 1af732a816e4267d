import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { restContract } from '@paintforge/sync-protocol';
import { imageLinkLimits, limits } from '@paintforge/sync-protocol/constants';
import type { Database } from '../../db/schema.js';
import { registerContractRoute } from '../../http/contract-route.js';
import { noStore } from '../../http/rest.js';
import { ApiError, rateLimitedBody } from '../../plugins/api-error.js';
import { signedInUser } from '../../plugins/auth.js';
import { createLimiter } from '../../plugins/rate-limits.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { createFetchBudget, type FetchBudgetOptions, type Reservation } from './fetch-budget.js';
import { fetchLinkedImage, LinkedImageError, type LinkProblem } from './fetch-linked-image.js';

/** Links a painter may have fetched in a window, and until they verify their address an hour (imageLinkLimits). */
export const imageLinksPerWindow = imageLinkLimits.perWindow;
const windowMs = imageLinkLimits.windowMinutes * 60_000;
export const unverifiedImageLinksPerHour = imageLinkLimits.unverifiedPerHour;

const mib = 1024 * 1024;
/**
 * The server-wide budget (fetch-budget.ts): 64 MiB of fetched bytes, that is three whole-size images at once, or up to
 * eight smaller ones that
 * declare their length; a fetch waits up to three seconds for room, with at most 32 waiting; then 503.
 */
export const imageLinkBudget: FetchBudgetOptions = { bytes: 64 * mib, fetches: 8, waitMs: 3_000, waiting: 32 };
/** What a 503 tells the app to wait before it tries again. */
export const imageLinkRetryAfterSeconds = 5;
/** A fetched image that the client has not read within this long is dropped: a slow reader must not hold the budget. */
const sendTimeoutMs = 30_000;

const answers: Record<LinkProblem, ApiError> = {
  'not-a-link': new ApiError(422, 'image-link-invalid', 'The link must be an http or https address.'),
  credentials: new ApiError(422, 'image-link-credentials', 'Links with a user name or password are not fetched.'),
  private: new ApiError(422, 'image-link-private', 'The link leads to a private or local address; only public websites can be used.'),
  unreachable: new ApiError(422, 'image-link-unreachable', 'The image could not be fetched from that link.'),
  'not-image': new ApiError(415, 'invalid-image', 'That link is not a JPEG, PNG or WebP image.'),
  'too-large': new ApiError(413, 'payload-too-large', 'That image is 20MB or more.'),
};
const busy = new ApiError(503, 'image-links-busy', 'The server is fetching many images just now. Please try again in a few seconds.');
const unverifiedAnswer = {
  error: 'rate-limited' as const,
  message: `Until your email address is verified, you can fetch ${unverifiedImageLinksPerHour} images from links an hour. Verify it to fetch more.`,
};

/** Gives the reservation back once the answer is sent or its connection closed, and drops a reader too slow to finish. */
function holdUntilSent(reply: FastifyReply, reservation: Reservation): void {
  const timer = setTimeout(() => reply.raw.destroy(), sendTimeoutMs);
  timer.unref();
  const done = () => {
    clearTimeout(timer);
    reservation.release();
  };
  reply.raw.once('finish', done);
  reply.raw.once('close', done);
}

/**
 * POST /api/image-links {url}: the image at a pasted link, fetched by the server (fetch-linked-image.ts says how
 * it is kept safe, fetch-budget.ts how the server's memory is) and answered as its bytes, typed by them. The device
 * resizes it like a chosen file and keeps it as a normal photo blob, uploaded with the miniature.
 */
export const imageLinkRoutes: FastifyPluginAsync<{ db: Kysely<Database>; testOrigins: readonly string[] }> = async (
  fastify,
  { db, testOrigins },
) => {
  const authenticate = fastify.authenticate.bind(fastify);
  const budget = createFetchBudget(imageLinkBudget);
  const perPainter = createLimiter(fastify, {
    name: 'image-links-per-user',
    max: imageLinksPerWindow,
    timeWindow: windowMs,
    key: (request) => signedInUser(request).id,
    answer: rateLimitedBody,
  });
  const perUnverifiedPainter = createLimiter(fastify, {
    name: 'image-links-per-unverified-user',
    max: unverifiedImageLinksPerHour,
    timeWindow: 60 * 60_000,
    key: (request) => signedInUser(request).id,
    answer: unverifiedAnswer,
  });
  noStore(fastify);

  const imageLink = restContract.imageLink;
  registerContractRoute(fastify.withTypeProvider<ZodTypeProvider>(), imageLink, {
    onRequest: authenticate,
    preHandler: async (request, reply) => {
      const { id } = signedInUser(request);
      const user = await db.selectFrom('user').select('emailVerified').where('id', '=', id).executeTakeFirst();
      if (user?.emailVerified !== 1) await perUnverifiedPainter.hit(request, reply);
      await perPainter.hit(request, reply);
    },
    // Untyped replies: the answer is raw image bytes, which a response schema would serialise as JSON.
    answers: 'unchecked',
    handler: async (request, reply) => {
      const reservation = await budget.reserve(limits.miniatureImageMaxBytes);
      if (reservation === undefined) {
        reply.header('retry-after', imageLinkRetryAfterSeconds);
        throw busy;
      }
      holdUntilSent(reply, reservation);
      try {
        const image = await fetchLinkedImage(request.body.url, {
          limitBytes: limits.miniatureImageMaxBytes,
          onLength: (bytes) => reservation.shrink(bytes),
          timeoutMs: 10_000,
          maxRedirects: 3,
          testOrigins,
        });
        // Bytes another site chose: never rendered as anything but the image type they were judged to be. Sent as
        // the chunks they arrived in, so the answer holds no second copy of them.
        return reply
          .type(image.mime)
          .header('content-length', image.size)
          .header('x-content-type-options', 'nosniff')
          .send(Readable.from(image.chunks, { objectMode: false }));
      } catch (error) {
        if (error instanceof LinkedImageError) throw answers[error.problem];
        throw error;
      }
    },
  });
};
