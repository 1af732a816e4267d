#!/usr/bin/env node
/**
 * Runs after `vite build`: writes a Brotli (.br) and a gzip (.gz) twin beside every text file of the build that the
 * browser fetches (HTML, JS, CSS, SVG, the manifest), so the server sends those bytes as they are (@fastify/static's
 * preCompressed) instead of compressing each request again. Every new device fetches the whole app once, for its
 * service worker's precache (about 2 MB of JavaScript): compressed on the fly, that was Brotli work on the server for
 * each install; here it is done once, at the strongest settings, which on the fly would cost too much.
 * Source maps are left alone: only developer tools fetch them.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text the browser fetches, from 1 KiB (the server's own compression threshold).
const compressible = /\.(html|js|mjs|css|svg|webmanifest|json)$/;
const threshold = 1024;

/** Every file of the build, relative to `dist`, without dot entries (Vite's .vite/ manifest is not served). */
export function distFiles(dist, dir = dist) {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? distFiles(dist, path) : [relative(dist, path)];
  });
}

/** The files that get (and must have) twins: text the browser fetches, from 1 KiB. */
export function compressibleFiles(dist) {
  return distFiles(dist).filter((file) => compressible.test(file) && statSync(join(dist, file)).size >= threshold);
}

export async function compressBuild(dist) {
  const files = compressibleFiles(dist).map((file) => join(dist, file));
  // zlib's async calls run on libuv's thread pool, so the files compress on every core at once.
  await Promise.all(
    files.map(async (path) => {
      const bytes = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gz);
    }),
  );
  return files.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const count = await compressBuild(fileURLToPath(new URL('../dist/', import.meta.url)));
  console.log(`compressed ${count} files (.br and .gz twins) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
