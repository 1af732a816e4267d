#!/usr/bin/env node
/**
 * Runs after `vite build` and fails the build when
 *  - a file the app needs to open offline (HTML, JS chunk, CSS, icon, manifest) is missing from the
 *    service worker's precache list, or
 *  - the landing page's initial JavaScript grows past its budget (gzipped) or takes in zod, Dexie or the mutators, or
 *  - uPlot (the pile's chart library) is bundled anywhere but the lazily loaded burn-down plot, or
 *  - the service worker is not a classic script that can run (it is registered as one), or
 *  - a text file the browser fetches lacks its precompressed .br and .gz twins (compress-build.mjs).
 * Growth is then a decision made in this file, not an accident.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { compressibleFiles, distFiles } from './compress-build.mjs';
// Built by `tsc -b`, which `npm run build` runs first: the one list of languages and their landing pages' files.
import { landingPageFile, languageCodes } from '../../sync-protocol/dist/i18n/languages.js';

const LANDING_BUDGET_KB = 120;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const walk = () => distFiles(dist);

const failures = [];

// 1. Precache completeness. workbox injects the list as JSON into sw.js.
const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const precached = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]));
const needed = walk().filter(
  (file) => /\.(html|js|css|png|svg|webmanifest|woff2)$/.test(file) && file !== 'sw.js' && !file.startsWith('workbox-'),
);
for (const file of needed) if (!precached.has(file)) failures.push(`not precached: ${file}`);
for (const file of [
  'index.html',
  'landing.html',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
]) {
  if (!precached.has(file)) failures.push(`required entry missing from the precache: ${file}`);
}

// The service worker is registered as a classic script: `import.meta` (Vite's preload helper, brought in by a dynamic
// import anywhere in its graph) is a syntax error there, and import() is refused in a service worker. Either way the
// worker fails to install, and with it offline use and background sync.
try {
  new Script(sw, { filename: 'sw.js' });
} catch (error) {
  failures.push(`sw.js does not compile as a classic script: ${error.message}`);
}
if (/(^|[^\w$.])import\(/.test(sw)) failures.push('sw.js calls import(), which a service worker may not');

// The landing page is prerendered (web/scripts/vite-first-paint.ts) in every language: its text must be in the HTML
// itself, with its `lang` and its words as data (i18n/page-words.ts), so each language's first visit hydrates it with
// the same JavaScript, counted once below (issue 38: the budget holds for every language).
const landingWordsKb = [];
for (const language of languageCodes) {
  const file = landingPageFile(language);
  if (!existsSync(join(dist, file))) {
    failures.push(`${file} (the landing page in ${language}) is missing`);
    continue;
  }
  const html = readFileSync(join(dist, file), 'utf8');
  if (!precached.has(file)) failures.push(`required entry missing from the precache: ${file}`);
  if (!/<div id="root" data-prerendered="landing"><[^>]+>[\s\S]*id="hero-title"/.test(html))
    failures.push(`${file} does not hold the prerendered landing page`);
  if (!html.includes(`<html lang="${language}">`)) failures.push(`${file} is not marked lang="${language}"`);
  const words = /<script type="application\/json" id="page-words">([^<]*)<\/script>/.exec(html)?.[1];
  let locale;
  try {
    locale = words && JSON.parse(words).locale;
  } catch {
    locale = undefined;
  }
  if (locale !== language) failures.push(`${file} does not carry its words in ${language} (#page-words)`);
  else landingWordsKb.push(`${language} ${(gzipSync(words, { level: 9 }).length / 1024).toFixed(1)}`);
}

// 2. The landing page's initial JS: the entry, the boot chunk the entry imports after the first paint (React, the
// router, the shell), the landing route's chunk, and everything they import statically.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
const landingKey = Object.keys(manifest).find((key) => manifest[key].isDynamicEntry && key.includes('features/landing/'));
if (!entryKey) failures.push('no entry chunk in the Vite manifest');
// vite.config.ts groups web/src/app/boot.tsx and its imports into the chunk named 'boot'.
const bootKey = Object.keys(manifest).find((key) => manifest[key].name === 'boot');
if (!bootKey) failures.push("no 'boot' chunk (web/src/app/boot.tsx, grouped in vite.config.ts) in the Vite manifest");
if (!landingKey) failures.push('no lazy landing chunk (web/src/features/landing/) in the Vite manifest');
const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
/** A chunk's files and its static imports' (files already in the landing page's set are left out). */
function collectFrom(key, found = new Set()) {
  const chunk = manifest[key];
  if (!chunk || found.has(chunk.file) || files.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectFrom(imported, found);
  return found;
}
if (entryKey) collect(entryKey);
if (bootKey) collect(bootKey);
if (landingKey) collect(landingKey);
const jsFiles = [...files].filter((file) => file.endsWith('.js'));
const gzipBytes = jsFiles.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
const gzipKb = gzipBytes / 1024;
console.log(`precache: ${precached.size} entries, ${needed.length} app files checked`);
console.log(`landing page initial JS: ${gzipKb.toFixed(1)} KB gzipped in ${jsFiles.length} files (budget ${LANDING_BUDGET_KB} KB)`);
console.log(
  `  the same in every language (${languageCodes.join(', ')}); each page's words come as data in its HTML: ${landingWordsKb.join(', ')} KB gzipped`,
);
if (gzipKb > LANDING_BUDGET_KB)
  failures.push(`landing page initial JS is ${gzipKb.toFixed(1)} KB gzipped, over the ${LANDING_BUDGET_KB} KB budget`);

// 3. What must stay out of that first download: zod and the schemas come with the pages that validate a form or
// open the database. A value import of the '@paintforge/sync-protocol' barrel from the shell pulls them in; the
// shell imports '@paintforge/sync-protocol/constants' instead.
for (const file of jsFiles) {
  if (!existsSync(join(dist, `${file}.map`))) continue; // the bundler's own runtime helper has no map
  const { sources } = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  const heavy = sources.filter(
    (source) => /node_modules\/(zod|dexie)\//.test(source) || /sync-protocol\/src\/(index|mutations)/.test(source),
  );
  if (heavy.length > 0) failures.push(`the landing page's initial JS (${file}) includes ${heavy[0]}: import it lazily`);
}

// 3b. The app's words (issue 38): the Lingui runtime (web/src/i18n/activate.ts) and each language's catalog are lazy
// chunks boot loads beside the page's, never in the landing page's initial JS above; their own sizes are reported
// here, each language with the runtime, so a catalog's growth is seen.
const gzipKbOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const runtimeKey = Object.keys(manifest).find((key) => key.endsWith('src/i18n/activate.ts'));
const catalogKeys = Object.keys(manifest).filter((key) => /src\/i18n\/locales\/[a-z]{2}\/index\.ts$/.test(key));
if (!runtimeKey || !manifest[runtimeKey].isDynamicEntry) failures.push('no lazy chunk for web/src/i18n/activate.ts in the Vite manifest');
else if (catalogKeys.length === 0 || catalogKeys.some((key) => !manifest[key].isDynamicEntry))
  failures.push('each language catalog (web/src/i18n/locales/*/index.ts) must be a lazy chunk of its own');
else {
  const runtimeKb = [...collectFrom(runtimeKey)].reduce((sum, file) => sum + gzipKbOf(file), 0);
  for (const file of [manifest[runtimeKey].file, ...catalogKeys.map((key) => manifest[key].file)])
    if (files.has(file)) failures.push(`${file} (the i18n runtime or a catalog) is in the landing page's initial JS`);
  const perLanguage = catalogKeys.map((key) => `${key.match(/([a-z]{2})\/index\.ts$/)[1]} ${gzipKbOf(manifest[key].file).toFixed(1)}`);
  console.log(`languages (lazy): runtime ${runtimeKb.toFixed(1)} KB gzipped; catalogs ${perLanguage.join(', ')} KB`);
}

// 4. uPlot is loaded only by the pile view, when its chart shows (issue 26): its code and CSS may sit only in the
// burn-down plot's own chunk (a dynamic import), or a chunk that chunk alone imports, and nothing imports the plot statically.
const plotKey = Object.keys(manifest).find((key) => key.endsWith('components/burn-down/burn-down-plot.ts'));
if (!plotKey || !manifest[plotKey].isDynamicEntry)
  failures.push('no lazy chunk for web/src/components/burn-down/burn-down-plot.ts in the Vite manifest');
else {
  const plot = manifest[plotKey];
  const importers = (key) => Object.keys(manifest).filter((other) => (manifest[other].imports ?? []).includes(key));
  if (importers(plotKey).length > 0) failures.push(`the burn-down plot is imported statically by ${importers(plotKey).join(', ')}`);
  const plotOnly = new Set([plot.file]);
  for (const key of plot.imports ?? []) if (importers(key).every((other) => other === plotKey)) plotOnly.add(manifest[key].file);
  let uplotChunks = 0;
  for (const file of walk().filter((name) => name.endsWith('.js') && existsSync(join(dist, `${name}.map`)))) {
    const { sources } = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
    if (!sources.some((source) => /node_modules\/uplot\//.test(source))) continue;
    uplotChunks += 1;
    if (!plotOnly.has(file)) failures.push(`uPlot is bundled in ${file}, not only in the burn-down plot's lazy chunk`);
  }
  if (uplotChunks === 0) failures.push("uPlot was not found in any chunk's source map (has the check's pattern gone stale?)");
  const plotCss = new Set(plot.css ?? []);
  for (const file of walk().filter((name) => name.endsWith('.css')))
    if (readFileSync(join(dist, file), 'utf8').includes('.uplot') && !plotCss.has(file))
      failures.push(`uPlot's CSS is in ${file}, not only in the burn-down plot's`);
  console.log(`uPlot: in ${uplotChunks} chunk(s), all loaded only with the pile's burn-down plot`);
}

// 5. Every text file of 1 KiB or more has its .br and .gz twins, or the server would compress it at each request.
const twinless = compressibleFiles(dist).filter((file) => !(existsSync(join(dist, `${file}.br`)) && existsSync(join(dist, `${file}.gz`))));
for (const file of twinless) failures.push(`no precompressed twins (.br, .gz) for ${file}`);

if (failures.length > 0) {
  console.error(`build check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
