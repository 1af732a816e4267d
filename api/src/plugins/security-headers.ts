import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The CSP allows exactly what the built PWA uses: its own scripts, workers and manifest, inline styles (Radix and
 * React set style attributes), images from data: and blob: URLs (photos before upload, downloads), nothing else.
 * No upgrade-insecure-requests and no HSTS by default: the embedded mode is plain http on localhost, where either
 * would break the app. Set HSTS=true when the server sits behind HTTPS.
 */
function helmetOptions(options: { hsts: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The app embeds nothing cross-origin, but COEP would also block future share previews for no gain.
    crossOriginEmbedderPolicy: false,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): Promise<void> {
  // The plugin takes helmet's own options; its bundled typing of them is older than helmet's.
  await app.register(fastifyHelmet, { global: true, ...(helmetOptions(options) as FastifyHelmetOptions) });
}

/**
 * The same headers as a plain map, for the answers Fastify gives before any hook runs (a malformed URL), which
 * the plugin above never sees. Computed once by running helmet itself with the same options on a stand-in response.
 */
export function securityHeaders(options: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(options))({} as never, response as never, () => undefined);
  return headers;
}
