import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, noStore, restErrors } from '../../http/rest.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import type { SyncDeps } from '../sync/apply.js';
import { addRecipePaint, listProjectRecipe, recipeBodySchema, recipeLinkSchema, removeRecipePaint } from './service.js';

const linkParamsSchema = idParamsSchema.extend({ paintId: z.string().min(1).max(200) });

/** The spec's REST calls for a project's recipe (§7), written through the sync mutations. */
export const recipeRoutes: FastifyPluginAsync<{ sync: SyncDeps }> = async (fastify, { sync }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);
  noStore(fastify);

  app.get(
    '/api/projects/:id/paints',
    { onRequest: authenticate, schema: { params: idParamsSchema, response: { 200: z.array(recipeLinkSchema), ...restErrors } } },
    async (request) => listProjectRecipe(sync.db, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/projects/:id/paints',
    {
      onRequest: authenticate,
      schema: { params: idParamsSchema, body: recipeBodySchema, response: { 201: recipeLinkSchema, ...restErrors } },
    },
    async (request, reply) => reply.code(201).send(await addRecipePaint(sync, signedInUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/projects/:id/paints/:paintId',
    { onRequest: authenticate, schema: { params: linkParamsSchema, response: { 200: messageSchema, ...restErrors } } },
    async (request) => {
      await removeRecipePaint(sync, signedInUser(request).id, request.params.id, request.params.paintId);
      return { message: 'Paint removed from the recipe.' };
    },
  );
};
