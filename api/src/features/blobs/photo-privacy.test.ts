import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripImageMetadata } from '@paintforge/sync-protocol';
import { expectError } from '../../testing/accounts.js';
import { v7 as uuidv7 } from 'uuid';
import { createTestUser, later, mutations, newDevice, projectArgs, pushOk, send, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { shareResponseSchema } from '../projects/share.js';
import { imageMessages, sha256Hex } from './images.js';
import { findShowcaseWipImage } from '../showcase/service.js';

const testApp = useSyncTestApp();
let ada: TestUser;
beforeAll(async () => {
  ada = await createTestUser(testApp());
});

// A position that must never leave the server: 51°30'N, 0°7'W, and a camera owner's name.
const gps = {
  IFD0: { Artist: 'Ada Lovelace' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
};
const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.0N"/></rdf:RDF></x:xmpmeta>';
const picture = () => sharp({ create: { width: 24, height: 16, channels: 3, background: '#9a1115' } });

/** A PNG chunk with its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG with a text chunk and an eXIf chunk after its header. */
async function pngWithText(): Promise<Buffer> {
  const clean = await picture().png().toBuffer();
  const afterHeader = 8 + 12 + 13; // signature, IHDR
  return Buffer.concat([
    clean.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from('Comment\0Painted at 12 Baker Street', 'latin1')),
    pngChunk('eXIf', Buffer.from('MM\0*GPS 51N', 'latin1')),
    clean.subarray(afterHeader),
  ]);
}

function put(bytes: Buffer, hash = sha256Hex(bytes)) {
  return testApp().app.inject({
    method: 'PUT',
    url: `/api/blobs/${hash}`,
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${ada.token}` },
    payload: bytes,
  });
}
const get = (hash: string) =>
  testApp().app.inject({ method: 'GET', url: `/api/blobs/${hash}`, headers: { authorization: `Bearer ${ada.token}` } });

async function expectNoMetadata(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.width).toBe(24); // still the same picture, and it still decodes
  expect((await sharp(bytes).raw().toBuffer()).length).toBe(24 * 16 * 3);
  for (const secret of ['Ada Lovelace', 'Baker Street', 'GPS', '51,30']) expect(bytes.toString('latin1')).not.toContain(secret);
}

describe('photos are stored without their metadata', () => {
  it('strips EXIF (GPS), XMP and text from JPEG, PNG and WebP; the stored photo is named by the hash of what is stored', async () => {
    const withMetadata = [
      await picture().jpeg().withExif(gps).withXmp(xmp).toBuffer(),
      await pngWithText(),
      await picture().webp().withExif(gps).withXmp(xmp).toBuffer(),
    ];
    for (const original of withMetadata) {
      expect(original.toString('latin1')).toMatch(/Ada Lovelace|Baker Street/);
      // A client that names the bytes it sends: the answer names the photo stored, which is what GET serves.
      const stored = await put(original);
      expect(stored.statusCode, stored.body).toBe(201);
      const { sha256, size } = stored.json() as { sha256: string; size: number };
      expect(sha256).not.toBe(sha256Hex(original));
      const served = (await get(sha256)).rawPayload;
      expect(sha256Hex(served)).toBe(sha256);
      expect(served.length).toBe(size);
      await expectNoMetadata(served);
      expect((await get(sha256Hex(original))).statusCode).toBe(404);
      // The app strips before naming (the same function): its name is the stored photo's, and a second upload is the same blob.
      const named = await put(original, sha256Hex(Buffer.from(stripImageMetadata(original)!)));
      expect(named.statusCode, named.body).toBe(200);
      expect((named.json() as { sha256: string }).sha256).toBe(sha256);
    }
  });

  it('fails closed: drops a PNG’s bytes after IEND, and refuses a JPEG whose segment length cannot be walked, saying why', async () => {
    // The review's two files: the GPS text after the picture's end, and a segment whose length runs past the file.
    // Another colour than the other tests' picture: a photo of its own, stored here first.
    const clean = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const trailing = Buffer.concat([clean, Buffer.from('GPS 51°30′N 0°7′W · Ada Lovelace, 12 Baker Street', 'utf8')]);
    const stored = await put(trailing);
    expect(stored.statusCode, stored.body).toBe(201);
    const { sha256 } = stored.json() as { sha256: string };
    await expectNoMetadata((await get(sha256)).rawPayload);
    expect((await get(sha256)).rawPayload.equals(clean)).toBe(true);

    const jpeg = await picture().jpeg().withExif(gps).toBuffer();
    const app1 = jpeg.indexOf(Buffer.from([0xff, 0xe1]));
    expect(app1).toBeGreaterThan(0);
    const badLength = Buffer.from(jpeg);
    badLength.writeUInt16BE(0xfff0, app1 + 2); // the EXIF segment claims 65,520 bytes: past the file's end
    expectError(await put(badLength), 415, 'unreadable-image', imageMessages.unwalkable);
    // Nothing of it was kept, under either name.
    const rows = await testApp().db.selectFrom('blob').select('bytes').execute();
    for (const row of rows) expect(row.bytes.toString('latin1')).not.toContain('Ada Lovelace');
  });

  it('keeps a photo with nothing to strip byte for byte, and still refuses a damaged upload', async () => {
    const clean = await picture().jpeg().toBuffer();
    expect(stripImageMetadata(clean)).toBe(clean);
    const stored = await put(clean);
    expect((stored.json() as { sha256: string }).sha256).toBe(sha256Hex(clean));
    expect((await get(sha256Hex(clean))).rawPayload.equals(clean)).toBe(true);
    expectError(await put(clean, sha256Hex(Buffer.from('something else'))), 400, 'hash-mismatch');
  });

  it('shows no GPS position on the public showcase of a photo sent through the API as a data URL', async () => {
    const photo = await picture().jpeg().withExif(gps).toBuffer();
    const created = await send(testApp().app, ada, 'POST', '/api/projects', {
      name: 'Located Knight',
      imageUrl: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const { token } = shareResponseSchema.parse((await send(testApp().app, ada, 'POST', `/api/projects/${id}/share`)).json());
    const image = await testApp().app.inject({ method: 'GET', url: `/showcase/${token}/image.jpg` });
    expect(image.statusCode).toBe(200);
    await expectNoMetadata(image.rawPayload);
  });
});

/** A real image whose header is rewritten to declare width × height (the pixel data stays tiny). */
async function declaring(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await picture()[format]().toBuffer());
  if (format === 'png') {
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29); // IHDR's CRC
  } else if (format === 'jpeg') {
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    bytes.writeUInt16BE(height, sof + 5);
    bytes.writeUInt16BE(width, sof + 7);
  } else {
    // Lossy WebP ('VP8 '): 14-bit width and height after the frame tag and start code.
    bytes.writeUInt16LE(width & 0x3fff, 26);
    bytes.writeUInt16LE(height & 0x3fff, 28);
  }
  return bytes;
}

describe('photos stored before uploads were stripped', () => {
  it('show no GPS position on the public showcase: its photo and its work-in-progress photos', async () => {
    // Stored behind the app's back, as uploads were before the server stripped them.
    const located = await picture().jpeg().withExif(gps).withXmp(xmp).toBuffer();
    const sha256 = sha256Hex(located);
    const at = new Date().toISOString();
    await testApp()
      .db.insertInto('blob')
      .values({ sha256, mime: 'image/jpeg', size: located.length, bytes: located, createdAt: at })
      .execute();
    await testApp().db.insertInto('blobOwner').values({ sha256, userId: ada.id, createdAt: at }).execute();
    const device = newDevice();
    const project = projectArgs({ imageHash: sha256 });
    const photoId = uuidv7();
    const wip = { projectId: project.id, id: photoId, stage: 'primed', imageHash: sha256, largeImageHash: sha256, addedAt: later };
    const pushed = await pushOk(
      testApp().app,
      ada,
      device,
      mutations(
        device,
        ['project.create@1', project],
        ['project.addWipPhoto@1', wip],
        ['project.update@1', { id: project.id, changes: { showTimeline: true }, updatedAt: later }],
      ),
    );
    expect(pushed.results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    const { token } = shareResponseSchema.parse((await send(testApp().app, ada, 'POST', `/api/projects/${project.id}/share`)).json());

    for (const url of [
      `/showcase/${token}/image.jpg`,
      `/showcase/${token}/wip/${photoId}/card.jpg`,
      `/showcase/${token}/wip/${photoId}/large.jpg`,
    ]) {
      const image = await testApp().app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      await expectNoMetadata(image.rawPayload);
    }
  });
});

describe('decompression bombs', () => {
  it('refuses a PNG, JPEG or WebP whose header declares more than 40 megapixels, with the upload’s too-large message', async () => {
    for (const bomb of [
      await declaring('png', 50_000, 50_000),
      await declaring('jpeg', 50_000, 50_000),
      await declaring('webp', 16_000, 16_000),
    ]) {
      expect(bomb.length).toBeLessThan(4096);
      expectError(await put(bomb), 413, 'payload-too-large', 'File too large');
    }
    const photo = await picture().jpeg().toBuffer();
    expectError(
      await send(testApp().app, ada, 'POST', '/api/projects', {
        name: 'Bomb',
        imageUrl: `data:image/png;base64,${(await declaring('png', 50_000, 50_000)).toString('base64')}`,
      }),
      413,
      'payload-too-large',
    );
    // Within the budget: a phone camera's 8000 × 5000.
    expect((await put(await declaring('png', 8000, 5000))).statusCode).toBe(201);
    expect((await put(photo)).statusCode).toBeLessThan(300);
  });
});

describe('the profile picture', () => {
  const setImage = (bytes: Buffer) =>
    send(testApp().app, ada, 'PATCH', '/api/auth/profile-image', { profileImageUrl: `data:image/jpeg;base64,${bytes.toString('base64')}` });
  const storedImage = async () => {
    const url = (await send(testApp().app, ada, 'GET', '/api/auth/me')).json<{ profileImageUrl: string | null }>().profileImageUrl;
    return url === null ? null : Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  };

  it('is kept without its GPS position, and refused as too large when its header declares more than 40 megapixels', async () => {
    const located = await picture().jpeg().withExif(gps).withXmp(xmp).toBuffer();
    const set = await setImage(located);
    expect(set.statusCode, set.body).toBe(200);
    await expectNoMetadata((await storedImage())!);

    const bomb = await declaring('jpeg', 50_000, 50_000);
    expect(bomb.length).toBeLessThan(4096);
    expectError(await setImage(bomb), 400, 'invalid-image', 'The profile picture must be a JPEG image under 5MB');
    await expectNoMetadata((await storedImage())!); // the picture before it stays
  });
});

describe('work-in-progress photos (issue 26)', () => {
  it('are public only while the miniature is shared and its painter shows the timeline', async () => {
    const [card, large] = [await picture().jpeg().toBuffer(), await picture().png().toBuffer()];
    const [cardHash, largeHash] = [
      ((await put(card)).json() as { sha256: string }).sha256,
      ((await put(large)).json() as { sha256: string }).sha256,
    ];
    const device = newDevice();
    const project = projectArgs();
    const photoId = uuidv7();
    const push = (...list: Array<[string, unknown]>) => pushOk(testApp().app, ada, device, mutations(device, ...list));
    await push(
      ['project.create@1', project],
      [
        'project.addWipPhoto@1',
        { projectId: project.id, id: photoId, stage: 'primed', imageHash: cardHash, largeImageHash: largeHash, addedAt: later },
      ],
    );
    const { token } = shareResponseSchema.parse((await send(testApp().app, ada, 'POST', `/api/projects/${project.id}/share`)).json());
    // Shared, but the timeline is not shown (the default): the photo stays private.
    expect(await findShowcaseWipImage(testApp().db, token, photoId, 'card')).toBeUndefined();

    await push(['project.update@1', { id: project.id, changes: { showTimeline: true }, updatedAt: later }]);
    expect((await findShowcaseWipImage(testApp().db, token, photoId, 'card'))?.bytes.equals(card)).toBe(true);
    expect(await findShowcaseWipImage(testApp().db, token, photoId, 'large')).toMatchObject({ sha256: largeHash, mime: 'image/png' });
    // Only this miniature's photos, by this token.
    expect(await findShowcaseWipImage(testApp().db, token, uuidv7(), 'card')).toBeUndefined();
    expect(await findShowcaseWipImage(testApp().db, project.id, photoId, 'card')).toBeUndefined();

    // Hiding the timeline, or sharing no more, hides the photo again.
    await push(['project.update@1', { id: project.id, changes: { showTimeline: false }, updatedAt: later }]);
    expect(await findShowcaseWipImage(testApp().db, token, photoId, 'card')).toBeUndefined();
    await push(['project.update@1', { id: project.id, changes: { showTimeline: true }, updatedAt: later }]);
    await send(testApp().app, ada, 'DELETE', `/api/projects/${project.id}/share`);
    expect(await findShowcaseWipImage(testApp().db, token, photoId, 'card')).toBeUndefined();
  });
});
