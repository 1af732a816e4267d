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
  feedbackTriageRequestSchema,
} from './admin.js';
import {
  catalogCorrectionRequestSchema,
  colourAgreementListSchema,
  colourChangeListSchema,
  colourChangeSchema,
} from './colour-agreements.js';
import {
  authUserSchema,
  deleteAccountRequestSchema,
  emailChangeRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordChangeRequestSchema,
  pendingEmailResponseSchema,
  profileImageRequestSchema,
  profileUpdateRequestSchema,
  languageUpdateRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from './auth.js';
import {
  adminBarcodeListSchema,
  barcodeAnswerSchema,
  barcodeCodeSchema,
  barcodeDecisionAnswerSchema,
  barcodeDecisionRequestSchema,
  barcodeLinkRequestSchema,
  ownBarcodeLinksSchema,
  sharedBarcodeMapSchema,
} from './barcode.js';
import { catalogPaintSchema, catalogResponseSchema } from './catalog.js';
import { feedbackEntrySchema, feedbackListSchema, feedbackRequestSchema } from './feedback.js';
import {
  catalogSearchQuerySchema,
  healthySchema,
  imageBytesSchema,
  imageLinkRequestSchema,
  inventoryStatsSchema,
  paintListQuerySchema,
  paintPageSchema,
  paintResponseSchema,
  projectResponseSchema,
  recipeLinkSchema,
  restObjectBodySchema,
  shareResponseSchema,
  showcaseTokenParamsSchema,
} from './rest-answers.js';
import { showcaseSchema } from './showcase.js';

/**
 * The online REST calls as one typed table: each route's method, path and zod schemas, read by the Fastify routes
 * (through api/src/http/contract-route.ts) to register and check them and by the web's typed client
 * (web/src/data/server/rest-client.ts) to call them, so the two cannot drift apart. api/src/http/rest-contract.test.ts
 * checks that every route here is served, and that every JSON route under /api is here, except these, which are not
 * REST calls:
 * - POST /api/sync/push and /api/sync/pull: the sync protocol, whose messages are declared in messages.ts;
 * - PUT and GET /api/blobs/:sha256: a photo's bytes, not JSON;
 * - the showcase's HTML page and photos (/showcase/...), and the /api/showcase/* catch-all that answers 404.
 * A route's `response` is its success answer; a route may add others (a 304, the health check's 503) in the api.
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
/** A recipe row's path: the miniature's id and the paint's, either unknown one simply not found. */
const recipePaintParamsSchema = idParamsSchema.extend({ paintId: z.string().min(1).max(200) });
const barcodeParamsSchema = z.object({ code: barcodeCodeSchema });

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
  adminColourAgreements: route({ method: 'GET', path: '/api/admin/catalog/agreements', response: colourAgreementListSchema }),
  adminDismissAgreement: route({
    method: 'DELETE',
    path: '/api/admin/catalog/:paintId/agreement',
    params: paintParamsSchema,
    response: colourChangeSchema,
  }),
  adminColourChanges: route({ method: 'GET', path: '/api/admin/catalog/changes', response: colourChangeListSchema }),
  adminBackups: route({ method: 'GET', path: '/api/admin/backups', response: backupListSchema }),
  adminBackupNow: route({ method: 'POST', path: '/api/admin/backups', status: 201, response: backupFileSchema }),
  adminBarcodes: route({ method: 'GET', path: '/api/admin/barcodes', response: adminBarcodeListSchema }),
  adminDecideBarcode: route({
    method: 'POST',
    path: '/api/admin/barcodes/decisions',
    body: barcodeDecisionRequestSchema,
    response: barcodeDecisionAnswerSchema,
  }),

  // Accounts (docs/accounts-api.md).
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    body: registerRequestSchema,
    status: 201,
    response: messageResponseSchema,
  }),
  login: route({ method: 'POST', path: '/api/auth/login', body: loginRequestSchema, response: loginResponseSchema }),
  logout: route({ method: 'POST', path: '/api/auth/logout', response: messageResponseSchema }),
  me: route({ method: 'GET', path: '/api/auth/me', response: authUserSchema }),
  verifyEmail: route({ method: 'POST', path: '/api/auth/verify-email', body: verifyEmailRequestSchema, response: messageResponseSchema }),
  resendVerification: route({ method: 'POST', path: '/api/auth/resend-verification', response: messageResponseSchema }),
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  updateProfile: route({ method: 'PATCH', path: '/api/auth/profile', body: profileUpdateRequestSchema, response: authUserSchema }),
  // Issue 38: the painter's language, kept for their other devices and their mails.
  setLanguage: route({ method: 'PATCH', path: '/api/auth/language', body: languageUpdateRequestSchema, response: authUserSchema }),
  requestEmailChange: route({
    method: 'POST',
    path: '/api/auth/request-email-change',
    body: emailChangeRequestSchema,
    response: pendingEmailResponseSchema,
  }),
  confirmEmailChange: route({
    method: 'POST',
    path: '/api/auth/confirm-email-change',
    body: verifyEmailRequestSchema,
    response: messageResponseSchema,
  }),
  changePassword: route({
    method: 'PATCH',
    path: '/api/auth/password',
    body: passwordChangeRequestSchema,
    response: messageResponseSchema,
  }),
  setProfileImage: route({ method: 'PATCH', path: '/api/auth/profile-image', body: profileImageRequestSchema, response: authUserSchema }),
  removeProfileImage: route({ method: 'DELETE', path: '/api/auth/profile-image', response: authUserSchema }),
  deleteAccount: route({ method: 'DELETE', path: '/api/auth/account', body: deleteAccountRequestSchema, response: messageResponseSchema }),

  // Feedback (spec §7): 201 for a new message, 200 when the same message was already received (a retry).
  sendFeedback: route({ method: 'POST', path: '/api/feedback', body: feedbackRequestSchema, status: 201, response: feedbackEntrySchema }),
  ownFeedback: route({ method: 'GET', path: '/api/feedback', response: feedbackListSchema }),

  // A painter's paints, miniatures and recipes (spec §7), written through the sync mutations.
  paints: route({
    method: 'GET',
    path: '/api/paints',
    query: paintListQuerySchema,
    response: z.union([z.array(paintResponseSchema), paintPageSchema]),
  }),
  createPaint: route({ method: 'POST', path: '/api/paints', body: restObjectBodySchema, status: 201, response: paintResponseSchema }),
  updatePaint: route({
    method: 'PUT',
    path: '/api/paints/:id',
    params: idParamsSchema,
    body: restObjectBodySchema,
    response: paintResponseSchema,
  }),
  deletePaint: route({ method: 'DELETE', path: '/api/paints/:id', params: idParamsSchema, response: messageResponseSchema }),
  inventoryStats: route({ method: 'GET', path: '/api/inventory/stats', response: inventoryStatsSchema }),
  projects: route({ method: 'GET', path: '/api/projects', response: z.array(projectResponseSchema) }),
  createProject: route({ method: 'POST', path: '/api/projects', body: restObjectBodySchema, status: 201, response: projectResponseSchema }),
  shareProject: route({ method: 'POST', path: '/api/projects/:id/share', params: idParamsSchema, response: shareResponseSchema }),
  unshareProject: route({ method: 'DELETE', path: '/api/projects/:id/share', params: idParamsSchema, response: messageResponseSchema }),
  recipe: route({ method: 'GET', path: '/api/projects/:id/paints', params: idParamsSchema, response: z.array(recipeLinkSchema) }),
  addRecipePaint: route({
    method: 'POST',
    path: '/api/projects/:id/paints',
    params: idParamsSchema,
    body: restObjectBodySchema,
    status: 201,
    response: recipeLinkSchema,
  }),
  removeRecipePaint: route({
    method: 'DELETE',
    path: '/api/projects/:id/paints/:paintId',
    params: recipePaintParamsSchema,
    response: messageResponseSchema,
  }),

  // Barcodes (issue 14): the shared map is public (a 304 when unchanged); the rest is a painter's own.
  sharedBarcodes: route({ method: 'GET', path: '/api/barcodes/shared', response: sharedBarcodeMapSchema }),
  ownBarcodes: route({ method: 'GET', path: '/api/barcodes/mine', response: ownBarcodeLinksSchema }),
  lookUpBarcode: route({ method: 'GET', path: '/api/barcodes/:code', params: barcodeParamsSchema, response: barcodeAnswerSchema }),
  linkBarcode: route({ method: 'POST', path: '/api/barcodes', body: barcodeLinkRequestSchema, response: barcodeAnswerSchema }),

  // A photo from a pasted link, fetched by the server; the answer is the image's bytes.
  imageLink: route({ method: 'POST', path: '/api/image-links', body: imageLinkRequestSchema, response: imageBytesSchema }),

  // The shared catalog (public; the whole of it answers a 304 when unchanged) and its search.
  catalog: route({ method: 'GET', path: '/api/paints/all', response: catalogResponseSchema }),
  searchCatalog: route({ method: 'GET', path: '/api/paints/search', query: catalogSearchQuerySchema, response: catalogResponseSchema }),

  // A shared miniature, read by anyone with the link (a 304 when unchanged).
  showcase: route({ method: 'GET', path: '/api/showcase/:token', params: showcaseTokenParamsSchema, response: showcaseSchema }),

  // For load balancers and monitors: a 503 with the unhealthy shape when the database does not answer.
  health: route({ method: 'GET', path: '/api/health', response: healthySchema }),
} as const;

export type RestContract = typeof restContract;
export type RestRouteName = keyof RestContract;
