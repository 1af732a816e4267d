import type { FastifyPluginAsync } from 'fastify';
import { restContract } from '@paintforge/sync-protocol';
import { registerContractRoute } from '../../http/contract-route.js';
import { noStore, restErrors } from '../../http/rest.js';
import { signedInUser } from '../../plugins/auth.js';
import { createLimiter } from '../../plugins/rate-limits.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { settleReportedColour } from '../catalog-corrections/agreed-reports.js';
import type { LiveCatalog } from '../catalog-corrections/live-catalog.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createFeedback, feedbackPerPainterPerHour, listOwnFeedback } from './service.js';

/** Spec §7: a signed-in painter sends feedback and reads their own. */
export const feedbackRoutes: FastifyPluginAsync<{ db: Kysely<Database>; catalog: LiveCatalog }> = async (fastify, { db, catalog }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = app.authenticate.bind(app);
  noStore(fastify);
  const perUser = createLimiter(fastify, {
    name: 'feedback-per-user',
    max: feedbackPerPainterPerHour,
    timeWindow: '1 hour',
    key: (request) => signedInUser(request).id,
  });

  const { sendFeedback: send, ownFeedback: own } = restContract;
  registerContractRoute(app, send, {
    onRequest: authenticate,
    preHandler: (request, reply) => perUser.hit(request, reply),
    // A message already received (a retry) answers 200 with the stored entry.
    answers: { 200: send.response, ...restErrors },
    handler: async (request, reply) => {
      const userId = signedInUser(request).id;
      const { entry, created } = await createFeedback(db, catalog, userId, request.body);
      const report = request.body.colorReport;
      if (created && report !== undefined) await settleReportedColour(db, catalog, report.paintId);
      return reply.code(created ? send.status : 200).send(entry);
    },
  });

  registerContractRoute(app, own, {
    onRequest: authenticate,
    handler: async (request) => listOwnFeedback(db, catalog, signedInUser(request).id),
  });
};
