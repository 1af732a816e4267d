import { describe, expect, it } from 'vitest';
import { stripImageMetadata } from './image-metadata.js';
import { testJpeg } from './testing/photos.js';

const text = (value: string) => Array.from(value, (char) => char.charCodeAt(0));
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const gps = 'GPS 51N 0W Ada Lovelace';

/** A JPEG segment: marker, length (counting itself), data. */
const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
/** A JPEG with `extra` segments after SOI, before its tables and scan (testJpeg's body). */
function jpegWith(...extra: number[][]): Uint8Array {
  const base = testJpeg('tables');
  return new Uint8Array([0xff, 0xd8, ...extra.flat(), ...base.subarray(2)]);
}

/** A PNG chunk (the CRC is not checked by the walk: zeros). */
const chunk = (type: string, data: number[]) => [
  data.length >>> 24,
  (data.length >> 16) & 0xff,
  (data.length >> 8) & 0xff,
  data.length & 0xff,
  ...text(type),
  ...data,
  0,
  0,
  0,
  0,
];
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ihdr = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const png = (...chunks: number[][]) => new Uint8Array([...pngSignature, ...chunks.flat()]);

/** A WebP: RIFF size from its chunks, then `after` beyond it. */
const webpChunk = (fourCC: string, data: number[]) => [
  ...text(fourCC),
  data.length & 0xff,
  (data.length >> 8) & 0xff,
  0,
  0,
  ...data,
  ...(data.length % 2 ? [0] : []),
];
function webp(chunks: number[][], after: number[] = []): Uint8Array {
  const body = [...text('WEBP'), ...chunks.flat()];
  return new Uint8Array([...text('RIFF'), body.length & 0xff, (body.length >> 8) & 0xff, 0, 0, ...body, ...after]);
}
const vp8x = webpChunk('VP8X', [0x08 | 0x04 | 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const vp8l = webpChunk('VP8L', [0x2f, 1, 2, 3, 4]);

describe('metadata stripping fails closed (issue 31)', () => {
  it('keeps a clean JPEG as the very same bytes, and cuts EXIF, comments and MPF’s other pictures from one', () => {
    const clean = testJpeg('clean');
    expect(stripImageMetadata(clean)).toBe(clean);
    const icc = segment(0xe2, text('ICC_PROFILE\0profile'));
    const dirty = jpegWith(segment(0xe1, text(`Exif\0\0${gps}`)), segment(0xfe, text(gps)), segment(0xe2, text(`MPF\0${gps}`)), icc);
    const stripped = stripImageMetadata(dirty)!;
    expect(latin1(stripped)).not.toContain('GPS');
    expect(latin1(stripped)).toContain('ICC_PROFILE');
    expect(stripped).toEqual(jpegWith(icc));
  });

  it('drops the bytes after a JPEG’s end, and metadata between its scans', () => {
    const clean = testJpeg('scan');
    const trailing = new Uint8Array([...clean, ...text(gps)]);
    expect(stripImageMetadata(trailing)).toEqual(clean);
    // A progressive JPEG's second scan, with an APP1 hidden before it.
    const body = clean.subarray(0, clean.length - 2);
    const scan = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x56, 0x78];
    const twoScans = new Uint8Array([...body, ...segment(0xe1, text(gps)), ...scan, 0xff, 0xd9]);
    const stripped = stripImageMetadata(twoScans)!;
    expect(latin1(stripped)).not.toContain('GPS');
    expect(stripped).toEqual(new Uint8Array([...body, ...scan, 0xff, 0xd9]));
  });

  it('refuses a JPEG it cannot walk to its end: a length past the file, a byte where a marker belongs, no end', () => {
    const badLength = jpegWith(segment(0xe1, text(gps)));
    badLength[4] = 0xff; // the APP1 segment now claims 65,000-odd bytes
    expect(stripImageMetadata(badLength)).toBeUndefined();
    expect(stripImageMetadata(new Uint8Array([0xff, 0xd8, 0x12, 0x34, ...text(gps)]))).toBeUndefined();
    const clean = testJpeg('no end');
    expect(stripImageMetadata(clean.subarray(0, clean.length - 2))).toBeUndefined();
    expect(stripImageMetadata(jpegWith([0xff, 0xd8]))).toBeUndefined();
  });

  it('keeps the PNG chunks that draw, drops text, EXIF, unknown ancillary chunks and bytes after IEND, and refuses what it cannot walk', () => {
    const clean = png(ihdr, chunk('IDAT', [1, 2, 3]), chunk('IEND', []));
    expect(stripImageMetadata(clean)).toBe(clean);
    const dirty = png(
      ihdr,
      chunk('tEXt', text(`Comment\0${gps}`)),
      chunk('eXIf', text(gps)),
      chunk('prVt', text(gps)),
      chunk('IDAT', [1, 2, 3]),
      chunk('IEND', []),
    );
    expect(stripImageMetadata(dirty)).toEqual(clean);
    // The review's file: the GPS text after IEND.
    expect(stripImageMetadata(new Uint8Array([...clean, ...text(gps)]))).toEqual(clean);

    expect(stripImageMetadata(png(ihdr, chunk('IDAT', [1, 2, 3])))).toBeUndefined(); // no IEND
    expect(stripImageMetadata(png(ihdr, chunk('ABCD', [1]), chunk('IEND', [])))).toBeUndefined(); // a critical chunk it does not know
    expect(stripImageMetadata(png(chunk('IDAT', [1]), ihdr, chunk('IEND', [])))).toBeUndefined(); // IHDR not first
    const pastTheEnd = png(ihdr, chunk('IDAT', [1, 2, 3]), chunk('IEND', []));
    pastTheEnd[8 + ihdr.length + 3] = 200; // IDAT claims 200 bytes
    expect(stripImageMetadata(pastTheEnd)).toBeUndefined();
  });

  it('drops WebP metadata chunks with their flags and bytes after the RIFF, and refuses a chunk past it', () => {
    const clean = webp([vp8l]);
    expect(stripImageMetadata(clean)).toBe(clean);
    const stripped = stripImageMetadata(webp([vp8x, webpChunk('EXIF', text(gps)), vp8l, webpChunk('XMP ', text(gps))], text(gps)))!;
    expect(latin1(stripped)).not.toContain('GPS');
    const expected = webp([vp8x, vp8l]);
    expected[20] = 0x10; // only the alpha flag left
    expect(stripped).toEqual(expected);

    const truncated = webp([vp8l]);
    expect(stripImageMetadata(truncated.subarray(0, truncated.length - 2))).toBeUndefined();
    const overlong = webp([vp8l]);
    overlong[16] = 0x40; // VP8L claims 64 bytes inside a shorter RIFF
    expect(stripImageMetadata(overlong)).toBeUndefined();
  });

  it('leaves what is no JPEG, PNG or WebP to the type check', () => {
    const html = new Uint8Array(text('<svg onload=alert(1)>'));
    expect(stripImageMetadata(html)).toBe(html);
  });

  it('makes test photos of an exact size, walkable whatever their size', () => {
    for (const size of [39, 64, 65_537, 65_600, 5 * 1024 * 1024]) {
      const photo = testJpeg(7, size);
      expect(photo.length).toBe(size);
      expect(stripImageMetadata(photo)).toBe(photo);
    }
  });
});
