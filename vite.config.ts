import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './web/pwa-manifest.js';
import { compileMessages } from './web/scripts/vite-compile-messages.js';
import { preloadBootChunk, prerenderLanding } from './web/scripts/vite-first-paint.js';

// `npm run dev` runs the API on 3001 and this dev server on 3000, proxying /api to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

/**
 * React Router 7 exports only its development build (dev-only warnings and checks, larger); a production build of the
 * app takes the production build it ships beside it (Lighthouse found the development one in the entry chunk).
 */
function reactRouterProduction() {
  const production = (specifier: string) =>
    fileURLToPath(import.meta.resolve(specifier)).replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
  return [
    { find: /^react-router$/, replacement: production('react-router') },
    { find: /^react-router\/dom$/, replacement: production('react-router/dom') },
  ];
}

// The web app is built from web/ into web/dist, which the API server serves in production.
export default defineConfig(({ mode }) => ({
  root: 'web',
  publicDir: 'public',
  resolve: {
    // Read sync-protocol from source so the dev server and tests never depend on a stale build.
    conditions: ['source', ...defaultClientConditions],
    alias: mode === 'production' ? reactRouterProduction() : [],
  },
  plugins: [
    react(),
    tailwindcss(),
    compileMessages(),
    preloadBootChunk(),
    prerenderLanding(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // web/scripts/check-build.mjs reads the manifest to measure the landing page's initial JavaScript.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The boot chunk (React, the router, the shell) and everything it imports statically in one file: it is
        // always loaded before any page, so pages share from it for free, and one file compresses better than the
        // thirty small ones the default splitting made of it (8 KB of gzip overhead on the landing page). What the
        // entry itself runs before the first paint stays out of it (first group), or the entry would import it all.
        codeSplitting: {
          groups: [
            {
              name: 'first-paint',
              test: /[\\/]web[\\/]src[\\/](app[\\/](current-page|page-modules)|data[\\/]account[\\/]theme)\.ts$/,
              priority: 2,
            },
            { name: 'boot', test: /[\\/]web[\\/]src[\\/]app[\\/]boot\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': apiTarget },
  },
}));
