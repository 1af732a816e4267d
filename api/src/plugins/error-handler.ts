import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { codeForStatus, type ErrorBody, type ErrorCode } from '@paintforge/sync-protocol';
import { ApiError, internalErrorBody, rateLimitedBody } from './api-error.js';
import { RequestValidationError } from './zod-schemas.js';

interface ErrorAnswer {
  statusCode: number;
  body: ErrorBody;
}

/** The words for the 4xx answers Fastify and its plugins raise on their own; none repeats anything from the request. */
const requestErrorMessages: Partial<Record<ErrorCode, string>> = {
  'bad-request': 'The request is not valid.',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do this.',
  'not-found': 'Not found',
  'method-not-allowed': 'This method is not allowed here.',
  'not-acceptable': 'This answer format is not available.',
  conflict: 'The request conflicts with the current state.',
  'length-required': 'The request needs a Content-Length.',
  'uri-too-long': 'The address is too long.',
  'unsupported-media-type': 'This content type is not accepted here.',
  'headers-too-large': 'The request headers are too large.',
};

/**
 * Every error becomes `{error, message}` with the right status. A client's mistake is always a 4xx, never a 5xx;
 * a 5xx says only that the server failed, and the details go to the log, never to the client.
 */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
  if (error instanceof RequestValidationError) {
    const { field } = error;
    return { statusCode: 400, body: { error: 'validation', message: error.message, ...(field !== undefined && { field }) } };
  }
  if (error instanceof ZodError)
    return { statusCode: 400, body: { error: 'validation', message: error.issues[0]?.message ?? 'Invalid request' } };

  const fastifyError = error as Partial<FastifyError> | null;
  const statusCode = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (fastifyError?.code === 'FST_ERR_VALIDATION')
    return { statusCode: 400, body: { error: 'validation', message: 'The request is not valid.' } };
  if (statusCode === 429) return { statusCode, body: rateLimitedBody };
  if (fastifyError?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) {
    return { statusCode: 413, body: { error: 'payload-too-large', message: 'The request is too large.' } };
  }
  if (fastifyError?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (statusCode === 400 && error instanceof SyntaxError)) {
    return { statusCode: 400, body: { error: 'invalid-json', message: 'The request body is not valid JSON.' } };
  }
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's and its plugins' own messages can repeat the request ("'/api/%E0' is not a valid url component"):
    // never echo input back; the code says what went wrong.
    const code = codeForStatus(statusCode);
    return { statusCode, body: { error: code, message: requestErrorMessages[code] ?? requestErrorMessages['bad-request']! } };
  }
  return { statusCode: 500, body: internalErrorBody };
}

/** Logs and sends an error answer; for plugins that translate some errors first (blobs) and hand the rest on. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = toErrorAnswer(error);
  if (answer.statusCode >= 500) request.log.error({ err: error }, 'Request failed');
  // debug, not info: the request line already records the status, and clients make mistakes all day.
  else request.log.debug({ statusCode: answer.statusCode, code: answer.body.error, reason: (error as Error).message }, 'Request rejected');
  // Headers a failed handler already set (a cache header, an ETag) must not leak onto the error answer.
  reply.removeHeader('cache-control').removeHeader('etag').removeHeader('content-encoding');
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
