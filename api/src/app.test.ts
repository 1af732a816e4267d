import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { pino } from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@paintforge/sync-protocol';
import { buildApp } from './app.js';
import { createTestConfig } from './testing/test-config.js';
import { closeDatabase, createDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { loadCatalog } from './features/catalog/loader.js';
import type { ZodTypeProvider } from './plugins/zod-schemas.js';
import { createTestApp, writeFakeWebDist, type TestApp } from './testing/test-app.js';

const expectedCsp =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;connect-src 'self';" +
  "worker-src 'self';manifest-src 'self';font-src 'self' data:;object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'";

function expectErrorBody(body: string, expected: { error: string; message?: string }) {
  const parsed = errorBodySchema.strict().parse(JSON.parse(body));
  expect(parsed).toMatchObject(expected);
}

describe('without a web build', () => {
  let testApp: TestApp;
  const logLines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    testApp = await createTestApp({}, { logger: pino({ level: 'info' }, logStream) });
    const app = testApp.app.withTypeProvider<ZodTypeProvider>();
    // Routes that exist only in this test, to reach the error paths no real route has yet.
    app.post('/api/test/echo', { schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) } }, async (request) => ({
      name: request.body.name,
    }));
    app.get('/api/test/boom', async () => {
      throw new Error('secret detail from the database');
    });
    app.get(
      '/api/test/bad-response',
      { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
      async () => ({ ok: false }) as never,
    );
    app.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  });
  afterAll(async () => {
    await testApp?.cleanup();
  });
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  it('answers unknown /api paths with 404 JSON, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/paints/all/extra'],
      ['PATCH', '/api/paints/all'],
      ['GET', '/api/nope?token=x'],
    ] as const) {
      const response = await inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectErrorBody(response.body, { error: 'not-found', message: 'Not found' });
    }
  });

  it('answers app paths with 503 JSON when the web app is not built', async () => {
    // (A showcase link still answers: its page is rendered by the server, showcase/routes.ts.)
    for (const url of ['/', '/inventory', '/index.html']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expectErrorBody(response.body, { error: 'app-not-built', message: 'The web app is not built. Run npm run build.' });
    }
  });

  it('reports health', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number), database: 'ok', catalogPaints: 5805 });
  });

  it('sends the security headers, without HSTS or upgrade-insecure-requests', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(expectedCsp);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.body, { error: 'invalid-json' });
    const empty = await inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expectErrorBody(empty.body, { error: 'bad-request' });
  });

  it('answers a body that fails its schema with 400 and the first zod message', async () => {
    const response = await inject({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.body, { error: 'validation', message: 'Name is required' });
    const ok = await inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Ada' } });
    expect(ok.json()).toEqual({ name: 'Ada' });
  });

  it('answers a body that is too large with 413, and an unknown content type with 415', async () => {
    const large = await inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x'.repeat(2 * 1024 * 1024) } });
    expect(large.statusCode).toBe(413);
    expectErrorBody(large.body, { error: 'payload-too-large' });
    const text = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Ada</name>',
    });
    expect(text.statusCode).toBe(415);
    expectErrorBody(text.body, { error: 'unsupported-media-type' });
  });

  it('answers a malformed URL with 400, with every security header and without repeating the URL', async () => {
    const fine = await inject({ method: 'GET', url: '/api/health' });
    for (const url of ['/api/%E0%A4%A', '/api/paints/%E0%A4%A', '/%E0%A4%A']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.body, { error: 'bad-request' });
      expect(response.body).not.toMatch(/%E0|A4|paints/i);
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]) {
        expect(response.headers[header], header).toBe(fine.headers[header]);
        expect(response.headers[header], header).toBeTruthy();
      }
    }
  });

  it('hides the details of a server error from the client and logs them', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', message: 'Server error. Please try again in a few moments.' });
    expect(response.body).not.toMatch(/secret detail|at .*\.ts/);
    const logged = logLines.find((line) => line.msg === 'Request failed');
    expect(JSON.stringify(logged)).toMatch(/secret detail from the database/);

    const badResponse = await inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(badResponse.statusCode).toBe(500);
    expectErrorBody(badResponse.body, { error: 'internal' });
  });

  it('answers 429 in the error shape when a route limit is hit', async () => {
    expect((await inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const limited = await inject({ method: 'GET', url: '/api/test/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate-limited', message: 'Too many requests. Please wait a moment and try again.' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('logs one line per request with method, url without secrets, status and time', async () => {
    await inject({ method: 'GET', url: '/api/paints/search?q=black&token=abc123&resetCode=999' });
    const line = logLines.find((entry) => entry.msg === 'request' && String(entry.url).startsWith('/api/paints/search?q=black'));
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/paints/search?q=black&token=[redacted]&resetCode=[redacted]',
      statusCode: 200,
    });
    expect(line?.responseTimeMs).toEqual(expect.any(Number));
    expect(JSON.stringify(logLines)).not.toContain('abc123');
  });
});

describe('with a web build', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const webDist = join(createTestConfig().dataDir, 'dist');
    mkdirSync(webDist, { recursive: true });
    writeFakeWebDist(webDist);
    testApp = await createTestApp({ webDist, hsts: true });
  });
  afterAll(async () => {
    await testApp?.cleanup();
    rmSync(join(testApp.config.webDist, '..'), { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('serves index.html for / and for every client-side route, so the router (and its 404 page) decides', async () => {
    for (const url of ['/', '/inventory', '/some/unknown/path', '/projects?tab=mine', '/help/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers / with the prerendered landing.html when the build has one, every other route with index.html', async () => {
    const landing = join(testApp.config.webDist, 'landing.html');
    writeFileSync(
      landing,
      '<!doctype html><html><body><div id="root" data-prerendered="landing"><h1>The Paint Forge</h1></div></body></html>',
    );
    try {
      const home = await get('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('data-prerendered="landing"');
      expect(home.headers['cache-control']).toBe('no-cache');
      for (const url of ['/inventory', '/some/unknown/path']) expect((await get(url)).body, url).not.toContain('data-prerendered');
    } finally {
      rmSync(landing);
    }
  });

  it("answers / in the visitor's language: the device's choice (its cookie), else Accept-Language, else English", async () => {
    const page = (language: string) =>
      `<!doctype html><html lang="${language}"><body><div id="root" data-prerendered="landing"><h1>The Paint Forge</h1></div></body></html>`;
    const files = ['en', 'de', 'pl'].map((language) =>
      join(testApp.config.webDist, language === 'en' ? 'landing.html' : `landing.${language}.html`),
    );
    files.forEach((file, index) => writeFileSync(file, page(['en', 'de', 'pl'][index]!)));
    const home = async (headers: Record<string, string>) => {
      const response = await testApp.app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/accept-language/);
      expect(response.headers.vary).toMatch(/cookie/);
      return /lang="(\w+)"/.exec(response.body)?.[1];
    };
    try {
      expect(await home({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' })).toBe('de');
      expect(await home({ 'accept-language': 'ja,pl;q=0.5,de;q=0.4' })).toBe('pl');
      expect(await home({ 'accept-language': 'de;q=0, en' })).toBe('en');
      expect(await home({ 'accept-language': 'de', cookie: 'theme=dark; paintforge-language=pl' })).toBe('pl');
      // A choice this build has no page for (French here) answers the English one; a forged cookie is ignored.
      expect(await home({ 'accept-language': 'fr-FR' })).toBe('en');
      expect(await home({ 'accept-language': 'de', cookie: 'paintforge-language=../../etc' })).toBe('de');
      expect(await home({})).toBe('en');
    } finally {
      files.forEach((file) => rmSync(file));
    }
  });

  it('still answers 404 JSON for unknown /api paths and for missing hashed assets', async () => {
    expectErrorBody((await get('/api/unknown')).body, { error: 'not-found' });
    const asset = await get('/assets/index-gone.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/^application\/json/);
  });

  it('caches fingerprinted assets forever and revalidates everything else', async () => {
    const js = await get('/assets/index-abc123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/index-abc123.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest', '/icons/icon-192.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('revalidates static files with ETag or Last-Modified', async () => {
    const first = await get('/sw.js');
    const again = await get('/sw.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("sends the build's precompressed twin as it is, by the request's Accept-Encoding", async () => {
    const file = join(testApp.config.webDist, 'assets/index-abc123.js');
    const plain = readFileSync(file);
    // Different from what the server would make of the file, so the test sees which bytes were sent.
    const twin = brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(`${file}.br`, twin);
    try {
      const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.equals(twin)).toBe(true);
      // Without a .gz twin, gzip is made on the fly; without any encoding, the plain file.
      const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gz.rawPayload).equals(plain)).toBe(true);
      const identity = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.rawPayload.equals(plain)).toBe(true);
    } finally {
      rmSync(`${file}.br`);
    }
  });

  it('compresses text files', async () => {
    const response = await get('/inventory', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('<div id="root">');
  });

  it('sends HSTS when configured for HTTPS, and the CSP on the app too', async () => {
    const response = await get('/');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toBe(expectedCsp);
  });
});

describe('health when the database fails', () => {
  it('answers 503 in the error shape', async () => {
    const config = createTestConfig();
    const db = createDatabase(config);
    const silent = pino({ level: 'silent' });
    await migrateToLatest(db, silent);
    const { catalog } = await loadCatalog(db, config.catalogPath, silent);
    const app = await buildApp(config, { db, catalog, logger: silent });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await closeDatabase(db);
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        error: 'database-unavailable',
        message: expect.any(String),
        status: 'error',
        database: 'error',
        catalogPaints: 5805,
      });
    } finally {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
