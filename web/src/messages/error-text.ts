import { adminMessages, authMessages, type ErrorCode } from '@paintforge/sync-protocol/constants';
import { ApiError, NetworkError } from '../data/api-client';

/**
 * The one place where a failure becomes words (spec §8). Every decision here is on a code or a status from
 * sync-protocol's closed set, never on the English of a message; the server's own message is shown only where it
 * is written for people (a refused request: "Current password is incorrect").
 */

/** Spec §8's words for the two failures every form shares: no answer, and a server that failed. */
export const failureText = {
  connection: 'Connection error. Please check your internet connection and try again.',
  server: 'Server error. Please try again in a few moments.',
} as const;

/** A request that got no answer: the browser is offline, or the server could not be reached (api-client). */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof NetworkError;
}

// Server failures whose message is written for people (docs/accounts-api.md): "the mail server failed, no mail is
// coming" tells the painter more than the generic server text.
const explainedServerFailures: ReadonlySet<ErrorCode> = new Set(['mail-unavailable']);

/**
 * The words to show for a failed request: the connection or server text, the server's own message for a refused
 * request, or `fallback`.
 */
export function failureDescription(error: unknown, fallback: string): string {
  if (isConnectionFailure(error)) return failureText.connection;
  if (error instanceof ApiError) {
    if (error.status >= 500 && !explainedServerFailures.has(error.code)) return failureText.server;
    return error.message || fallback;
  }
  return fallback;
}

/** The inline alert texts of spec §8 for a failed login or registration. */
export const authErrorText = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  connection: failureText.connection,
  server: failureText.server,
  loginFailed: 'Login failed. Please try again.',
  emailExists: authMessages.emailExists,
  invalidEmail: 'Please enter a valid email address.',
  weakPassword: authMessages.weakPassword,
  captchaWrong: authMessages.captchaWrong,
  registrationFailed: 'Registration failed. Please try again.',
} as const;

/** What the server refused, when it was one field of a registration: the words of spec §8 for that field. */
const registerFieldText: Readonly<Record<string, string>> = {
  email: authErrorText.invalidEmail,
  password: authErrorText.weakPassword,
  captchaAnswer: authErrorText.captchaWrong,
  captchaExpectedAnswer: authErrorText.captchaWrong,
};

/** The texts for answers every account form treats alike; undefined leaves the decision to the form. */
function commonAuthText(error: unknown): string | undefined {
  if (isConnectionFailure(error)) return authErrorText.connection;
  if (!(error instanceof ApiError)) return undefined;
  // A 429 shows the server's own words: how long to wait.
  if (error.code === 'rate-limited') return error.message;
  if (error.status >= 500) return authErrorText.server;
  return undefined;
}

/** Spec §8, login. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'invalid-credentials' || error.status === 401)) return authErrorText.invalidCredentials;
  return commonAuthText(error) ?? authErrorText.loginFailed;
}

/** Spec §8, register. A wrong captcha says so (the form asks a new one). */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'email-exists' || error.status === 409) return authErrorText.emailExists;
    if (error.code === 'weak-password') return authErrorText.weakPassword;
    if (error.code === 'validation' && error.field !== undefined && registerFieldText[error.field]) return registerFieldText[error.field]!;
  }
  return commonAuthText(error) ?? authErrorText.registrationFailed;
}

/**
 * The admin dashboard's refusals (docs/admin-api.md), by code: 'own-account' means the admin's own right when
 * switching it and their own account when deleting. Anything else shows as any failed request does, with the
 * spec §8 fallback ('Failed to update user admin status', 'Failed to delete user').
 */
export function adminActionErrorText(action: 'toggle-admin' | 'delete-user', error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'own-account') return action === 'toggle-admin' ? adminMessages.ownAdminRight : adminMessages.ownAccount;
    if (error.code === 'last-admin') return adminMessages.lastAdmin;
    if (error.code === 'not-found') return adminMessages.userNotFound;
  }
  return failureDescription(error, action === 'toggle-admin' ? adminMessages.toggleFailed : adminMessages.deleteFailed);
}

/** A write on this device that failed: a mutator's refusal carries the painter's words; anything else gets `fallback`. */
export function localFailureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Spec §8 'Failed to add paint', for the inventory, the catalog and a recipe alike. */
export function addPaintFailedToast(error: unknown) {
  return {
    title: 'Failed to add paint',
    description: localFailureText(error, 'An error occurred while adding the paint.'),
    variant: 'destructive' as const,
  };
}
