import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchImageLink, ImageUrlError, imageUrlOf, type ImageUrlProblem } from './image-link';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

async function problemOf(promise: Promise<unknown>): Promise<ImageUrlProblem | 'none'> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    if (error instanceof ImageUrlError) return error.problem;
    throw error;
  }
}

const answering =
  (body: BodyInit | null, init: ResponseInit = {}): typeof fetch =>
  async () =>
    new Response(body, init);
const refusing = (status: number, error: string) => answering(JSON.stringify({ error, message: 'refused' }), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a photo from a pasted link, fetched through the server', () => {
  it('takes only http and https addresses', () => {
    expect(imageUrlOf(' https://example.com/a.jpg ')?.href).toBe('https://example.com/a.jpg');
    expect(imageUrlOf('http://example.com/a.jpg')).not.toBeNull();
    expect(imageUrlOf('javascript:alert(1)')).toBeNull();
    expect(imageUrlOf('data:image/png;base64,AAAA')).toBeNull();
    expect(imageUrlOf('example.com/a.jpg')).toBeNull();
  });

  it('asks the app\'s own server for the link, and types the answer by its bytes', async () => {
    const fetcher = vi.fn(answering(png, { headers: { 'content-type': 'image/png' } }));
    const image = await fetchImageLink('https://example.com/a', fetcher);
    expect(image.type).toBe('image/png');
    expect(fetcher).toHaveBeenCalledWith('/api/image-links', expect.objectContaining({ method: 'POST', body: JSON.stringify({ url: 'https://example.com/a' }) }));
    expect(await problemOf(fetchImageLink('https://example.com/a', answering(html)))).toBe('not-image');
  });

  it('turns the server\'s error codes into problems, never its English', async () => {
    expect(await problemOf(fetchImageLink('http://10.0.0.1/a.png', refusing(422, 'image-link-private')))).toBe('private');
    expect(await problemOf(fetchImageLink('https://example.com/a.png', refusing(422, 'image-link-invalid')))).toBe('invalid-url');
    expect(await problemOf(fetchImageLink('https://example.com/a.png', refusing(422, 'image-link-credentials')))).toBe('credentials');
    expect(await problemOf(fetchImageLink('https://example.com/gone.png', refusing(422, 'image-link-unreachable')))).toBe('unreachable');
    expect(await problemOf(fetchImageLink('https://example.com/page', refusing(415, 'invalid-image')))).toBe('not-image');
    expect(await problemOf(fetchImageLink('https://example.com/big.png', refusing(413, 'payload-too-large')))).toBe('too-large');
    expect(await problemOf(fetchImageLink('https://example.com/a.png', refusing(429, 'rate-limited')))).toBe('rate-limited');
    expect(await problemOf(fetchImageLink('https://example.com/a.png', answering('Bad gateway', { status: 502 })))).toBe('failed');
    expect(await problemOf(fetchImageLink('not a link', answering(png)))).toBe('invalid-url');
    expect(await problemOf(fetchImageLink('https://painter:secret@example.com/a.png', answering(png)))).toBe('credentials');
  });

  it('needs a connection: offline it says so without asking', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const never = vi.fn(answering(png));
    expect(await problemOf(fetchImageLink('https://example.com/a.jpg', never))).toBe('offline');
    expect(never).not.toHaveBeenCalled();
  });
});
