import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The CSP allows exactly what the built PWA uses: its own scripts, workers and manifest, inline styles (Radix and
 * React set style attributes), images from data: and blob: URLs (photos before upload, downloads), nothing else.
 * No upgrade-insecure-requests and no HSTS by default: the embedded mode is plain http on localhost, where either
 * would break the app. Set HSTS=true when the server sits behind HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): Promise<void> {
  await app.register(helmet, {
    global: true,
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
  });
}
