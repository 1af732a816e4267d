import type { FastifyPluginAsync } from 'fastify';
import { restContract } from '@paintforge/sync-protocol';
import { limits } from '@paintforge/sync-protocol/constants';
import { registerContractRoute } from '../../http/contract-route.js';
import { noStore } from '../../http/rest.js';
import { ApiError, rateLimitedBody } from '../../plugins/api-error.js';
import { signedInUser } from '../../plugins/auth.js';
import { createLimiter } from '../../plugins/rate-limits.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { fetchLinkedImage, LinkedImageError, type LinkProblem } from './fetch-linked-image.js';

/** Links a painter may have fetched in a window: a few tries per miniature, never a crawler. */
export const imageLinksPerWindow = 20;
const windowMs = 10 * 60_000;

const answers: Record<LinkProblem, ApiError> = {
  'not-a-link': new ApiError(422, 'image-link-invalid', 'The link must be an http or https address.'),
  credentials: new ApiError(422, 'image-link-credentials', 'Links with a user name or password are not fetched.'),
  private: new ApiError(422, 'image-link-private', 'The link leads to a private or local address; only public websites can be used.'),
  unreachable: new ApiError(422, 'image-link-unreachable', 'The image could not be fetched from that link.'),
  'not-image': new ApiError(415, 'invalid-image', 'That link is not a JPEG, PNG or WebP image.'),
  'too-large': new ApiError(413, 'payload-too-large', 'That image is 20MB or more.'),
};

/**
 * POST /api/image-links {url}: the image at a pasted link, fetched by the server (fetch-linked-image.ts says how
 * it is kept safe) and answered as its bytes, typed by them. The device resizes it like a chosen file and keeps it
 * as a normal photo blob, uploaded with the miniature.
 */
export const imageLinkRoutes: FastifyPluginAsync<{ testOrigins: readonly string[] }> = async (fastify, { testOrigins }) => {
  const authenticate = fastify.authenticate.bind(fastify);
  const perPainter = createLimiter(fastify, {
    name: 'image-links-per-user',
    max: imageLinksPerWindow,
    timeWindow: windowMs,
    key: (request) => signedInUser(request).id,
    answer: rateLimitedBody,
  });
  noStore(fastify);

  const imageLink = restContract.imageLink;
  registerContractRoute(fastify.withTypeProvider<ZodTypeProvider>(), imageLink, {
    onRequest: authenticate,
    preHandler: (request, reply) => perPainter.hit(request, reply),
    // Untyped replies: the answer is raw image bytes, which a response schema would serialise as JSON.
    answers: 'unchecked',
    handler: async (request, reply) => {
      try {
        const image = await fetchLinkedImage(request.body.url, {
          maxBytes: limits.miniatureImageMaxBytes,
          timeoutMs: 10_000,
          maxRedirects: 3,
          testOrigins,
        });
        // Bytes another site chose: never rendered as anything but the image type they were judged to be.
        return reply.type(image.mime).header('x-content-type-options', 'nosniff').send(image.bytes);
      } catch (error) {
        if (error instanceof LinkedImageError) throw answers[error.problem];
        throw error;
      }
    },
  });
};
