import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, noStore, restErrors } from '../../http/rest.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import type { SyncDeps } from '../sync/apply.js';
import {
  createPaint,
  deletePaint,
  inventoryStats,
  inventoryStatsSchema,
  listPaints,
  paintBodySchema,
  paintResponseSchema,
  updatePaint,
} from './service.js';

/** The spec's REST calls for a user's paints (§7), written through the sync mutations (features/sync/apply.ts). */
export const paintRoutes: FastifyPluginAsync<{ sync: SyncDeps }> = async (fastify, { sync }) => {
  const { db } = sync;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);
  noStore(fastify);

  app.get(
    '/api/paints',
    { onRequest: authenticate, schema: { response: { 200: z.array(paintResponseSchema), ...restErrors } } },
    async (request) => listPaints(db, signedInUser(request).id),
  );

  app.post(
    '/api/paints',
    { onRequest: authenticate, schema: { body: paintBodySchema, response: { 201: paintResponseSchema, ...restErrors } } },
    async (request, reply) => reply.code(201).send(await createPaint(sync, signedInUser(request).id, request.body)),
  );

  app.put(
    '/api/paints/:id',
    {
      onRequest: authenticate,
      schema: { params: idParamsSchema, body: paintBodySchema, response: { 200: paintResponseSchema, ...restErrors } },
    },
    async (request) => updatePaint(sync, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/paints/:id',
    { onRequest: authenticate, schema: { params: idParamsSchema, response: { 200: messageSchema, ...restErrors } } },
    async (request) => {
      await deletePaint(sync, signedInUser(request).id, request.params.id);
      return { message: 'Paint deleted.' };
    },
  );

  app.get(
    '/api/inventory/stats',
    { onRequest: authenticate, schema: { response: { 200: inventoryStatsSchema, ...restErrors } } },
    async (request) => inventoryStats(db, signedInUser(request).id),
  );
};
