import type { FastifyPluginAsync } from 'fastify';
import { restContract } from '@paintforge/sync-protocol';
import { registerContractRoute } from '../../http/contract-route.js';
import { noStore } from '../../http/rest.js';
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
  registerContractRoute(app, recipe, {
    onRequest: authenticate,
    handler: async (request) => listProjectRecipe(sync.db, signedInUser(request).id, request.params.id),
  });

  registerContractRoute(app, add, {
    onRequest: authenticate,
    handler: async (request, reply) =>
      reply.code(add.status).send(await addRecipePaint(sync, signedInUser(request).id, request.params.id, request.body)),
  });

  registerContractRoute(app, remove, {
    onRequest: authenticate,
    handler: async (request) => {
      await removeRecipePaint(sync, signedInUser(request).id, request.params.id, request.params.paintId);
      return { message: 'Paint removed from the recipe.' };
    },
  });
};
