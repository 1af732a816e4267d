import { MutationRejected, type ErrorCode } from '@paintforge/sync-protocol/constants';
import { ApiError, NetworkError } from '../data/server/api-client';
import { errorText, refusalText } from './error-code-text';
import { authFormText } from './form-text';
import { adminText } from './admin-text';
import { messageGroup, t } from '../i18n/t';

/**
 * The one place where a failure becomes words (spec §8). Every decision here is on a code or a status from
 * sync-protocol's closed set, and the words are the app's own (error-code-text.ts): the English `message` a server
 * sends is for API clients and is never shown.
 */

/** Spec §8's words for the two failures every form shares: no answer, and a server that failed. */
export const failureText = messageGroup('failure', ['connection', 'server']);

/** A request that got no answer: the browser is offline, or the server could not be reached (api-client). */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof NetworkError;
}

// Server failures worth their own words: "the mail server failed, no mail is coming" tells the painter more than
// the generic server text.
const explainedServerFailures: ReadonlySet<ErrorCode> = new Set(['mail-unavailable', 'shutting-down']);
// Codes that say only that a request was refused, not why: the caller's own words say it better.
const unexplainedRefusals: ReadonlySet<ErrorCode> = new Set(['bad-request', 'not-found', 'conflict', 'validation']);

/**
 * The words to show for a failed request: the connection or server text, the code's words for a refused request
 * that has them (or the caller's own words for a code, `byCode`), or `fallback`.
 */
export function failureDescription(error: unknown, fallback: string, byCode: Partial<Record<ErrorCode, string>> = {}): string {
  if (isConnectionFailure(error)) return failureText.connection;
  if (error instanceof ApiError) {
    const own = byCode[error.code];
    if (own !== undefined) return own;
    if (error.status >= 500 && !explainedServerFailures.has(error.code)) return failureText.server;
    return unexplainedRefusals.has(error.code) ? fallback : errorText(error.code);
  }
  return fallback;
}

/** Why a showcase (read by anyone, rate-limited per address) could not be shown: connection, too many reads, or the server. */
export function showcaseFailureText(error: unknown): string {
  if (isConnectionFailure(error)) return failureText.connection;
  if (error instanceof ApiError && error.code === 'rate-limited') return t('failure.showcaseRateLimited');
  return failureText.server;
}

/** The inline alert texts of spec §8 for a failed login or registration. */
// Getters: the catalog's words are read when shown, in the painter's language, never when this module loads.
export const authErrorText = {
  get invalidCredentials() {
    return t('errorCode.invalidCredentials');
  },
  get connection() {
    return failureText.connection;
  },
  get server() {
    return failureText.server;
  },
  get loginFailed() {
    return t('auth.loginFailed');
  },
  get emailExists() {
    return authFormText.emailExists;
  },
  get invalidEmail() {
    return t('auth.invalidEmailSentence');
  },
  get weakPassword() {
    return authFormText.weakPassword;
  },
  get captchaWrong() {
    return authFormText.captchaWrong;
  },
  get registrationFailed() {
    return t('auth.registrationFailed');
  },
  get tooManyAttempts() {
    return t('errorCode.rateLimited');
  },
} as const;

/** What the server refused, when it was one field of a registration: the words of spec §8 for that field. */
const registerFieldText: Readonly<Record<string, keyof typeof authErrorText>> = {
  email: 'invalidEmail',
  password: 'weakPassword',
  captchaAnswer: 'captchaWrong',
  captchaExpectedAnswer: 'captchaWrong',
};

/** The texts for answers every account form treats alike; undefined leaves the decision to the form. */
function commonAuthText(error: unknown): string | undefined {
  if (isConnectionFailure(error)) return authErrorText.connection;
  if (!(error instanceof ApiError)) return undefined;
  // The account routes' 429 counts a person's attempts (api: tooManyAttemptsBody), so "a few minutes".
  if (error.code === 'rate-limited') return authErrorText.tooManyAttempts;
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
    const refusedField = error.field === undefined ? undefined : registerFieldText[error.field];
    if (error.code === 'validation' && refusedField !== undefined) return authErrorText[refusedField];
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
    if (error.code === 'own-account') return action === 'toggle-admin' ? adminText.ownAdminRight : adminText.ownAccount;
    if (error.code === 'last-admin') return adminText.lastAdmin;
    if (error.code === 'not-found') return adminText.userNotFound;
  }
  return failureDescription(error, action === 'toggle-admin' ? adminText.toggleFailed : adminText.deleteFailed);
}

/**
 * A write on this device that failed: a mutator's refusal (or a refused photo) is worded by its code and params;
 * anything else gets `fallback`. The error's own message is never shown: it is English for logs.
 */
export function localFailureText(error: unknown, fallback: string): string;
export function localFailureText(error: unknown, fallback?: string): string | undefined;
export function localFailureText(error: unknown, fallback?: string): string | undefined {
  return error instanceof MutationRejected ? refusalText(error.code, error.params) : fallback;
}

/** A toast for a write on this device that failed: spec §8's title, and the refusal's words when there are some. */
export function writeFailedToast(title: string, error: unknown) {
  const description = localFailureText(error);
  return { title, ...(description === undefined ? {} : { description }), variant: 'destructive' as const };
}

/** Spec §8 'Failed to add paint', for the inventory, the catalog and a recipe alike. */
export function addPaintFailedToast(error: unknown) {
  return {
    title: t('failure.addPaintTitle'),
    description: localFailureText(error, t('failure.addPaintDescription')),
    variant: 'destructive' as const,
  };
}
