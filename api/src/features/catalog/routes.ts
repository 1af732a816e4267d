import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, restContract } from '@paintforge/sync-protocol';
import { etagMatches, preferredEncoding } from '../../http/conditional.js';
import { registerContractRoute } from '../../http/contract-route.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import type { Catalog } from './service.js';

/**
 * The shared paint database (spec §7). Public: visitors browse the catalog too, and the spec's client sends a
 * bearer token whenever it has one, which these routes simply ignore.
 */
export const catalogRoutes: FastifyPluginAsync<{ catalog: Catalog }> = async (fastify, { catalog }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The whole catalog, about half a megabyte. The body was serialized and validated once at start and its
  // compressed forms are kept, so a request costs a header comparison or a buffer write. The ETag names the catalog
  // version (the same for every encoding; Vary tells caches to keep the encodings apart), so an offline client
  // can ask "has it changed?" and get a 304. Declared on the untyped instance because it sends bytes, not objects:
  // the schema documents the answer, and the tests validate every row against it.
  const { catalog: all, searchCatalog: search } = restContract;
  registerContractRoute(fastify, all, {
    compress: false,
    answers: { 304: z.void() },
    handler: async (request, reply) => {
      reply.header('etag', catalog.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], catalog.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === undefined) return reply.send(catalog.json);
      const body = await catalog.encoded(encoding);
      return reply.header('content-encoding', encoding).send(body);
    },
  });

  registerContractRoute(app, search, {
    answers: { 400: errorBodySchema },
    // Generous for search-as-you-type by a person, low enough to stop a script from hogging two cores.
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    handler: async (request) => catalog.search(request.query.q),
  });
};
