import type { FastifyPluginAsync } from 'fastify';
import { restContract } from '@paintforge/sync-protocol';
import { noStore, restErrors } from '../../http/rest.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import type { SyncDeps } from '../sync/apply.js';
import { createProject, listProjects, projectBodyLimit } from './service.js';
import { shareProject, unshareProject } from './share.js';

/** The spec's REST calls for painted miniatures (§7), written through the sync mutations. */
export const projectRoutes: FastifyPluginAsync<{ sync: SyncDeps; appUrl: string }> = async (fastify, { sync, appUrl }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);
  noStore(fastify);

  const { projects, createProject: create, shareProject: share, unshareProject: unshare } = restContract;
  app.route({
    method: projects.method,
    url: projects.path,
    onRequest: authenticate,
    schema: { response: { 200: projects.response, ...restErrors } },
    handler: async (request) => listProjects(sync.db, signedInUser(request).id),
  });

  app.route({
    method: create.method,
    url: create.path,
    onRequest: authenticate,
    bodyLimit: projectBodyLimit,
    schema: { body: create.body, response: { [create.status]: create.response, ...restErrors } },
    handler: async (request, reply) => reply.code(create.status).send(await createProject(sync, signedInUser(request).id, request.body)),
  });

  // Sharing, for clients other than the app (which shares offline through its own outbox): the same mutations.
  app.route({
    method: share.method,
    url: share.path,
    onRequest: authenticate,
    schema: { params: share.params, response: { 200: share.response, ...restErrors } },
    handler: async (request) => shareProject(sync, signedInUser(request).id, request.params.id, appUrl),
  });

  app.route({
    method: unshare.method,
    url: unshare.path,
    onRequest: authenticate,
    schema: { params: unshare.params, response: { 200: unshare.response, ...restErrors } },
    handler: async (request) => {
      await unshareProject(sync, signedInUser(request).id, request.params.id);
      return { message: 'Sharing stopped. The old link no longer works.' };
    },
  });
};
