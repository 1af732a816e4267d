import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@paintforge/sync-protocol';
import {
  isLanguageCode,
  landingPageFile,
  languageCookieName,
  languageFromAcceptLanguage,
  type LanguageCode,
} from '@paintforge/sync-protocol/languages';
import { notFoundBody } from './api-error.js';

const appNotBuiltBody: ErrorBody = { error: 'app-not-built', message: 'The web app is not built. Run npm run build.' };

/** Vite fingerprints every file under assets/, so a given URL never changes content and may be cached for good. */
const immutable = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, registerSW.js, the manifest, icons) must be revalidated so updates reach users. */
const revalidate = 'no-cache';

/** The cookie in which the web keeps a device's choice of language (web/src/i18n/language-choice.ts). */
const languageCookie = new RegExp(`(?:^|;\\s*)${languageCookieName}=([a-z]{2})(?:;|$)`);

/**
 * The language `/` answers the landing page in: the device's choice, kept in a cookie, else the browser's languages as
 * its Accept-Language lists them (the first visit). The build prerendered the page in each (landing.<language>.html).
 */
export function landingLanguage(cookie: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  const chosen = cookie ? languageCookie.exec(cookie)?.[1] : undefined;
  return isLanguageCode(chosen) ? chosen : languageFromAcceptLanguage(acceptLanguage);
}

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Serves the built PWA from `webDist` and owns the not-found answer:
 * - unknown /api/* paths: 404 JSON (a client bug must not get an HTML page back);
 * - any other GET: index.html, so client-side routes (/inventory, /showcase/:id, unknown paths) reach the router,
 *   which renders the app's own 404 page;
 * - a missing file under /assets/: 404, not index.html, which a browser or service worker would cache as a script;
 * - no build at all: 503 JSON. The API keeps working, so API tests need no build.
 */
export async function registerWebApp(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  const { webDist } = options;
  const built = existsSync(`${webDist}${sep}index.html`);
  if (!built) app.log.warn({ webDist }, 'The web app is not built; only the API is served. Run npm run build.');

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      // `/` is answered below, in the visitor's language; a build without a landing page answers index.html.
      index: false,
      redirect: false,
      // The build writes .br and .gz twins of its text files (web/scripts/compress-build.mjs): sent as they are, they
      // spare the CPU that compressing each request would take (a new device fetches the whole app for its precache).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) => {
        const file = relative(webDist, path)
          .split(sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        response.setHeader('cache-control', file.startsWith('assets/') ? immutable : revalidate);
        // The same URL answers in Brotli, gzip or plain by the request's Accept-Encoding: caches must key on it.
        response.setHeader(
          'vary',
          /^landing(\.[a-z]{2})?\.html$/.test(file) ? 'accept-encoding, accept-language, cookie' : 'accept-encoding',
        );
      },
    });
  }

  if (built) {
    // `/` gets the landing page prerendered at build time in the visitor's language (its text paints before the app's
    // JavaScript runs, in the words the app will hydrate it with). The same URL answers by language: caches key on it
    // (setHeaders' Vary).
    app.get('/', async (request, reply) => {
      const language = landingLanguage(request.headers.cookie, request.headers['accept-language']);
      // A build without the page in that language answers the English one; a build without a landing page, index.html.
      const file = [landingPageFile(language), 'landing.html', 'index.html'].find((name) => existsSync(`${webDist}${sep}${name}`));
      return reply.sendFile(file ?? 'index.html');
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return reply.code(404).send(notFoundBody);
    if (!built) return reply.code(503).send(appNotBuiltBody);
    if (path.startsWith('/assets/')) return reply.code(404).send(notFoundBody);
    return reply.code(200).sendFile('index.html');
  });
}
