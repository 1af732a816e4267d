import type { FastifyPluginAsync } from 'fastify';
import { feedbackEntrySchema, feedbackListSchema, feedbackRequestSchema } from '@paintforge/sync-protocol';
import { noStore, restErrors } from '../../http/rest.js';
import { signedInUser } from '../../plugins/auth.js';
import { createLimiter } from '../../plugins/rate-limits.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { correctOnAgreement } from '../catalog-corrections/agreed-reports.js';
import type { LiveCatalog } from '../catalog-corrections/live-catalog.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createFeedback, listOwnFeedback } from './service.js';

/** Spec §7: a signed-in painter sends feedback and reads their own. */
export const feedbackRoutes: FastifyPluginAsync<{ db: Kysely<Database>; catalog: LiveCatalog }> = async (fastify, { db, catalog }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);
  noStore(fastify);
  // Generous for a person, and for a device sending a day of queued messages at once; a flood is refused.
  const perUser = createLimiter(fastify, {
    name: 'feedback-per-user',
    max: 30,
    timeWindow: '1 hour',
    key: (request) => signedInUser(request).id,
  });

  app.post(
    '/api/feedback',
    {
      onRequest: authenticate,
      preHandler: (request, reply) => perUser.hit(request, reply),
      schema: { body: feedbackRequestSchema, response: { 200: feedbackEntrySchema, 201: feedbackEntrySchema, ...restErrors } },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { entry, created } = await createFeedback(db, catalog, userId, request.body);
      const report = request.body.colorReport;
      if (created && report !== undefined) await correctOnAgreement(db, catalog, { ...report, userId });
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.get('/api/feedback', { onRequest: authenticate, schema: { response: { 200: feedbackListSchema, ...restErrors } } }, async (request) =>
    listOwnFeedback(db, catalog, signedInUser(request).id),
  );
};
