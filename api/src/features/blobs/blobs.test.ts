import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/accounts.js';
import { createTestUser, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { blobCacheControl } from './routes.js';
import { ApiError } from '../../plugins/api-error.js';
import { photoQuotaMessage, storeBlob } from './service.js';
import { blobMaxBytes, imageTypeOf, sha256Hex } from './images.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

const testApp = useSyncTestApp();
let ada: TestUser;
let grace: TestUser;
beforeAll(async () => {
  ada = await createTestUser(testApp());
  grace = await createTestUser(testApp());
});

const jpeg = (fill = 1, size = 68) => Buffer.from(testJpeg(fill, size));
/** Files the metadata walk takes to their end (image-metadata.ts): PNG chunks up to IEND, WebP chunks within the RIFF. */
const pngChunk = (type: string, data: Buffer) =>
  Buffer.concat([Buffer.from([0, 0, 0, data.length]), Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
  pngChunk('IDAT', Buffer.alloc(32, 7)),
  pngChunk('IEND', Buffer.alloc(0)),
]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.from([24, 0, 0, 0]),
  Buffer.alloc(24, 3),
]);

function put(user: TestUser | undefined, bytes: Buffer, options: { hash?: string; type?: string } = {}) {
  return testApp().app.inject({
    method: 'PUT',
    url: `/api/blobs/${options.hash ?? sha256Hex(bytes)}`,
    headers: { 'content-type': options.type ?? 'application/octet-stream', ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    payload: bytes,
  });
}
function get(user: TestUser | undefined, hash: string, headers: Record<string, string> = {}) {
  return testApp().app.inject({
    method: 'GET',
    url: `/api/blobs/${hash}`,
    headers: { ...headers, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
  });
}

describe('image types', () => {
  it('are judged by the leading bytes only', () => {
    expect(imageTypeOf(jpeg())).toBe('image/jpeg');
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(webp)).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('RIFF....WAVE'))).toBeUndefined();
  });
});

describe('PUT /api/blobs/:sha256', () => {
  it('stores JPEG, PNG and WebP with the type read from their bytes, whatever the client says', async () => {
    for (const [bytes, mime] of [
      [jpeg(2), 'image/jpeg'],
      [png, 'image/png'],
      [webp, 'image/webp'],
    ] as const) {
      const response = await put(ada, bytes, { type: 'image/gif' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ sha256: sha256Hex(bytes), mime, size: bytes.length });
    }
  });

  it('stores the same bytes once; each sender becomes an owner (201 the first time for them, 200 after)', async () => {
    const bytes = jpeg(3);
    expect((await put(ada, bytes)).statusCode).toBe(201);
    expect((await put(ada, bytes, { type: 'image/jpeg' })).statusCode).toBe(200);
    expect((await put(grace, bytes)).statusCode).toBe(201);
    const hash = sha256Hex(bytes);
    expect(await testApp().db.selectFrom('blob').select('sha256').where('sha256', '=', hash).execute()).toHaveLength(1);
    expect(
      (await testApp().db.selectFrom('blobOwner').select('userId').where('sha256', '=', hash).execute()).map((row) => row.userId).sort(),
    ).toEqual([ada.id, grace.id].sort());
  });

  it('refuses anything that is not a JPEG, PNG or WebP (415), by its bytes', async () => {
    for (const bytes of [
      Buffer.from('<svg onload="alert(1)"/>'),
      Buffer.from('GIF89a....'),
      Buffer.from('<html></html>'),
      Buffer.alloc(0),
    ]) {
      expectError(await put(ada, bytes, { type: 'image/png' }), 415, 'invalid-image', 'Invalid file type');
    }
    expectError(await put(ada, jpeg(), { type: 'text/plain' }), 415, 'invalid-image', 'Invalid file type');
    expectError(await put(ada, jpeg(), { type: 'application/json' }), 415, 'invalid-image', 'Invalid file type');
  });

  it('refuses bytes whose SHA-256 is not the path (400 hash-mismatch), and a path that is not a SHA-256', async () => {
    expectError(await put(ada, jpeg(4), { hash: sha256Hex(jpeg(5)) }), 400, 'hash-mismatch');
    expectError(await put(ada, jpeg(4), { hash: 'ABC' }), 400, 'validation');
  });

  it('accepts exactly 5MB and refuses more with 413', async () => {
    const largest = jpeg(6, blobMaxBytes);
    expect((await put(ada, largest)).statusCode).toBe(201);
    expectError(await put(ada, jpeg(6, blobMaxBytes + 1)), 413, 'payload-too-large', 'File too large');
  });

  it('keeps each painter within the photo quota (413 quota-exceeded); bytes they already own cost nothing again', async () => {
    const painter = await createTestUser(testApp());
    const kept = jpeg(11, 96);
    const store = (bytes: Buffer) =>
      testApp()
        .db.transaction()
        .execute((trx) => storeBlob(trx, painter.id, bytes, undefined, 250));
    await expect(store(kept)).resolves.toMatchObject({ created: true });
    await expect(store(jpeg(12, 96))).resolves.toMatchObject({ created: true });
    const over = store(jpeg(13, 96));
    await expect(over).rejects.toBeInstanceOf(ApiError);
    await expect(over).rejects.toMatchObject({ statusCode: 413, code: 'quota-exceeded', message: photoQuotaMessage });
    await expect(store(kept)).resolves.toMatchObject({ created: false });
    // Another painter's quota is their own.
    await expect(
      testApp()
        .db.transaction()
        .execute((trx) => storeBlob(trx, grace.id, jpeg(13, 96), undefined, 250)),
    ).resolves.toMatchObject({
      created: true,
    });
  });

  it('needs a session', async () => {
    expectError(await put(undefined, jpeg(8)), 401, 'unauthorized');
  });
});

describe('GET /api/blobs/:sha256', () => {
  it('serves an owner the bytes with their type, the hash as ETag and a long private immutable cache; 304 when unchanged', async () => {
    const bytes = jpeg(9);
    const hash = sha256Hex(bytes);
    await put(ada, bytes);
    const response = await get(ada, hash);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({ 'content-type': 'image/jpeg', etag: `"${hash}"`, 'cache-control': blobCacheControl });
    const again = await get(ada, hash, { 'if-none-match': `"${hash}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 to everyone else, even with the right ETag, and 401 without a session', async () => {
    const bytes = png;
    const hash = sha256Hex(bytes);
    await put(ada, bytes);
    const other = await createTestUser(testApp());
    expectError(await get(other, hash), 404, 'not-found');
    expectError(await get(other, hash, { 'if-none-match': `"${hash}"` }), 404, 'not-found');
    expectError(await get(ada, 'f'.repeat(64)), 404, 'not-found');
    expectError(await get(undefined, hash), 401, 'unauthorized');
  });
});
