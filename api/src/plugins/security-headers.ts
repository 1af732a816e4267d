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

/**
 * Every answer carries the headers helmet computes from the options above, computed once at start. @fastify/helmet
 * called helmet() again for every request, parsing the CSP directives anew each time: 5% of the CPU of the app's
 * most frequent read, for headers that never change (no CSP nonces are used).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/**
 * The headers as a plain map, computed once by running helmet itself with the same options on a stand-in response.
 * Also used for the answers Fastify gives before any hook runs (a malformed URL).
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
