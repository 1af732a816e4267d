import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  adminFeedbackEntrySchema,
  adminFeedbackListSchema,
  adminFeedbackQuerySchema,
  adminMessages,
  adminStatsSchema,
  adminUserListSchema,
  adminUserSchema,
  backupFileSchema,
  backupListSchema,
  catalogCorrectionAnswerSchema,
  catalogCorrectionListSchema,
  catalogCorrectionRequestSchema,
  catalogPaintSchema,
  feedbackTriageRequestSchema,
  messageResponseSchema,
} from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { idParamsSchema, noStore, restErrors } from '../../http/rest.js';
import { ApiError } from '../../plugins/api-error.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { correctCatalogColor, listCorrections, removeCorrection } from '../catalog-corrections/corrections.js';
import type { LiveCatalog } from '../catalog-corrections/live-catalog.js';
import { listAllFeedback, triageFeedback } from '../feedback/service.js';
import type { BackupService } from '../operations/backups.js';
import { requireAdmin } from './guard.js';
import { adminStats } from './stats.js';
import { deleteUser, listUsers, setAdmin } from './users.js';

export interface AdminDeps {
  db: Kysely<Database>;
  catalog: LiveCatalog;
  startedAt: Date;
  /** Undefined where the database makes its own backups (Postgres). */
  backups: BackupService | undefined;
  flushResponseCounts: () => Promise<void>;
}

// No body arrives as null.
const toggleAdminBodySchema = z.object({ isAdmin: z.boolean().optional() }).nullish();
const paintParamsSchema = z.object({ paintId: z.string().min(1).max(100) });

/** `/api/admin/*` (spec §2, §6, §7): every route for admins only, checked in the database on every request. */
export const adminRoutes: FastifyPluginAsync<AdminDeps> = async (fastify, deps) => {
  const { db, catalog } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdmin(fastify, db);
  noStore(fastify);

  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema, ...restErrors } } }, async () =>
    adminStats({ ...deps, catalogPaints: () => catalog.paints.length }),
  );

  app.get('/api/admin/users', { schema: { response: { 200: adminUserListSchema, ...restErrors } } }, async () => listUsers(db));

  // The spec's toggle sends no body; a switch may send the state it shows ({isAdmin}), which makes a retry harmless.
  app.post(
    '/api/admin/users/:id/toggle-admin',
    { schema: { params: idParamsSchema, body: toggleAdminBodySchema, response: { 200: adminUserSchema, ...restErrors } } },
    async (request) => setAdmin(db, signedInUser(request).id, request.params.id, request.body?.isAdmin),
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...restErrors } } },
    async (request) => {
      await deleteUser(db, signedInUser(request).id, request.params.id);
      return { message: adminMessages.deleteSuccess };
    },
  );

  app.get(
    '/api/admin/feedback',
    { schema: { querystring: adminFeedbackQuerySchema, response: { 200: adminFeedbackListSchema, ...restErrors } } },
    async (request) => listAllFeedback(db, catalog, request.query),
  );

  app.patch(
    '/api/admin/feedback/:id',
    { schema: { params: idParamsSchema, body: feedbackTriageRequestSchema, response: { 200: adminFeedbackEntrySchema, ...restErrors } } },
    async (request) => triageFeedback(db, catalog, request.params.id, request.body),
  );

  app.get('/api/admin/catalog/corrections', { schema: { response: { 200: catalogCorrectionListSchema, ...restErrors } } }, async () =>
    listCorrections(db, catalog),
  );

  app.put(
    '/api/admin/catalog/:paintId/color',
    {
      schema: {
        params: paintParamsSchema,
        body: catalogCorrectionRequestSchema,
        response: { 200: catalogCorrectionAnswerSchema, ...restErrors },
      },
    },
    async (request) => {
      const correction = await correctCatalogColor(db, catalog, request.params.paintId, request.body.color, signedInUser(request).id);
      return { ...correction, etag: catalog.etag };
    },
  );

  app.delete(
    '/api/admin/catalog/:paintId/color',
    { schema: { params: paintParamsSchema, response: { 200: catalogPaintSchema, ...restErrors } } },
    async (request) => removeCorrection(db, catalog, request.params.paintId),
  );

  const backups = () => {
    if (deps.backups === undefined) throw new ApiError(409, 'backups-unavailable', adminMessages.backupsUnavailable);
    return deps.backups;
  };

  app.get('/api/admin/backups', { schema: { response: { 200: backupListSchema, ...restErrors } } }, async () => backups().list());

  app.post('/api/admin/backups', { schema: { response: { 201: backupFileSchema, ...restErrors } } }, async (_request, reply) =>
    reply.code(201).send(await backups().backupNow()),
  );
};
