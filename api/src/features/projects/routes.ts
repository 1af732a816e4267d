import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, noStore, restErrors } from '../../http/rest.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import type { SyncDeps } from '../sync/apply.js';
import { createProject, listProjects, projectBodyLimit, projectBodySchema, projectResponseSchema } from './service.js';
import { shareProject, shareResponseSchema, unshareProject } from './share.js';

/** The spec's REST calls for painted miniatures (§7), written through the sync mutations. */
export const projectRoutes: FastifyPluginAsync<{ sync: SyncDeps; appUrl: string }> = async (fastify, { sync, appUrl }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);
  noStore(fastify);

  app.get(
    '/api/projects',
    { onRequest: authenticate, schema: { response: { 200: z.array(projectResponseSchema), ...restErrors } } },
    async (request) => listProjects(sync.db, signedInUser(request).id),
  );

  app.post(
    '/api/projects',
    {
      onRequest: authenticate,
      bodyLimit: projectBodyLimit,
      schema: { body: projectBodySchema, response: { 201: projectResponseSchema, ...restErrors } },
    },
    async (request, reply) => reply.code(201).send(await createProject(sync, signedInUser(request).id, request.body)),
  );

  // Sharing, for clients other than the app (which shares offline through its own outbox): the same mutations.
  app.post(
    '/api/projects/:id/share',
    { onRequest: authenticate, schema: { params: idParamsSchema, response: { 200: shareResponseSchema, ...restErrors } } },
    async (request) => shareProject(sync, signedInUser(request).id, request.params.id, appUrl),
  );

  app.delete(
    '/api/projects/:id/share',
    { onRequest: authenticate, schema: { params: idParamsSchema, response: { 200: messageSchema, ...restErrors } } },
    async (request) => {
      await unshareProject(sync, signedInUser(request).id, request.params.id);
      return { message: 'Sharing stopped. The old link no longer works.' };
    },
  );
};
