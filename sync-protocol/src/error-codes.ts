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
  // The admin dashboard: an admin acting on their own account, and the guard that keeps one admin.
  'own-account',
  'last-admin',
  // The dashboard's backups, on a database backed up with its own tools (Postgres: pg_dump).
  'backups-unavailable',
  // Sync and photos.
  'client-mismatch',
  'out-of-order',
  'version-not-supported',
  'hash-mismatch',
  'invalid-image',
  // The server's side: worth a retry later.
  'internal',
  'mail-unavailable',
  'database-unavailable',
  'shutting-down',
  'app-not-built',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

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
  426: 'version-not-supported',
  429: 'rate-limited',
  431: 'headers-too-large',
};

export function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return 'internal';
  return codeByStatus[status] ?? 'bad-request';
}
