import type { FastifyInstance } from 'fastify';
import { jsonTextDepth, jsonTextHasNul, maxJsonDepth, nulMessage } from '@paintforge/sync-protocol';

const pushUrl = '/api/sync/push';
import { ApiError } from './api-error.js';

/**
 * JSON bodies are parsed by Fastify's own parser (which refuses prototype poisoning), after a one-pass check of
 * their nesting: a few KB of brackets would otherwise reach code that walks values recursively and overflow its
 * stack, a 500 that a device would retry for ever. Text with the NUL character is refused as well: Postgres cannot
 * store it, and a 400 on both databases beats a 500 on one.
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
    // A push's mutations are checked one by one (prepareMutation), so that one bad mutation is consumed as refused
    // instead of refusing, and so wedging, the whole queue behind it.
    if (request.routeOptions.url !== pushUrl && jsonTextHasNul(text)) {
      done(new ApiError(400, 'validation', nulMessage), undefined);
      return;
    }
    parse(request, text, done);
  });
}
