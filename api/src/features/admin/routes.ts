import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { adminMessages, restContract } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { registerContractRoute } from '../../http/contract-route.js';
import { noStore } from '../../http/rest.js';
import { ApiError } from '../../plugins/api-error.js';
import { signedInUser } from '../../plugins/auth.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { dismissAgreement, pendingAgreements } from '../catalog-corrections/agreed-reports.js';
import { listColourChanges } from '../catalog-corrections/colour-changes.js';
import { catalogPaintOrThrow, correctCatalogColor, listCorrections, removeCorrection } from '../catalog-corrections/corrections.js';
import { acceptedMeasurement } from '../catalog-corrections/measured-colours.js';
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
  registerContractRoute(app, stats, { handler: async () => adminStats({ ...deps, catalogPaints: () => catalog.paints.length }) });

  registerContractRoute(app, users, { handler: async () => listUsers(db) });

  registerContractRoute(app, toggle, {
    handler: async (request) => setAdmin(db, signedInUser(request).id, request.params.id, request.body?.isAdmin),
  });

  registerContractRoute(app, remove, {
    handler: async (request) => {
      await deleteUser(db, signedInUser(request).id, request.params.id);
      return { message: adminMessages.deleteSuccess };
    },
  });

  const { adminFeedback: feedback, adminTriageFeedback: triage, adminCorrections: corrections } = restContract;
  registerContractRoute(app, feedback, { handler: async (request) => listAllFeedback(db, catalog, request.query) });

  registerContractRoute(app, triage, {
    handler: async (request) => triageFeedback(db, catalog, request.params.id, request.body),
  });

  registerContractRoute(app, corrections, { handler: async () => listCorrections(db, catalog) });

  const { adminCorrectColor: correct, adminRemoveCorrection: uncorrect } = restContract;
  registerContractRoute(app, correct, {
    handler: async (request) => {
      const { color, reportIds = [] } = request.body;
      // Accepting one painter's measurement makes the colour a measured one (issue 36), with its pooled stop.
      const measured = await acceptedMeasurement(db, catalogPaintOrThrow(catalog, request.params.paintId), color, reportIds);
      const by = { actorId: signedInUser(request).id, source: 'admin' as const, reportIds, measured };
      const correction = await correctCatalogColor(db, catalog, request.params.paintId, color, by);
      return { ...correction, etag: catalog.etag };
    },
  });

  registerContractRoute(app, uncorrect, {
    handler: async (request) => removeCorrection(db, catalog, request.params.paintId, signedInUser(request).id),
  });

  const { adminColourAgreements: agreements, adminDismissAgreement: dismiss, adminColourChanges: changes } = restContract;
  registerContractRoute(app, agreements, { handler: async () => pendingAgreements(db, catalog) });

  registerContractRoute(app, dismiss, {
    handler: async (request) => dismissAgreement(db, catalog, request.params.paintId, signedInUser(request).id),
  });

  registerContractRoute(app, changes, { handler: async () => listColourChanges(db, catalog) });

  const backups = () => {
    if (deps.backups === undefined) throw new ApiError(409, 'backups-unavailable', adminMessages.backupsUnavailable);
    return deps.backups;
  };

  const { adminBackups: list, adminBackupNow: backupNow } = restContract;
  registerContractRoute(app, list, { handler: async () => backups().list() });

  registerContractRoute(app, backupNow, {
    handler: async (_request, reply) => reply.code(backupNow.status).send(await backups().backupNow()),
  });
};
