import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { restContract } from '@paintforge/sync-protocol';
import { etagMatches } from '../../http/conditional.js';
import { registerContractRoute } from '../../http/contract-route.js';
import { noStore } from '../../http/rest.js';
import { rateLimitedBody } from '../../plugins/api-error.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { requireAdmin } from '../admin/guard.js';
import { adminBarcodes, decideBarcode, linkBarcode, lookUpBarcode, ownBarcodeLinks, type BarcodeDeps } from './service.js';
import { readSharedBarcodes, rebuildSharedBarcodes } from './shared-map.js';
import { createLimiter } from '../../plugins/rate-limits.js';

/**
 * The shared code map (issue 14), public like the catalog it points into: every device keeps it for offline scans and
 * asks "has it changed?" with its ETag, so a refresh with no new codes is a 304. The map is stored as served
 * (shared-map.ts), so a read, 304 or not, counts nothing.
 */
export const sharedBarcodeRoutes: FastifyPluginAsync<BarcodeDeps> = async (fastify, { db }) => {
  const shared = restContract.sharedBarcodes;
  registerContractRoute(fastify, shared, {
    answers: { 304: z.void() },
    handler: async (request, reply) => {
      const { json, etag } = (await readSharedBarcodes(db)) ?? (await rebuildSharedBarcodes(db));
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });
};

/** A painter's own links: private to them until painters agree or an admin confirms. */
export const barcodeRoutes: FastifyPluginAsync<BarcodeDeps> = async (fastify, deps) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate.bind(app));
  noStore(fastify);
  // Scanning pots at the table links one every few seconds; a script linking thousands a minute is refused.
  const linksPerPainter = createLimiter(fastify, {
    name: 'barcode-links-per-painter',
    max: 60,
    timeWindow: 60_000,
    key: (request) => signedInUser(request).id,
    answer: rateLimitedBody,
  });

  const { ownBarcodes: mine, lookUpBarcode: lookUp, linkBarcode: link } = restContract;
  registerContractRoute(app, mine, {
    handler: async (request) => ownBarcodeLinks(deps.db, signedInUser(request).id),
  });

  registerContractRoute(app, lookUp, {
    handler: async (request) => lookUpBarcode(deps, signedInUser(request).id, request.params.code),
  });

  registerContractRoute(app, link, {
    preHandler: (request, reply) => linksPerPainter.hit(request, reply),
    handler: async (request) => linkBarcode(deps, signedInUser(request).id, request.body.code, request.body.catalogPaintId),
  });
};

/** `/api/admin/barcodes`: proposed and conflicting codes, and the admin's confirm or reject. */
export const adminBarcodeRoutes: FastifyPluginAsync<BarcodeDeps> = async (fastify, deps) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdmin(fastify, deps.db);
  noStore(fastify);

  const { adminBarcodes: list, adminDecideBarcode: decide } = restContract;
  registerContractRoute(app, list, {
    handler: async () => adminBarcodes(deps),
  });

  registerContractRoute(app, decide, {
    handler: async (request) =>
      decideBarcode(deps, signedInUser(request).id, request.body.code, request.body.catalogPaintId, request.body.decision),
  });
};
