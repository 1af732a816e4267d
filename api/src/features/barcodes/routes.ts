import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  adminBarcodeListSchema,
  barcodeAnswerSchema,
  barcodeCodeSchema,
  barcodeDecisionAnswerSchema,
  barcodeDecisionRequestSchema,
  barcodeLinkRequestSchema,
  ownBarcodeLinksSchema,
  sharedBarcodeMapSchema,
} from '@paintforge/sync-protocol';
import { etagMatches } from '../../http/conditional.js';
import { noStore, restErrors } from '../../http/rest.js';
import { rateLimitedBody } from '../../plugins/api-error.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { requireAdmin } from '../admin/guard.js';
import { adminBarcodes, decideBarcode, linkBarcode, lookUpBarcode, ownBarcodeLinks, type BarcodeDeps } from './service.js';
import { readSharedBarcodes, rebuildSharedBarcodes } from './shared-map.js';
import { createLimiter } from '../../plugins/rate-limits.js';

const codeParamsSchema = z.object({ code: barcodeCodeSchema });

/**
 * The shared code map (issue 14), public like the catalog it points into: every device keeps it for offline scans and
 * asks "has it changed?" with its ETag, so a refresh with no new codes is a 304. The map is stored as served
 * (shared-map.ts), so a read, 304 or not, counts nothing.
 */
export const sharedBarcodeRoutes: FastifyPluginAsync<BarcodeDeps> = async (fastify, { db }) => {
  fastify.get('/api/barcodes/shared', { schema: { response: { 200: sharedBarcodeMapSchema, 304: z.void() } } }, async (request, reply) => {
    const { json, etag } = (await readSharedBarcodes(db)) ?? (await rebuildSharedBarcodes(db));
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
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

  app.get('/api/barcodes/mine', { schema: { response: { 200: ownBarcodeLinksSchema, ...restErrors } } }, async (request) =>
    ownBarcodeLinks(deps.db, signedInUser(request).id),
  );

  app.get(
    '/api/barcodes/:code',
    { schema: { params: codeParamsSchema, response: { 200: barcodeAnswerSchema, ...restErrors } } },
    async (request) => lookUpBarcode(deps, signedInUser(request).id, request.params.code),
  );

  app.post(
    '/api/barcodes',
    {
      schema: { body: barcodeLinkRequestSchema, response: { 200: barcodeAnswerSchema, ...restErrors } },
      preHandler: (request, reply) => linksPerPainter.hit(request, reply),
    },
    async (request) => linkBarcode(deps, signedInUser(request).id, request.body.code, request.body.catalogPaintId),
  );
};

/** `/api/admin/barcodes`: proposed and conflicting codes, and the admin's confirm or reject. */
export const adminBarcodeRoutes: FastifyPluginAsync<BarcodeDeps> = async (fastify, deps) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdmin(fastify, deps.db);
  noStore(fastify);

  app.get('/api/admin/barcodes', { schema: { response: { 200: adminBarcodeListSchema, ...restErrors } } }, async () => adminBarcodes(deps));

  app.post(
    '/api/admin/barcodes/decisions',
    { schema: { body: barcodeDecisionRequestSchema, response: { 200: barcodeDecisionAnswerSchema, ...restErrors } } },
    async (request) => decideBarcode(deps, signedInUser(request).id, request.body.code, request.body.catalogPaintId, request.body.decision),
  );
};
