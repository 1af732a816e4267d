/**
 * Photos for tests: tiny files shaped like a JPEG that the metadata walk (image-metadata.ts) walks to its end (SOI,
 * JFIF, quantisation tables, a scan, EOI), so a server that fails closed stores them as they are. Not decodable
 * pictures: a test that needs a real one makes it with an encoder. Different `content` makes a different photo (another
 * SHA-256); `content` sits in the tables, where any byte may be.
 */

const header = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
const scan = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34];
const end = [0xff, 0xd9];
/** The bytes a table segment holds at most (its length field counts itself). */
const tableMax = 0xffff - 2;
const overhead = header.length + scan.length + end.length;

/** `content` in `count` table segments of about equal size (each within a segment's limit). */
function tables(content: Uint8Array, count = Math.ceil(content.length / tableMax)): Uint8Array[] {
  const segments: Uint8Array[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    const length = Math.ceil((content.length - at) / (count - index));
    const segment = new Uint8Array(4 + length);
    segment.set([0xff, 0xdb, (length + 2) >> 8, (length + 2) & 0xff]);
    segment.set(content.subarray(at, at + length), 4);
    segments.push(segment);
    at += length;
  }
  return segments;
}

/**
 * A walkable JPEG-shaped file holding `content` (bytes, or text as Latin-1), or, given a number, of exactly `size` bytes filled
 * with that byte (sizes around a limit: the whole file is `size` bytes).
 */
export function testJpeg(content: Uint8Array | string | number = 0, size = 64): Uint8Array {
  let segments: Uint8Array[];
  if (typeof content === 'number') {
    const room = size - overhead;
    const count = Math.ceil(room / (tableMax + 4));
    if (room - 4 * count < count) throw new RangeError(`A test JPEG has at least ${overhead + 5} bytes`);
    segments = tables(new Uint8Array(room - 4 * count).fill(content), count);
  } else segments = tables(typeof content === 'string' ? Uint8Array.from(content, (char) => char.charCodeAt(0) & 0xff) : content);
  const parts = [header, ...segments, scan, end];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
