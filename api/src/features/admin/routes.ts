import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { adminMessages, restContract } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { noStore, restErrors } from '../../http/rest.js';
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

/** `/api/admin/*` (spec §2, §6, §7): every route for admins only, checked in the database on every request. */
export const adminRoutes: FastifyPluginAsync<AdminDeps> = async (fastify, deps) => {
  const { db, catalog } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdmin(fastify, db);
  noStore(fastify);

  const { adminStats: stats, adminUsers: users, adminSetAdmin: toggle, adminDeleteUser: remove } = restContract;
  app.route({
    method: stats.method,
    url: stats.path,
    schema: { response: { 200: stats.response, ...restErrors } },
    handler: async () => adminStats({ ...deps, catalogPaints: () => catalog.paints.length }),
  });

  app.route({
    method: users.method,
    url: users.path,
    schema: { response: { 200: users.response, ...restErrors } },
    handler: async () => listUsers(db),
  });

  app.route({
    method: toggle.method,
    url: toggle.path,
    schema: { params: toggle.params, body: toggle.body, response: { 200: toggle.response, ...restErrors } },
    handler: async (request) => setAdmin(db, signedInUser(request).id, request.params.id, request.body?.isAdmin),
  });

  app.route({
    method: remove.method,
    url: remove.path,
    schema: { params: remove.params, response: { 200: remove.response, ...restErrors } },
    handler: async (request) => {
      await deleteUser(db, signedInUser(request).id, request.params.id);
      return { message: adminMessages.deleteSuccess };
    },
  });

  const { adminFeedback: feedback, adminTriageFeedback: triage, adminCorrections: corrections } = restContract;
  app.route({
    method: feedback.method,
    url: feedback.path,
    schema: { querystring: feedback.query, response: { 200: feedback.response, ...restErrors } },
    handler: async (request) => listAllFeedback(db, catalog, request.query),
  });

  app.route({
    method: triage.method,
    url: triage.path,
    schema: { params: triage.params, body: triage.body, response: { 200: triage.response, ...restErrors } },
    handler: async (request) => triageFeedback(db, catalog, request.params.id, request.body),
  });

  app.route({
    method: corrections.method,
    url: corrections.path,
    schema: { response: { 200: corrections.response, ...restErrors } },
    handler: async () => listCorrections(db, catalog),
  });

  const { adminCorrectColor: correct, adminRemoveCorrection: uncorrect } = restContract;
  app.route({
    method: correct.method,
    url: correct.path,
    schema: { params: correct.params, body: correct.body, response: { 200: correct.response, ...restErrors } },
    handler: async (request) => {
      const correction = await correctCatalogColor(db, catalog, request.params.paintId, request.body.color, signedInUser(request).id);
      return { ...correction, etag: catalog.etag };
    },
  });

  app.route({
    method: uncorrect.method,
    url: uncorrect.path,
    schema: { params: uncorrect.params, response: { 200: uncorrect.response, ...restErrors } },
    handler: async (request) => removeCorrection(db, catalog, request.params.paintId),
  });

  const backups = () => {
    if (deps.backups === undefined) throw new ApiError(409, 'backups-unavailable', adminMessages.backupsUnavailable);
    return deps.backups;
  };

  const { adminBackups: list, adminBackupNow: backupNow } = restContract;
  app.route({
    method: list.method,
    url: list.path,
    schema: { response: { 200: list.response, ...restErrors } },
    handler: async () => backups().list(),
  });

  app.route({
    method: backupNow.method,
    url: backupNow.path,
    schema: { response: { [backupNow.status]: backupNow.response, ...restErrors } },
    handler: async (_request, reply) => reply.code(backupNow.status).send(await backups().backupNow()),
  });
};
