import type { FastifyPluginAsync } from 'fastify';
import { restContract } from '@paintforge/sync-protocol';
import { registerContractRoute } from '../../http/contract-route.js';
import { noStore } from '../../http/rest.js';
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
  registerContractRoute(app, projects, {
    onRequest: authenticate,
    handler: async (request) => listProjects(sync.db, signedInUser(request).id),
  });

  registerContractRoute(app, create, {
    onRequest: authenticate,
    bodyLimit: projectBodyLimit,
    handler: async (request, reply) => reply.code(create.status).send(await createProject(sync, signedInUser(request).id, request.body)),
  });

  // Sharing, for clients other than the app (which shares offline through its own outbox): the same mutations.
  registerContractRoute(app, share, {
    onRequest: authenticate,
    handler: async (request) => shareProject(sync, signedInUser(request).id, request.params.id, appUrl),
  });

  registerContractRoute(app, unshare, {
    onRequest: authenticate,
    handler: async (request) => {
      await unshareProject(sync, signedInUser(request).id, request.params.id);
      return { message: 'Sharing stopped. The old link no longer works.' };
    },
  });
};
