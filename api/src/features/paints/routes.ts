import type { FastifyPluginAsync } from 'fastify';
import { restContract } from '@paintforge/sync-protocol';
import { registerContractRoute } from '../../http/contract-route.js';
import { noStore } from '../../http/rest.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import type { SyncDeps } from '../sync/apply.js';
import { createPaint, deletePaint, inventoryStats, listPaintsPage, updatePaint, type PaintResponse } from './service.js';
import { isPaged, paintListQuerySchema } from './paging.js';
import { authenticateInventoryRead, inventoryAnswer } from './inventory-read.js';

/**
 * The inventory read answers every paint of a collection, the app's most frequent request. Its rows come from the
 * paint table, written only through the sync mutations, whose zod schemas check every field; checking each of them
 * again on every read (the schema still documents the answer) was the largest part of the request's CPU profile, so
 * this route's answer is not checked: a page is serialised as it is, and the whole list arrives as JSON text written
 * by the database (paint-json.ts) with the session check (inventory-read.ts), which is sent as it is.
 */
const asJson = () => (data: unknown) => JSON.stringify(data);

/** The spec's REST calls for a user's paints (§7), written through the sync mutations (features/sync/apply.ts). */
export const paintRoutes: FastifyPluginAsync<{ sync: SyncDeps }> = async (fastify, { sync }) => {
  const { db } = sync;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);
  noStore(fastify);

  const { paints, createPaint: create, updatePaint: update, deletePaint: remove, inventoryStats: stats } = restContract;
  registerContractRoute(app, paints, {
    onRequest: (request) => authenticateInventoryRead(fastify, db, request),
    serializerCompiler: asJson,
    // The contract's query, with `after` read as this server's cursor (paging.ts).
    query: paintListQuerySchema,
    handler: async (request, reply) => {
      const userId = signedInUser(request).id;
      if (isPaged(request.query)) return listPaintsPage(db, userId, request.query);
      // JSON text already: sent as it is (a string with a JSON type is not serialised again). The schema above still
      // documents it, which is all the cast claims.
      const answer = inventoryAnswer(request) as unknown as PaintResponse[];
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  });

  registerContractRoute(app, create, {
    onRequest: authenticate,
    handler: async (request, reply) => reply.code(create.status).send(await createPaint(sync, signedInUser(request).id, request.body)),
  });

  registerContractRoute(app, update, {
    onRequest: authenticate,
    handler: async (request) => updatePaint(sync, signedInUser(request).id, request.params.id, request.body),
  });

  registerContractRoute(app, remove, {
    onRequest: authenticate,
    handler: async (request) => {
      await deletePaint(sync, signedInUser(request).id, request.params.id);
      return { message: 'Paint deleted.' };
    },
  });

  registerContractRoute(app, stats, {
    onRequest: authenticate,
    handler: async (request) => inventoryStats(db, signedInUser(request).id),
  });
};
