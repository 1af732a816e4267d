/**
 * Photos keep no metadata: EXIF (with its GPS position and camera serial), XMP, IPTC, comments and anything else that
 * is not needed to draw the picture are cut out of JPEG, PNG and WebP files, byte for byte, without decoding or
 * re-encoding the picture. Both sides run this before hashing a photo, so a photo's name (the SHA-256 of its bytes,
 * sync.md §4) is the hash of the bytes stored: the server, which strips every upload, and a device, which names the
 * photo it saves, agree on it. Bytes with nothing to strip come back as they are (the same object), so the web app's
 * own re-encoded photos keep their hash.
 *
 * It fails closed (issue 31): each file is walked from its first byte to its end marker (JPEG's EOI, PNG's IEND, the
 * RIFF size of WebP), keeping only the parts known to draw the picture; bytes after the end are dropped, and a file
 * whose structure cannot be walked to its end (a length that runs past the file, a byte where a marker belongs, an
 * unknown critical PNG chunk, no end marker) answers undefined: never stored or served as it is. The server refuses
 * it; a device re-encodes it (web/src/data/sync/blobs.ts).
 */

/** APP segments kept, by their identifier: JFIF (APP0), the ICC colour profile (APP2; not MPF's other pictures), Adobe's colour transform (APP14). */
const keptAppSegments: ReadonlyMap<number, string> = new Map([
  [0xe0, 'JFIF\0'],
  [0xe2, 'ICC_PROFILE\0'],
  [0xee, 'Adobe'],
]);

/** PNG chunks that draw the picture (PNG 3rd edition, APNG); any other ancillary chunk is dropped. */
const keptPngChunks = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCv',
  'cLLi',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** WebP chunks that draw the picture; EXIF, XMP and anything unknown are dropped, with their flags in VP8X. */
const keptWebpChunks = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const vp8xMetadataFlags = 0x08 | 0x04;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** What a walk kept, and whether it left anything out (a dropped part, or bytes after the end). */
interface Walked {
  parts: Uint8Array[];
  dropped: boolean;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** Whether a JPEG segment (its marker and whole bytes) is kept: structure, and the three APP segments that draw. */
function keptJpegSegment(marker: number, segment: Uint8Array): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker < 0xe0 || marker > 0xef) return true;
  const identifier = keptAppSegments.get(marker);
  return identifier !== undefined && ascii(segment, 4, identifier.length) === identifier;
}

/** The end of entropy-coded data from `at`: the next marker (not a stuffed 0x00, not a restart marker). */
function endOfScan(bytes: Uint8Array, at: number): number | undefined {
  for (let index = at; index + 1 < bytes.length; index += 1) {
    if (bytes[index] !== 0xff) continue;
    const next = bytes[index + 1]!;
    if (next !== 0x00 && !isRestart(next)) return index;
  }
  return undefined;
}

function walkJpeg(bytes: Uint8Array): Walked | undefined {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let dropped = false;
  let at = 2;
  for (;;) {
    if (at + 1 >= bytes.length || bytes[at] !== 0xff) return undefined;
    if (bytes[at + 1] === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) {
      parts.push(bytes.subarray(at, at + 2));
      return { parts, dropped: dropped || at + 2 < bytes.length };
    }
    if (marker === 0x01 || isRestart(marker)) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (marker === 0x00 || marker === 0xd8 || at + 4 > bytes.length) return undefined;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    const segment = bytes.subarray(at, at + 2 + length);
    if (keptJpegSegment(marker, segment)) parts.push(segment);
    else dropped = true;
    at += 2 + length;
    if (marker === 0xda) {
      // Start of scan: the picture's data, up to the next marker (another table, another scan, or the end).
      const end = endOfScan(bytes, at);
      if (end === undefined) return undefined;
      parts.push(bytes.subarray(at, end));
      at = end;
    }
  }
}

function walkPng(bytes: Uint8Array): Walked | undefined {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let dropped = false;
  let at = 8;
  for (let first = true; ; first = false) {
    if (at + 12 > bytes.length) return undefined;
    const length = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type) || (first && type !== 'IHDR')) return undefined;
    const chunk = bytes.subarray(at, end);
    at = end;
    if (type === 'IEND') {
      parts.push(chunk);
      return { parts, dropped: dropped || at < bytes.length };
    }
    if (keptPngChunks.has(type)) parts.push(chunk);
    // A critical chunk (upper-case first letter) this walk does not know: the picture cannot be drawn without it.
    else if (type[0]! >= 'A' && type[0]! <= 'Z') return undefined;
    else dropped = true;
  }
}

function walkWebp(bytes: Uint8Array): Walked | undefined {
  const riffEnd = 8 + ((bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0);
  if (riffEnd > bytes.length || riffEnd < 20) return undefined;
  const parts: Uint8Array[] = [bytes.subarray(0, 12)];
  let dropped = riffEnd < bytes.length;
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) return undefined;
    const size = (bytes[at + 4]! | (bytes[at + 5]! << 8) | (bytes[at + 6]! << 16) | (bytes[at + 7]! << 24)) >>> 0;
    const end = at + 8 + size + (size % 2); // chunks are padded to an even size
    if (end > riffEnd) return undefined;
    if (keptWebpChunks.has(ascii(bytes, at, 4))) parts.push(bytes.subarray(at, end));
    else dropped = true;
    at = end;
  }
  return { parts, dropped };
}

/** The RIFF size, and VP8X's flags that announced the chunks now gone. */
function fixWebpHeader(out: Uint8Array): Uint8Array {
  new DataView(out.buffer, out.byteOffset, out.byteLength).setUint32(4, out.length - 8, true);
  if (ascii(out, 12, 4) === 'VP8X') out[20] = out[20]! & ~vp8xMetadataFlags;
  return out;
}

/**
 * The photo without its metadata and without bytes after its end; `bytes` itself when there is none of either, or
 * when it is not a JPEG, PNG or WebP (the caller refuses it by its type). Undefined when its structure cannot be walked
 * to its end: it must not be kept as it is (re-encode it, or refuse it).
 */
export function stripImageMetadata(bytes: Uint8Array): Uint8Array | undefined {
  let walked: Walked | undefined;
  let webp = false;
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) walked = walkJpeg(bytes);
  else if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') walked = walkPng(bytes);
  else if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    walked = walkWebp(bytes);
    webp = true;
  } else return bytes;
  if (walked === undefined) return undefined;
  if (!walked.dropped) return bytes;
  const out = concat(walked.parts);
  return webp ? fixWebpHeader(out) : out;
}

/** Why a photo is refused when its structure cannot be walked, in the words an API client reads. */
export const unwalkableImageMessage =
  'This photo could not be read to its end, so its hidden data (such as a GPS position) could not be removed. Save it again as a JPEG, PNG or WebP, or take a screenshot of it, and upload that.';
