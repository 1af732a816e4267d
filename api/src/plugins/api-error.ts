import type { ErrorBody, ErrorCode } from '@paintforge/sync-protocol';

/**
 * An error a route or service throws on purpose: a status, a machine code the client can map to words, and a
 * message that is safe to show. Anything else that escapes a handler is a bug and answers a generic 500.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: this.code, message: this.message };
  }
}

export const notFoundBody: ErrorBody = { error: 'not-found', message: 'Not found' };
export const rateLimitedBody: ErrorBody = { error: 'rate-limited', message: 'Too many requests. Please wait a moment and try again.' };
/** The account routes' 429 (login, registration, mail links): attempts by a person, so "a few minutes". */
export const tooManyAttemptsBody: ErrorBody = {
  error: 'rate-limited',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};
export const internalErrorBody: ErrorBody = { error: 'internal', message: 'Server error. Please try again in a few moments.' };
