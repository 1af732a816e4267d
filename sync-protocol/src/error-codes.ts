/* No zod here: constants.ts carries this file into the web's first download. */

/**
 * Every machine code an error answer (or a refused mutation) can carry: one closed set, so the client decides on
 * a code and never on the English of a message. Adding a code is a change here, where the web's mapping to words
 * (web/src/messages/error-text.ts) is type-checked to cover it.
 */
export const errorCodes = [
  // The request itself.
  'bad-request',
  'validation',
  'invalid-json',
  'payload-too-large',
  'too-deep',
  'uri-too-long',
  'headers-too-large',
  'length-required',
  'unsupported-media-type',
  'method-not-allowed',
  'not-acceptable',
  'not-found',
  'conflict',
  'rate-limited',
  'quota-exceeded',
  // A miniature's recipe already holds recipeRowsPerMiniature rows (limits.ts).
  'recipe-full',
  // A scheme already holds schemeLimits.stepsPerScheme steps (entities/scheme.ts).
  'scheme-full',
  // Sessions and accounts.
  'unauthenticated',
  'unauthorized',
  'forbidden',
  'invalid-credentials',
  'email-exists',
  'weak-password',
  'wrong-password',
  'same-email',
  'already-verified',
  'invalid-token',
  // 401: the session ended because the password was changed or reset (on another device): log in again.
  'password-changed',
  // The admin dashboard: an admin acting on their own account, and the guard that keeps one admin.
  'own-account',
  'last-admin',
  // The dashboard's backups, on a database backed up with its own tools (Postgres: pg_dump).
  'backups-unavailable',
  // Sync and photos.
  'client-mismatch',
  'out-of-order',
  // 426: the app is older than the server's protocol or schema (reload to update), or newer (the server must update).
  'app-too-old',
  'server-too-old',
  'hash-mismatch',
  'invalid-image',
  // A photo whose structure could not be walked to its end, so its hidden data could not be removed (issue 31).
  'unreadable-image',
  // An image link the server would not fetch (not an http(s) address, one with credentials, or one leading to a
  // private address), or could not.
  'image-link-invalid',
  'image-link-credentials',
  'image-link-private',
  'image-link-unreachable',
  // The server's side: worth a retry later.
  'internal',
  // The server is fetching as many linked images as it holds at once (503 with Retry-After).
  'image-links-busy',
  'mail-unavailable',
  'database-unavailable',
  'shutting-down',
  'app-not-built',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** What a refusal names, so the web can say which thing it was: a row of the painter's, or a photo. */
export const errorSubjects = ['paint', 'project', 'recipe', 'pileSettings', 'army', 'unit', 'scheme', 'photo'] as const;
export type ErrorSubject = (typeof errorSubjects)[number];

/**
 * The parameters that travel with a code (a refused mutation's, or a notice's): facts, never words. The web builds
 * the painter's sentence from the code and these (web/src/messages/).
 */
export interface ErrorParams {
  /** The thing that was not found, already exists or is over its limit. */
  subject?: ErrorSubject;
  /** For 'validation': the refused field, as a dotted path of the arguments. */
  field?: string;
  /** For 'validation' of a change this app does not know: its name. */
  mutation?: string;
  /** For 'quota-exceeded': the limit that was reached. */
  limit?: number;
}

/**
 * What a mutation that was applied anyway tells the painter (sync.md §5): an edit of a row deleted on another device,
 * or a recipe paint added to a miniature deleted there. Closed, as error codes are; the web words each one.
 */
export const noticeCodes = ['edited-deleted', 'added-to-deleted'] as const;
export type NoticeCode = (typeof noticeCodes)[number];

export interface NoticeParams {
  /** The name of the deleted row (a paint's or miniature's name, a recipe row's part). */
  name: string;
}

/** The code for an answer whose body names none (a proxy's page, a plugin's own error): by its status alone. */
const codeByStatus: Readonly<Record<number, ErrorCode>> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  406: 'not-acceptable',
  409: 'conflict',
  411: 'length-required',
  413: 'payload-too-large',
  414: 'uri-too-long',
  415: 'unsupported-media-type',
  426: 'app-too-old',
  429: 'rate-limited',
  431: 'headers-too-large',
};

export function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return 'internal';
  return codeByStatus[status] ?? 'bad-request';
}
