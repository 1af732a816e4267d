import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ErrorBody } from '@paintforge/sync-protocol';
import { ApiError, internalErrorBody, rateLimitedBody } from './api-error.js';
import { RequestValidationError } from './zod-schemas.js';

interface ErrorAnswer {
  statusCode: number;
  body: ErrorBody;
}

/** Machine codes for the 4xx statuses Fastify and its plugins raise on their own. */
const codeByStatus: Record<number, string> = {
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
  429: 'rate-limited',
  431: 'headers-too-large',
};

/**
 * Every error becomes `{error, message}` with the right status. A client's mistake is always a 4xx, never a 5xx;
 * a 5xx says only that the server failed, and the details go to the log, never to the client.
 */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.toBody() };
  if (error instanceof RequestValidationError) return { statusCode: 400, body: { error: 'validation', message: error.message } };
  if (error instanceof ZodError) return { statusCode: 400, body: { error: 'validation', message: error.issues[0]?.message ?? 'Invalid request' } };

  const fastifyError = error as Partial<FastifyError> | null;
  const statusCode = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (fastifyError?.code === 'FST_ERR_VALIDATION') return { statusCode: 400, body: { error: 'validation', message: fastifyError.message ?? 'Invalid request' } };
  if (statusCode === 429) return { statusCode, body: rateLimitedBody };
  if (fastifyError?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) {
    return { statusCode: 413, body: { error: 'payload-too-large', message: 'The request is too large.' } };
  }
  if (fastifyError?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (statusCode === 400 && error instanceof SyntaxError)) {
    return { statusCode: 400, body: { error: 'invalid-json', message: 'The request body is not valid JSON.' } };
  }
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's and its plugins' own 4xx messages describe the client's request and are safe to show.
    return { statusCode, body: { error: codeByStatus[statusCode] ?? 'bad-request', message: fastifyError?.message || 'Bad request' } };
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
