import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { restContract, showcaseNotFound, showcasePath, showcaseSchema, showcaseTokenParamsSchema } from '@paintforge/sync-protocol';
import type { Database } from '../../db/schema.js';
import { etagMatches } from '../../http/conditional.js';
import { registerContractRoute } from '../../http/contract-route.js';
import { ApiError, notFoundBody, rateLimitedBody } from '../../plugins/api-error.js';
import { withoutMetadata } from '../blobs/images.js';
import { createLimiter } from '../../plugins/rate-limits.js';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.js';
import { createShowcaseAnswers, showcaseEtag, type ShowcaseAnswer } from './answers.js';
import { notFoundPage, renderPage, showcasePage } from './page.js';
import { findSharedProject, findShowcaseImage, findShowcaseWipImage, readShowcase, type FindCatalogPaint } from './service.js';

// Any text: a malformed token is simply not found (404), never a 400 that would tell it apart.
const tokenParamsSchema = showcaseTokenParamsSchema;
const wipPhotoParamsSchema = tokenParamsSchema.extend({ photoId: z.string().max(200), size: z.string().max(20) });
const wipSizeSchema = z.enum(['card.jpg', 'large.jpg']);

export interface ShowcaseRoutesOptions {
  db: Kysely<Database>;
  appUrl: string;
  webDist: string;
  /** The live catalog's version: a correction renames the catalog paints a recipe shows. */
  catalogEtag: () => string;
  /** A live catalog paint: whether a recipe's swatch is the dataset's thin sample (two stops) or a measured colour. */
  findCatalogPaint: FindCatalogPaint;
  /** Reads a minute per address, every showcase route together (SHOWCASE_READS_PER_MINUTE). */
  readsPerMinute: number;
}

/**
 * Shared miniatures, readable by anyone with the link and without a session: the JSON the app renders, the photo a
 * link preview shows, and the page itself, rendered on the server so that chat apps and search engines (which run
 * no JavaScript) see its title, description and photo.
 *
 * Anyone can reach these, so each read is kept cheap: a rate limit per address, a bounded recipe (service.ts), and
 * the rendered page and JSON kept by the showcase's version (answers.ts). A showcase can stop being shared at any
 * moment, so every answer is revalidated (no-cache, ETag): a 304 costs one indexed row, and an unshared link
 * answers 404 at once.
 *
 * Language (issue 38): the page and its link preview are in the owner's language (their account's; English when
 * they chose none), not the visitor's Accept-Language. A link preview is fetched once by a chat app's crawler,
 * whose Accept-Language says nothing of the people who will read it, and shown to all of them; the page is the
 * painter's own words about their miniature, so the words around them match; and one page per showcase keeps the
 * kept answers and ETags simple (no Vary). The app, once its script runs, shows its own words in the visitor's
 * chosen language.
 */
export const showcaseRoutes: FastifyPluginAsync<ShowcaseRoutesOptions> = async (fastify, options) => {
  const { db, appUrl, webDist, catalogEtag, findCatalogPaint } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let template: string | undefined;
  try {
    template = readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    template = undefined; // no build: a plain page (web-app.ts logs the missing build once)
  }
  const notFoundHtml = renderPage(template, notFoundPage());
  const renderVersion = createHash('sha256')
    .update(`${appUrl}\n${template ?? ''}`)
    .digest('base64url');
  const answers = createShowcaseAnswers();

  // Every route of this plugin (the catch-alls below included) counts, before anything else runs.
  const reads = createLimiter(fastify, {
    name: 'showcase-reads',
    max: options.readsPerMinute,
    timeWindow: 60_000,
    key: (request) => request.ip,
    answer: rateLimitedBody,
  });
  app.addHook('onRequest', async (request, reply) => reads.hit(request, reply));

  /**
   * The showcase's answer, or 'not-modified' when the client's copy is current, or undefined when the token is not
   * live. The ETag is checked first; the page and JSON are rendered only when the kept ones are of another version.
   */
  async function answerFor(
    token: string,
    ifNoneMatch: string | undefined,
    reply: FastifyReply,
  ): Promise<ShowcaseAnswer | 'not-modified' | undefined> {
    const project = await findSharedProject(db, token);
    if (project === undefined) return undefined;
    const language = project.ownerLanguage ?? 'en';
    const etag = showcaseEtag(project.id, project.ownerVersion, catalogEtag(), renderVersion, language);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (etagMatches(ifNoneMatch, etag)) return 'not-modified';
    const kept = answers.get(token, etag);
    if (kept !== undefined) return kept;
    const showcase = await readShowcase(db, project, token, findCatalogPaint);
    const page = showcasePage(
      showcase,
      { url: `${appUrl}${showcasePath(token)}`, imageUrl: showcase.imageUrl === null ? null : `${appUrl}${showcase.imageUrl}` },
      language,
    );
    const answer = { etag, json: JSON.stringify(showcaseSchema.parse(showcase)), html: renderPage(template, page) };
    answers.set(token, answer);
    return answer;
  }

  const showcaseJson = restContract.showcase;
  registerContractRoute(app, showcaseJson, {
    // The 200 is the contract's showcaseSchema, checked once when rendered (answerFor) and sent as the JSON kept;
    // errors have the one error shape (error-handler.ts).
    answers: 'unchecked',
    handler: async (request, reply) => {
      const answer = await answerFor(request.params.token, request.headers['if-none-match'], reply);
      if (answer === undefined) {
        reply.removeHeader('etag');
        reply.header('cache-control', 'no-store');
        throw new ApiError(404, 'not-found', showcaseNotFound.message);
      }
      if (answer === 'not-modified') return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.json);
    },
  });

  /** A photo the showcase shows, or the same 404 whatever the reason (not shared, not shown, not its photo). */
  async function sendImage(
    image: { sha256: string; mime: string; bytes: Buffer } | undefined,
    ifNoneMatch: string | undefined,
    reply: FastifyReply,
  ) {
    // Photos stored before uploads were stripped still carry their metadata (a GPS position): cut here, a cheap byte cut
    // of the parts that do not draw the picture, so that no public read shows it. One that cannot be walked to its end
    // is not shown at all.
    const shown = image === undefined ? undefined : withoutMetadata(image.bytes);
    if (image === undefined || shown === undefined) return reply.code(404).header('cache-control', 'no-store').send(notFoundBody);
    // Revalidated on every use (cheap with the ETag), so a link turned off stops showing its photo too.
    const etag = `"${image.sha256}"`;
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    if (etagMatches(ifNoneMatch, etag)) return reply.code(304).send();
    return reply.type(image.mime).send(shown);
  }

  app.get('/showcase/:token/image.jpg', { schema: { params: tokenParamsSchema } }, async (request, reply) =>
    sendImage(await findShowcaseImage(db, request.params.token), request.headers['if-none-match'], reply),
  );

  // Work-in-progress photos (issue 26), readable only while the painter shows the timeline on a shared miniature.
  app.get('/showcase/:token/wip/:photoId/:size', { schema: { params: wipPhotoParamsSchema } }, async (request, reply) => {
    const { token, photoId, size } = request.params;
    const parsed = wipSizeSchema.safeParse(size);
    const image = parsed.success
      ? await findShowcaseWipImage(db, token, photoId, parsed.data === 'large.jpg' ? 'large' : 'card')
      : undefined;
    return sendImage(image, request.headers['if-none-match'], reply);
  });

  app.get('/showcase/:token', { schema: { params: tokenParamsSchema } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const answer = await answerFor(request.params.token, request.headers['if-none-match'], reply);
    if (answer === undefined) return reply.code(404).header('cache-control', 'no-cache').send(notFoundHtml);
    if (answer === 'not-modified') return reply.code(304).send();
    return answer.html;
  });

  // Whatever else is under the showcase's paths (a token longer than the router's parameters, extra segments) is a
  // link that is not live: the same 404s as an unknown token, never the app page.
  app.get('/api/showcase/*', async () => {
    throw new ApiError(404, 'not-found', showcaseNotFound.message);
  });
  app.get('/showcase/*', async (request, reply) => {
    if ((request.url.split('?', 1)[0] ?? '').endsWith('.jpg'))
      return reply.code(404).header('cache-control', 'no-store').send(notFoundBody);
    return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(notFoundHtml);
  });
};
