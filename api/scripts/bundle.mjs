// Bundles the built server (api/dist/server.js, from tsc) into one ES module, api/dist/server.bundle.mjs, which
// `npm start` and the Docker image run. Loading some 1,500 modules one by one (stat, open, read, link for each)
// was most of a start: 0.82 s to the first healthy answer against 0.40 s bundled (issue 22; `npm run bench`).
// Left outside: native addons, pg (loaded on first use, for Postgres only) and pino-pretty (a development transport
// that pino resolves by name in a worker). The bundle's module comments name each source file, so a stack trace
// still leads to the code; the source map is written beside it for decoding, not loaded (--enable-source-maps
// parses all 10 MB of it at every start).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const serverBundle = fileURLToPath(new URL('../dist/server.bundle.mjs', import.meta.url));

await build({
  entryPoints: [fileURLToPath(new URL('../dist/server.js', import.meta.url))],
  outfile: serverBundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: ['better-sqlite3', 'argon2', 'pg', 'pino-pretty'],
  // CommonJS dependencies call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  logLevel: 'warning',
});
