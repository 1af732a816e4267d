import { ApiError, NetworkError } from '../data/api-client';

/** Spec §8's words for the two failures every form shares: no answer, and a server that failed. */
export const failureText = {
  connection: 'Connection error. Please check your internet connection and try again.',
  server: 'Server error. Please try again in a few moments.',
} as const;

/** A request that got no answer: the browser is offline, or the server could not be reached. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof TypeError && /fetch|network/i.test(error.message));
}

// Server failures whose message is written for people (docs/accounts-api.md): "the mail server failed, no mail is
// coming" tells the painter more than the generic server text.
const explainedServerFailures = new Set(['mail-unavailable']);

/**
 * The words to show for a failed request: the connection or server text, the server's own message for a refused
 * request (it is written for people: "Current password is incorrect"), or `fallback`.
 */
export function failureDescription(error: unknown, fallback: string): string {
  if (isConnectionFailure(error)) return failureText.connection;
  if (error instanceof ApiError) {
    if (error.status >= 500 && !explainedServerFailures.has(error.code)) return failureText.server;
    return error.message || fallback;
  }
  return fallback;
}
