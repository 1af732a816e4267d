import type { FastifyPluginAsync } from 'fastify';
import { restContract } from '@paintforge/sync-protocol';
import { noStore, restErrors } from '../../http/rest.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import type { SyncDeps } from '../sync/apply.js';
import { addRecipePaint, listProjectRecipe, removeRecipePaint } from './service.js';

/** The spec's REST calls for a project's recipe (§7), written through the sync mutations. */
export const recipeRoutes: FastifyPluginAsync<{ sync: SyncDeps }> = async (fastify, { sync }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);
  noStore(fastify);

  const { recipe, addRecipePaint: add, removeRecipePaint: remove } = restContract;
  app.route({
    method: recipe.method,
    url: recipe.path,
    onRequest: authenticate,
    schema: { params: recipe.params, response: { 200: recipe.response, ...restErrors } },
    handler: async (request) => listProjectRecipe(sync.db, signedInUser(request).id, request.params.id),
  });

  app.route({
    method: add.method,
    url: add.path,
    onRequest: authenticate,
    schema: { params: add.params, body: add.body, response: { [add.status]: add.response, ...restErrors } },
    handler: async (request, reply) =>
      reply.code(add.status).send(await addRecipePaint(sync, signedInUser(request).id, request.params.id, request.body)),
  });

  app.route({
    method: remove.method,
    url: remove.path,
    onRequest: authenticate,
    schema: { params: remove.params, response: { 200: remove.response, ...restErrors } },
    handler: async (request) => {
      await removeRecipePaint(sync, signedInUser(request).id, request.params.id, request.params.paintId);
      return { message: 'Paint removed from the recipe.' };
    },
  });
};
