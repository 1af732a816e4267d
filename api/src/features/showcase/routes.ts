import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { showcaseNotFound, showcasePath, showcaseSchema } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { etagMatches } from '../../http/conditional.js';
import { restErrors } from '../../http/rest.js';
import { ApiError, notFoundBody } from '../../plugins/api-error.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { notFoundPage, renderPage, showcasePage } from './page.js';
import { findShowcaseImage, readShowcase } from './service.js';

// Any text: a malformed token is simply not found (404), never a 400 that would tell it apart.
const tokenParamsSchema = z.object({ token: z.string().max(200) });

/**
 * Shared miniatures, readable by anyone with the link and without a session: the JSON the app renders, the photo a
 * link preview shows, and the page itself, rendered on the server so that chat apps and search engines (which run
 * no JavaScript) see its title, description and photo. A showcase can stop being shared at any moment, so no
 * answer may be cached without asking again.
 */
export const showcaseRoutes: FastifyPluginAsync<{ db: Kysely<Database>; appUrl: string; webDist: string }> = async (
  fastify,
  { db, appUrl, webDist },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let template: string | undefined;
  try {
    template = readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    template = undefined; // no build: a plain page (web-app.ts logs the missing build once)
  }

  app.get(
    '/api/showcase/:token',
    { schema: { params: tokenParamsSchema, response: { 200: showcaseSchema, ...restErrors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const showcase = await readShowcase(db, request.params.token);
      if (showcase === undefined) throw new ApiError(404, 'not-found', showcaseNotFound.message);
      return showcase;
    },
  );

  app.get('/showcase/:token/image.jpg', { schema: { params: tokenParamsSchema } }, async (request, reply) => {
    const image = await findShowcaseImage(db, request.params.token);
    if (image === undefined) return reply.code(404).header('cache-control', 'no-store').send(notFoundBody);
    // Revalidated on every use (cheap with the ETag), so a link turned off stops showing its photo too.
    const etag = `"${image.sha256}"`;
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(image.mime).send(image.bytes);
  });

  app.get('/showcase/:token', { schema: { params: tokenParamsSchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const { token } = request.params;
    const showcase = await readShowcase(db, token);
    if (showcase === undefined) return reply.code(404).send(renderPage(template, notFoundPage()));
    const page = showcasePage(showcase, {
      url: `${appUrl}${showcasePath(token)}`,
      imageUrl: showcase.imageUrl === null ? null : `${appUrl}${showcase.imageUrl}`,
    });
    return renderPage(template, page);
  });
};
