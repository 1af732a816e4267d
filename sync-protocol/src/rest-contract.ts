import { z } from 'zod';
import {
  adminFeedbackEntrySchema,
  adminFeedbackListSchema,
  adminFeedbackQuerySchema,
  adminStatsSchema,
  adminUserListSchema,
  adminUserSchema,
  backupFileSchema,
  backupListSchema,
  catalogCorrectionAnswerSchema,
  catalogCorrectionListSchema,
  catalogCorrectionRequestSchema,
  feedbackTriageRequestSchema,
} from './admin.js';
import { messageResponseSchema } from './auth.js';
import { catalogPaintSchema } from './catalog.js';

/**
 * The online REST calls as one typed table: each route's method, path and zod schemas, read by the Fastify routes
 * (api) to register and check them and by the web's typed client (web/src/data/rest-client.ts) to call them, so
 * the two cannot drift apart. Routes move here one feature at a time; a route not listed is still declared in its
 * api feature alone.
 */
export interface RestRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's syntax: `:name` is a path parameter, filled in by the client from `params`. */
  readonly path: string;
  readonly params?: z.ZodType<Record<string, string>>;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /** The success status (200 unless said). */
  readonly status?: number;
  readonly response: z.ZodType;
}

function route<const R extends RestRoute>(definition: R): R {
  return definition;
}

/** Ids in paths: a user's rows have UUIDs, but an unknown or malformed id is simply not found (404), never a 400. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** The spec's toggle sends no body; a switch may send the state it shows, which makes a retry harmless. No body is null. */
const toggleAdminBodySchema = z.object({ isAdmin: z.boolean().optional() }).nullish();

const paintParamsSchema = z.object({ paintId: z.string().min(1).max(100) });

export const restContract = {
  adminStats: route({ method: 'GET', path: '/api/admin/stats', response: adminStatsSchema }),
  adminUsers: route({ method: 'GET', path: '/api/admin/users', response: adminUserListSchema }),
  adminSetAdmin: route({
    method: 'POST',
    path: '/api/admin/users/:id/toggle-admin',
    params: idParamsSchema,
    body: toggleAdminBodySchema,
    response: adminUserSchema,
  }),
  adminDeleteUser: route({ method: 'DELETE', path: '/api/admin/users/:id', params: idParamsSchema, response: messageResponseSchema }),
  adminFeedback: route({ method: 'GET', path: '/api/admin/feedback', query: adminFeedbackQuerySchema, response: adminFeedbackListSchema }),
  adminTriageFeedback: route({
    method: 'PATCH',
    path: '/api/admin/feedback/:id',
    params: idParamsSchema,
    body: feedbackTriageRequestSchema,
    response: adminFeedbackEntrySchema,
  }),
  adminCorrections: route({ method: 'GET', path: '/api/admin/catalog/corrections', response: catalogCorrectionListSchema }),
  adminCorrectColor: route({
    method: 'PUT',
    path: '/api/admin/catalog/:paintId/color',
    params: paintParamsSchema,
    body: catalogCorrectionRequestSchema,
    response: catalogCorrectionAnswerSchema,
  }),
  adminRemoveCorrection: route({
    method: 'DELETE',
    path: '/api/admin/catalog/:paintId/color',
    params: paintParamsSchema,
    response: catalogPaintSchema,
  }),
  adminBackups: route({ method: 'GET', path: '/api/admin/backups', response: backupListSchema }),
  adminBackupNow: route({ method: 'POST', path: '/api/admin/backups', status: 201, response: backupFileSchema }),
} as const;

export type RestContract = typeof restContract;
export type RestRouteName = keyof RestContract;
