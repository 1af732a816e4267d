import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchImage, ImageUrlError, imageUrlOf, type ImageUrlProblem } from './fetch-image';
import { sniffImageType } from './resize';

const MB = 1024 * 1024;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

const answering =
  (body: BodyInit, init: ResponseInit = {}): typeof fetch =>
  async () =>
    new Response(body, init);

async function problemOf(promise: Promise<unknown>): Promise<ImageUrlProblem | 'none'> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    if (error instanceof ImageUrlError) return error.problem;
    throw error;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a photo from a pasted link', () => {
  it('takes only http and https addresses', () => {
    expect(imageUrlOf(' https://example.com/a.jpg ')?.href).toBe('https://example.com/a.jpg');
    expect(imageUrlOf('http://example.com/a.jpg')).not.toBeNull();
    expect(imageUrlOf('javascript:alert(1)')).toBeNull();
    expect(imageUrlOf('data:image/png;base64,AAAA')).toBeNull();
    expect(imageUrlOf('example.com/a.jpg')).toBeNull();
  });

  it('judges the type by the bytes, not by what the other site claims', async () => {
    expect(await sniffImageType(new Blob([png]))).toBe('image/png');
    expect(await sniffImageType(new Blob([jpeg], { type: 'text/plain' }))).toBe('image/jpeg');
    expect(await sniffImageType(new Blob([html], { type: 'image/jpeg' }))).toBeUndefined();

    const fetched = await fetchImage(
      'https://example.com/a',
      20 * MB,
      answering(png, { headers: { 'content-type': 'application/octet-stream' } }),
    );
    expect(fetched.type).toBe('image/png');
    expect(fetched.size).toBe(png.length);
    expect(
      await problemOf(fetchImage('https://example.com/a.jpg', 20 * MB, answering(html, { headers: { 'content-type': 'image/jpeg' } }))),
    ).toBe('not-image');
  });

  it('refuses 20MB or more, by the declared length before reading and by the bytes read', async () => {
    const declared = answering(png, { headers: { 'content-length': String(20 * MB) } });
    expect(await problemOf(fetchImage('https://example.com/big.png', 20 * MB, declared))).toBe('too-large');
    const big = new Uint8Array(2048);
    big.set(png);
    expect(await problemOf(fetchImage('https://example.com/big.png', 2048, answering(big)))).toBe('too-large');
    expect(await problemOf(fetchImage('https://example.com/ok.png', 2049, answering(big)))).toBe('none');
  });

  it('tells a refused or failed fetch (CORS) from being offline, and a missing image from both', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await problemOf(fetchImage('https://example.com/a.jpg', 20 * MB, refused))).toBe('blocked');
    expect(await problemOf(fetchImage('https://example.com/a.jpg', 20 * MB, answering('gone', { status: 404 })))).toBe('not-found');
    expect(await problemOf(fetchImage('not a link', 20 * MB, refused))).toBe('invalid-url');

    vi.stubGlobal('navigator', { onLine: false });
    const never = vi.fn(refused);
    expect(await problemOf(fetchImage('https://example.com/a.jpg', 20 * MB, never))).toBe('offline');
    expect(never).not.toHaveBeenCalled();
  });
});
