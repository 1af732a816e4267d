import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPaintSchema, errorBodySchema, type CatalogPaint } from '@paintforge/sync-protocol';
import { foldForSearch } from '@paintforge/sync-protocol/search';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { searchResultLimit } from './service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });
const search = async (q: string) => {
  const response = await get(`/api/paints/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json<CatalogPaint[]>();
};

describe('GET /api/paints/all', () => {
  it('answers the whole catalog, every row in the shape of catalogPaintSchema', async () => {
    const response = await get('/api/paints/all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const paints = response.json<unknown[]>();
    expect(paints).toHaveLength(5805);
    for (const paint of paints) expect(() => catalogPaintSchema.strict().parse(paint)).not.toThrow();
    expect(new Set(paints.map((paint) => (paint as CatalogPaint).id)).size).toBe(5805);
  });

  it('carries the range, discontinued, the colour source and confidence of every paint, and each successor', async () => {
    const paints = (await get('/api/paints/all')).json<CatalogPaint[]>();
    for (const paint of paints) {
      expect(Object.keys(paint)).toEqual(expect.arrayContaining(['range', 'discontinued', 'colorSource', 'colorConfidence']));
      // Only a discontinued paint has a successor; current paints leave the field out (5,506 nulls off the download).
      expect('successorId' in paint).toBe(paint.discontinued);
    }
    const gloss = paints.find((paint) => paint.name === 'Nuln Oil Gloss')!;
    expect(gloss).toMatchObject({ range: 'Shade', discontinued: true, colorSource: 'dataset', colorConfidence: 'low' });
    expect(paints.find((paint) => paint.id === gloss.successorId)).toMatchObject({ brand: 'Citadel', discontinued: false });
  });

  it('is public and ignores a bearer token', async () => {
    const response = await get('/api/paints/all', { authorization: 'Bearer not-a-real-token' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 304 with no body when the client already has this version', async () => {
    const { headers } = await get('/api/paints/all');
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const response = await get('/api/paints/all', { 'if-none-match': ifNoneMatch });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get('/api/paints/all', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('sends the same JSON brotli- or gzip-compressed when asked, with the same ETag', async () => {
    const plain = await get('/api/paints/all');
    const br = await get('/api/paints/all', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const gz = await get('/api/paints/all', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(Number(gz.headers['content-length'])).toBeLessThan(plain.body.length / 3);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/api/paints/all' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers.etag).toMatch(/^"/);
  });
});

describe('GET /api/paints/search', () => {
  it('finds catalog paints by name, ignoring case', async () => {
    const results = await search('ABADDON black');
    expect(results.length).toBeGreaterThan(0);
    for (const paint of results) {
      expect(paint.name).toMatch(/abaddon black/i);
      expect(catalogPaintSchema.strict().parse(paint)).toEqual(paint);
      expect(paint.userId).toBeNull();
    }
  });

  it('ignores accents in both the query and the names', async () => {
    const withoutAccent = await search('olivgrun');
    const withAccent = await search('OLIVGRÜN');
    expect(withoutAccent.length).toBeGreaterThan(0);
    expect(withoutAccent.every((paint) => paint.name.includes('Olivgrün'))).toBe(true);
    expect(withAccent).toEqual(withoutAccent);
  });

  it('matches brand and range words as well as the name', async () => {
    const results = await search('citadel contrast');
    expect(results.length).toBeGreaterThan(10);
    expect(results.every((paint) => paint.brand === 'Citadel' && /contrast/i.test(paint.range + paint.name))).toBe(true);
    const byRange = await search('speedpaint 2.0');
    expect(byRange.length).toBeGreaterThan(0);
    expect(byRange.every((paint) => paint.range === 'Speedpaint 2.0')).toBe(true);
  });

  it(`answers at most ${searchResultLimit} paints, best name matches first, and trims the query`, async () => {
    const results = await search('  a  ');
    expect(results).toHaveLength(searchResultLimit);
    const exact = await search('Abaddon Black');
    expect(foldForSearch(exact[0]!.name)).toBe('abaddon black');
    expect(await search('no paint is called this')).toEqual([]);
  });

  it.each([
    ['/api/paints/search', 'Search text is required'],
    ['/api/paints/search?q=', 'Search text is required'],
    ['/api/paints/search?q=%20%20%20', 'Search text is required'],
    [`/api/paints/search?q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
    ['/api/paints/search?q=a&q=b', 'Search text must be given once'],
  ])('answers 400 for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.strict().parse(response.json())).toEqual({ error: 'validation', message, field: 'q' });
  });

  it('accepts 100 characters after trimming', async () => {
    expect((await get(`/api/paints/search?q=${encodeURIComponent(` ${'x'.repeat(100)} `)}`)).statusCode).toBe(200);
  });
});
