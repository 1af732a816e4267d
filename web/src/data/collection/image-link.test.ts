import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchImageLink, imageLinkTries, ImageUrlError, imageUrlOf, type ImageUrlProblem } from './image-link';

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

  it('waits out a busy server’s Retry-After and tries again, saying so; then says the server is busy', async () => {
    const busy = () =>
      new Response(JSON.stringify({ error: 'image-links-busy', message: 'busy' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '5' },
      });
    const answers = [busy(), busy(), new Response(png, { headers: { 'content-type': 'image/png' } })];
    const fetcher = vi.fn(async () => answers.shift()!);
    const waits: number[] = [];
    const slept: number[] = [];
    const image = await fetchImageLink('https://example.com/a.png', {
      fetcher,
      onWait: (seconds) => waits.push(seconds),
      sleep: async (ms) => void slept.push(ms),
    });
    expect(image.type).toBe('image/png');
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([5, 5]);
    expect(slept).toEqual([5000, 5000]);

    // Busy on every try: the painter is told, after imageLinkTries tries.
    const always = vi.fn(async () => busy());
    const problem = await problemOf(fetchImageLink('https://example.com/a.png', { fetcher: always, sleep: async () => {} }));
    expect(problem).toBe('busy');
    expect(always).toHaveBeenCalledTimes(imageLinkTries);
    // A 503 that names no wait (a proxy's) is not waited on.
    const plain = vi.fn(answering('Service Unavailable', { status: 503 }));
    expect(await problemOf(fetchImageLink('https://example.com/a.png', { fetcher: plain, sleep: async () => {} }))).toBe('failed');
    expect(plain).toHaveBeenCalledOnce();
  });

  it('needs a connection: offline it says so without asking', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const never = vi.fn(answering(png));
    expect(await problemOf(fetchImageLink('https://example.com/a.jpg', never))).toBe('offline');
    expect(never).not.toHaveBeenCalled();
  });
});
