import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import Fastify, { type FastifyInstance } from 'fastify';

const webDist = resolve(import.meta.dirname, '..', '..', 'web', 'dist');

/** One row of a plain render: what a card shows (name, a second line, a colour) and the text a search looks in. */
export interface PlainRow {
  name: string;
  detail: string;
  color: string;
}

/** One row of the plain React list: a title and a second line, both searched. */
export interface ReactRow {
  key: string;
  name: string;
  detail: string;
}

export interface BaselineServer {
  url: string;
  /** Serves `html` at `/snapshot/{name}`: a static page, no script. */
  setSnapshot(name: string, html: string): void;
  /** Serves a plain-DOM search page at `/plain/{name}` over `rows`, drawing `rowsFor[query]` rows (default `rowsFor['']`). */
  setPlainRender(name: string, rows: PlainRow[], rowsFor: Record<string, number>): void;
  /** Serves a plain React list at `/react/{name}` over `rows` (plain-react-list.tsx), filtered on every keystroke. */
  setReactList(name: string, rows: ReactRow[]): void;
  close(): Promise<void>;
}

const types: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The page a snapshot is made from, without what makes it an app: scripts, module preloads, the manifest. */
export function staticCopy(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|manifest)"[^>]*>/gi, '')
    .replace(/<!doctype html>/i, '');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The plain render: the same rows drawn with createElement into a list, in the app's own stylesheet and card classes,
 * filtered by a lower-cased substring; no framework, no virtualisation, nothing else on the page.
 */
function plainRenderPage(name: string, stylesheets: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Plain render: ${escapeText(name)}</title>${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>
<body><main class="mx-auto max-w-6xl px-4 py-6"><label for="q" class="text-sm font-medium">Search paints</label>
<input id="q" type="search" autocomplete="off" class="h-10 w-full rounded-md border border-line-strong px-3">
<p id="count" role="status" class="mt-5 mb-3 text-sm text-muted"></p><ul id="list" aria-label="Paints" class="grid gap-3"></ul></main>
<script type="module">
const { rows, rowsFor } = await (await fetch(${JSON.stringify(`/plain/${name}/data.json`)})).json();
for (const row of rows) row.text = (row.name + ' ' + row.detail + ' ' + row.color).toLowerCase();
const list = document.getElementById('list');
const count = document.getElementById('count');
function card(row) {
  const li = document.createElement('li');
  li.className = 'flex items-center gap-3 rounded-lg border border-line bg-surface p-3';
  const swatch = document.createElement('span');
  swatch.className = 'size-14 shrink-0 rounded-md border border-line';
  swatch.style.backgroundColor = row.color;
  const text = document.createElement('div');
  text.className = 'min-w-0 flex-1';
  const title = document.createElement('p');
  title.className = 'font-semibold break-words';
  title.textContent = row.name;
  const detail = document.createElement('p');
  detail.className = 'text-sm break-words text-muted';
  detail.textContent = row.detail;
  text.append(title, detail);
  li.append(swatch, text);
  return li;
}
function render(query) {
  const words = query.trim().toLowerCase();
  const limit = rowsFor[words] ?? rowsFor[''] ?? 60;
  const found = words ? rows.filter((row) => row.text.includes(words)) : rows;
  count.textContent = found.length + ' paints';
  const fragment = document.createDocumentFragment();
  for (const row of found.slice(0, limit)) fragment.append(card(row));
  list.replaceChildren(fragment);
}
document.getElementById('q').addEventListener('input', (event) => render(event.target.value));
render('');
document.body.dataset.ready = 'true';
</script></body></html>`;
}

/** A bare Fastify in the bench's process: the same-run baselines, and web/dist's static files (no app fallback). */
export async function startBaselineServer(): Promise<BaselineServer> {
  const snapshots = new Map<string, string>();
  const plain = new Map<string, { rows: PlainRow[]; rowsFor: Record<string, number> }>();
  const stylesheets = readdirSync(join(webDist, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `/assets/${file}`);
  const reactLists = new Map<string, ReactRow[]>();
  // React in production mode, bundled once per run: the baseline is React's own cost, without the app around it.
  const reactBundle = await build({
    entryPoints: [resolve(import.meta.dirname, 'plain-react-list.tsx')],
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const reactScript = reactBundle.outputFiles[0]!.text;
  const app: FastifyInstance = Fastify();
  app.get('/react-list.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(reactScript));
  app.get<{ Params: { name: string } }>('/react/:name', async (request, reply) => {
    if (!reactLists.has(request.params.name)) return reply.code(404).send('not found');
    const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain React list</title>${links}</head><body><div id="root"></div><script type="module" src="/react-list.js"></script></body></html>`,
      );
  });
  app.get<{ Params: { name: string } }>('/react/:name/data.json', async (request, reply) => {
    const rows = reactLists.get(request.params.name);
    return rows === undefined ? reply.code(404).send('not found') : { rows };
  });
  app.get<{ Params: { name: string } }>('/snapshot/:name', async (request, reply) => {
    const html = snapshots.get(request.params.name);
    if (html === undefined) return reply.code(404).send('not found');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>${html}`);
  });
  app.get<{ Params: { name: string } }>('/plain/:name', async (request, reply) => {
    if (!plain.has(request.params.name)) return reply.code(404).send('not found');
    return reply.type('text/html; charset=utf-8').send(plainRenderPage(request.params.name, stylesheets));
  });
  app.get<{ Params: { name: string } }>('/plain/:name/data.json', async (request, reply) => {
    const data = plain.get(request.params.name);
    return data === undefined ? reply.code(404).send('not found') : data;
  });
  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (path.includes('..')) return reply.code(404).send('not found');
    try {
      const body = readFileSync(join(webDist, path));
      const extension = /\.[a-z0-9]+$/.exec(path)?.[0] ?? '';
      return reply
        .type(types[extension] ?? 'application/octet-stream')
        .header('Cache-Control', 'public, max-age=31536000')
        .send(body);
    } catch {
      return reply.code(404).send('not found');
    }
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    setSnapshot: (name, html) => snapshots.set(name, staticCopy(html)),
    setPlainRender: (name, rows, rowsFor) => plain.set(name, { rows, rowsFor }),
    setReactList: (name, rows) => reactLists.set(name, rows),
    close: () => app.close(),
  };
}
