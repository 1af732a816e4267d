import { fileURLToPath } from 'node:url';
import { createServer, defaultServerConditions, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const root = fileURLToPath(new URL('..', import.meta.url));
/** The module main.tsx imports once the HTML's content is painted (React, the router, the shell). */
const bootModule = 'src/app/boot.tsx';

function bootChunk(bundle: OutputBundle): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(bootModule)),
  );
}

/** A chunk's file and every file it imports statically, once each. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withStaticImports(bundle, imported, files);
  }
  return files;
}

/**
 * The entry imports the boot chunk only after the first paint; these modulepreload links start its download (and
 * its imports') with the HTML, so waiting for the paint costs no network time.
 */
export function preloadBootChunk(): Plugin {
  return {
    name: 'paintforge:preload-boot-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        const boot = bundle && bootChunk(bundle);
        if (!bundle || !boot) throw new Error(`the build has no chunk for ${bootModule}`);
        return (
          [...withStaticImports(bundle, boot)]
            .filter((file) => !html.includes(`/${file}"`))
            // Low priority: the stylesheet and the HTML's own content come first, the app right after them.
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
              injectTo: 'head' as const,
            }))
        );
      },
    },
  };
}

/**
 * Emits landing.html and landing.<language>.html: index.html with the landing page rendered into its root element in
 * that language (web/src/app/prerender.tsx), its `lang`, and the words it read as JSON data (not script), which the
 * server and the service worker answer for `/` by the visitor's language. Every other address keeps the empty
 * index.html.
 */
export function prerenderLanding(): Plugin {
  return {
    name: 'paintforge:prerender-landing',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('the build has no index.html');
      const emptyRoot = '<div id="root"></div>';
      if (!index.source.includes(emptyRoot)) throw new Error('index.html has no empty #root to render into');
      if (!index.source.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en"> to set');
      // A dev-mode server without HTTP runs the app's modules in Node (the page's chunk is a dynamic import, so
      // the runner stays open until the render is done).
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        resolve: { conditions: ['source', ...defaultServerConditions] },
      });
      try {
        const module = (await server.ssrLoadModule(`${root}src/app/prerender.tsx`)) as {
          renderLandingPage(language: string): Promise<{ html: string; words: object; description: string }>;
          landingPages: readonly { language: string; file: string }[];
        };
        const description = /(<meta\s+name="description"\s+content=")[^"]*(")/;
        if (!description.test(index.source)) throw new Error('index.html has no <meta name="description"> to translate');
        for (const { language, file } of module.landingPages) {
          const rendered = await module.renderLandingPage(language);
          // JSON in a data block; `<` escaped so no word can close the element.
          const data = JSON.stringify(rendered.words).replace(/</g, '\\u003c');
          const attribute = rendered.description.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
          this.emitFile({
            type: 'asset',
            fileName: file,
            source: index.source
              .replace('<html lang="en">', `<html lang="${language}">`)
              .replace(description, (_match, before: string, after: string) => `${before}${attribute}${after}`)
              .replace(
                emptyRoot,
                () =>
                  `<div id="root" data-prerendered="landing">${rendered.html}</div><script type="application/json" id="page-words">${data}</script>`,
              ),
          });
        }
      } finally {
        await server.close();
      }
    },
  };
}
