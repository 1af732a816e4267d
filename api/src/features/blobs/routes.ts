import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { sha256Schema } from '@paintforge/sync-protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { etagMatches } from '../../http/conditional.js';
import { restErrors } from '../../http/rest.js';
import { ApiError, notFoundBody } from '../../plugins/api-error.js';
import { signedInUser } from '../../plugins/auth.js';
import { sendError } from '../../plugins/error-handler.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { blobMaxBytes } from './images.js';
import { findOwnedBlob, imageTooLarge, invalidImage, storeBlob } from './service.js';

const uploadTypes = /^\s*(image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i;
const paramsSchema = z.object({ sha256: sha256Schema });
const storedSchema = z.object({ sha256: sha256Schema, mime: z.string(), size: z.number().int() });

/** A photo's bytes never change under its hash, so a browser may keep it for good; only its owner's browser, though. */
export const blobCacheControl = 'private, max-age=31536000, immutable';

/**
 * Content-addressed photos (design/sync.md §4): PUT the bytes under their SHA-256, GET them back. Uploads come as
 * raw bytes with any image/* or application/octet-stream type; the type that counts is read from the bytes.
 */
export const blobRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);

  // Only inside this plugin: every body arrives as raw bytes (no JSON or text parsing), capped at the blob size;
  // the handler then accepts image/* and application/octet-stream only.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: blobMaxBytes }, (_request, body, done) => done(null, body));
  // The blob routes speak of images: a body over the cap or of a type no parser takes gets the image's words.
  fastify.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return sendError(error, request, reply); // already in the image's words
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return sendError(imageTooLarge(), request, reply);
    if (status === 415) return sendError(invalidImage(), request, reply);
    return sendError(error, request, reply);
  });

  app.put(
    '/api/blobs/:sha256',
    {
      onRequest: authenticate,
      bodyLimit: blobMaxBytes,
      schema: { params: paramsSchema, response: { 200: storedSchema, 201: storedSchema, ...restErrors } },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || !uploadTypes.test(request.headers['content-type'] ?? '')) throw invalidImage();
      const body = request.body;
      const { created, ...stored } = await db
        .transaction()
        .execute((trx) => storeBlob(trx, signedInUser(request).id, body, request.params.sha256));
      return reply.code(created ? 201 : 200).send(stored);
    },
  );

  fastify.get<{ Params: { sha256: string } }>(
    '/api/blobs/:sha256',
    { onRequest: authenticate, schema: { params: paramsSchema } },
    async (request, reply) => {
      const blob = await findOwnedBlob(db, signedInUser(request).id, request.params.sha256);
      if (blob === undefined) return reply.code(404).send(notFoundBody);
      const etag = `"${request.params.sha256}"`;
      reply.header('etag', etag).header('cache-control', blobCacheControl);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(blob.mime).send(blob.bytes);
    },
  );
};
