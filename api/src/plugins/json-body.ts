import type { FastifyInstance } from 'fastify';
import { jsonTextDepth, maxJsonDepth } from '@paintforge/sync-protocol';
import { ApiError } from './api-error.js';

/**
 * JSON bodies are parsed by Fastify's own parser (which refuses prototype poisoning), after a one-pass check of
 * their nesting: a few KB of brackets would otherwise reach code that walks values recursively and overflow its
 * stack, a 500 that a device would retry for ever.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonTextDepth(text) > maxJsonDepth) {
      done(new ApiError(400, 'too-deep', `The request is nested more than ${maxJsonDepth} levels deep.`), undefined);
      return;
    }
    parse(request, text, done);
  });
}
