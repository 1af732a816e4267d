import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/accounts.js';
import { createSyncTestApp, createTestUser, type SyncTestApp, type TestUser } from '../../testing/sync.js';
import { fetchLinkedImage, LinkedImageError, type LinkFetchOptions, type LinkProblem } from './fetch-linked-image.js';
import { imageLinkBudget, imageLinkRetryAfterSeconds, imageLinksPerWindow, unverifiedImageLinksPerHour } from './routes.js';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = Buffer.concat([pngSignature, Buffer.alloc(2048, 7)]);
const mib = 1024 * 1024;
const pngOfSize = (bytes: number) => Buffer.concat([pngSignature, Buffer.alloc(bytes - pngSignature.length, 7)]);
const slowMs = 4_000;

/** A local HTTP server answering `routes` by path; its origin is its address. */
async function localSite(
  routes: Record<string, (send: (status: number, headers: Record<string, string>, body?: Buffer | string) => void) => void>,
) {
  const server: Server = createServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    route((status, headers, body) => response.writeHead(status, headers).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

// "Another site" (a public one, let through by the test-only setting) and an internal service it may point at.
let site: Awaited<ReturnType<typeof localSite>>;
let internal: Awaited<ReturnType<typeof localSite>>;
beforeAll(async () => {
  internal = await localSite({ '/secret.png': (send) => send(200, { 'content-type': 'image/png' }, png) });
  site = await localSite({
    '/photo.png': (send) => send(200, { 'content-type': 'image/png' }, png),
    '/lying.jpg': (send) => send(200, { 'content-type': 'image/jpeg' }, '<html><body>Not a picture</body></html>'),
    '/moved.png': (send) => send(302, { location: '/photo.png' }),
    '/to-internal.png': (send) => send(302, { location: `${internal.origin}/secret.png` }),
    '/to-metadata.png': (send) => send(301, { location: 'http://169.254.169.254/latest/meta-data/' }),
    '/to-file': (send) => send(302, { location: 'file:///etc/passwd' }),
    '/loop.png': (send) => send(302, { location: '/loop.png' }),
    '/huge.png': (send) => send(200, { 'content-type': 'image/png', 'content-length': String(30 * 1024 * 1024) }),
    // The spec's "under 20MB": 20 MiB itself is too large ("20MB or more"), a byte less is not.
    '/exactly-20mib.png': (send) => send(200, { 'content-type': 'image/png' }, pngOfSize(20 * mib)),
    '/just-under-20mib.png': (send) => send(200, { 'content-type': 'image/png' }, pngOfSize(20 * mib - 1)),
    // An answer that takes its time: holds its share of the server's budget meanwhile.
    '/slow.png': (send) => setTimeout(() => send(200, { 'content-type': 'image/png' }, png), slowMs),
    '/gone.png': (send) => send(404, {}),
  });
});
afterAll(async () => {
  site?.server.closeAllConnections();
  internal?.server.closeAllConnections();
  await Promise.all([site, internal].map((each) => each && new Promise((resolve) => each.server.close(resolve))));
});

const options = (overrides: Partial<LinkFetchOptions> = {}): LinkFetchOptions => ({
  limitBytes: 20 * 1024 * 1024,
  timeoutMs: 5_000,
  maxRedirects: 3,
  testOrigins: [site.origin],
  ...overrides,
});

async function problemOf(link: string, overrides: Partial<LinkFetchOptions> = {}): Promise<LinkProblem | 'fetched'> {
  try {
    await fetchLinkedImage(link, options(overrides));
    return 'fetched';
  } catch (error) {
    if (error instanceof LinkedImageError) return error.problem;
    throw error;
  }
}

describe('fetching a linked image (SSRF-safe)', () => {
  it('fetches an image from another site, following a redirect within it, typed by its bytes', async () => {
    const fetched = await fetchLinkedImage(`${site.origin}/moved.png`, options());
    expect(fetched.mime).toBe('image/png');
    expect(Buffer.concat(fetched.chunks).equals(png)).toBe(true);
  });

  it('refuses loopback, private, link-local and meta addresses, by address and by a name that resolves to one', async () => {
    const port = new URL(internal.origin).port;
    for (const link of [
      `${internal.origin}/secret.png`,
      `http://localhost:${port}/secret.png`,
      `http://[::1]:${port}/secret.png`,
      'http://10.0.0.8/photo.png',
      'http://192.168.1.1/photo.png',
      'http://172.16.0.1/photo.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/photo.png',
      'http://0.0.0.0/photo.png',
      // IPv6 that carries an IPv4 address: compatible (the review's), mapped, translated, NAT64, 6to4.
      `http://[::127.0.0.1]:${port}/secret.png`,
      `http://[::ffff:127.0.0.1]:${port}/secret.png`,
      `http://[::ffff:0:127.0.0.1]:${port}/secret.png`,
      `http://[64:ff9b::127.0.0.1]:${port}/secret.png`,
      `http://[2002:7f00:1::1]:${port}/secret.png`,
      'http://[::8.8.8.8]/photo.png',
    ]) {
      expect(await problemOf(link), link).toBe('private');
    }
    // The test-only exemption is for its origin exactly, not for the address behind it.
    expect(await problemOf(`${internal.origin}/secret.png`, { testOrigins: [site.origin] })).toBe('private');
  });

  it('checks every redirect again: to an internal service, to the metadata address, to another scheme', async () => {
    expect(await problemOf(`${site.origin}/to-internal.png`)).toBe('private');
    expect(await problemOf(`${site.origin}/to-metadata.png`)).toBe('private');
    // Not followed; the painter's link was fine, the other site's redirect was not.
    expect(await problemOf(`${site.origin}/to-file`)).toBe('unreachable');
    expect(await problemOf(`${site.origin}/loop.png`)).toBe('unreachable');
  });

  it('refuses other schemes, credentials in the link, and what is not a link', async () => {
    for (const link of ['file:///etc/passwd', 'ftp://example.com/photo.png', 'data:image/png;base64,iVBORw0KGgo=', 'not a link']) {
      expect(await problemOf(link), link).toBe('not-a-link');
    }
    expect(await problemOf(`http://painter:secret@${site.origin.slice('http://'.length)}/photo.png`)).toBe('credentials');
  });

  it('refuses what is not an image by its bytes, whatever its declared type, and what is too large', async () => {
    expect(await problemOf(`${site.origin}/lying.jpg`)).toBe('not-image');
    expect(await problemOf(`${site.origin}/huge.png`)).toBe('too-large');
    expect(await problemOf(`${site.origin}/photo.png`, { limitBytes: 1024 })).toBe('too-large');
    expect(await problemOf(`${site.origin}/gone.png`)).toBe('unreachable');
  });

  it('refuses 20 MiB, as its message says ("20MB or more"), and takes a byte less', async () => {
    expect(await problemOf(`${site.origin}/exactly-20mib.png`)).toBe('too-large');
    const under = await fetchLinkedImage(`${site.origin}/just-under-20mib.png`, options());
    expect(under.size).toBe(20 * mib - 1);
  });
});

describe('POST /api/image-links', () => {
  let t: SyncTestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createSyncTestApp({ imageLinkTestOrigins: [site.origin] });
    ada = await createTestUser(t, { verified: true });
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  const post = (user: TestUser | undefined, url: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/image-links',
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
      payload: { url },
    });

  it('answers the image bytes to a signed-in painter, with a distinct error code for each refusal', async () => {
    expect((await post(undefined, `${site.origin}/photo.png`)).statusCode).toBe(401);
    const fetched = await post(ada, `${site.origin}/photo.png`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.headers['cache-control']).toBe('no-store');
    expect(fetched.rawPayload.equals(png)).toBe(true);
    expectError(await post(ada, 'ftp://example.com/photo.png'), 422, 'image-link-invalid');
    expectError(await post(ada, `http://painter:secret@${site.origin.slice('http://'.length)}/photo.png`), 422, 'image-link-credentials');
    expectError(await post(ada, `${internal.origin}/secret.png`), 422, 'image-link-private');
    expectError(await post(ada, `${site.origin}/to-internal.png`), 422, 'image-link-private');
    expectError(await post(ada, `${site.origin}/gone.png`), 422, 'image-link-unreachable');
    expectError(await post(ada, `${site.origin}/lying.jpg`), 415, 'invalid-image');
    expectError(await post(ada, 42), 400, 'validation');
  });

  it('limits how many links one painter may fetch', async () => {
    const grace = await createTestUser(t, { verified: true });
    for (let index = 0; index < imageLinksPerWindow; index += 1) {
      expectError(await post(grace, 'http://10.0.0.8/photo.png'), 422, 'image-link-private');
    }
    const limited = await post(grace, `${site.origin}/photo.png`);
    expectError(limited, 429, 'rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another painter has a limit of their own.
    expect((await post(ada, `${site.origin}/photo.png`)).statusCode).toBe(200);
  });

  it(`gives an unverified account ${unverifiedImageLinksPerHour} links an hour, and says how to get more`, async () => {
    const fresh = await createTestUser(t);
    for (let index = 0; index < unverifiedImageLinksPerHour; index += 1)
      expect((await post(fresh, `${site.origin}/photo.png`)).statusCode).toBe(200);
    const limited = await post(fresh, `${site.origin}/photo.png`);
    expectError(limited, 429, 'rate-limited');
    expect(limited.json<{ message: string }>().message).toMatch(/Verify it to fetch more/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After once the server-wide budget is spent, and fetches again once it is free', async () => {
    // Whole-size fetches (an undeclared length reserves the 20 MiB limit) fill the budget; each painter stays within
    // their own limit.
    const filling = Math.floor(imageLinkBudget.bytes / (20 * mib));
    const painters = await Promise.all(Array.from({ length: filling + 1 }, () => createTestUser(t, { verified: true })));
    const started = Date.now();
    const holding = painters.slice(0, filling).map((painter) => post(painter, `${site.origin}/slow.png`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = await post(painters[filling], `${site.origin}/photo.png`);
    expectError(busy, 503, 'image-links-busy');
    expect(Number(busy.headers['retry-after'])).toBe(imageLinkRetryAfterSeconds);
    // It waited for room before saying so, and said so before the slow ones were done.
    expect(Date.now() - started).toBeGreaterThanOrEqual(imageLinkBudget.waitMs);
    expect(Date.now() - started).toBeLessThan(slowMs);
    for (const answer of await Promise.all(holding)) expect(answer.statusCode).toBe(200);
    expect((await post(painters[filling], `${site.origin}/photo.png`)).statusCode).toBe(200);
  });
});
