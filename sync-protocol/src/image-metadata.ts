/**
 * Photos keep no metadata: EXIF (with its GPS position and camera serial), XMP, IPTC and comments are cut out of
 * JPEG, PNG and WebP files, byte for byte, without decoding or re-encoding the picture. Both sides run this before
 * hashing a photo, so a photo's name (the SHA-256 of its bytes, sync.md §4) is the hash of the bytes stored: the
 * server, which strips every upload, and a device, which names the photo it saves, agree on it. Bytes with nothing to
 * strip come back as they are (the same object), so the web app's own re-encoded photos keep their hash.
 */

/** JPEG segments kept before the image data: JFIF (APP0), the colour profile (APP2) and Adobe's colour transform (APP14). */
const keptJpegMarkers = new Set([0xe0, 0xe2, 0xee]);

/** PNG chunks that carry text, EXIF or a timestamp: nothing needed to draw the picture. */
const droppedPngChunks = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** WebP chunks of metadata, and their flags in the VP8X header (RIFF container, little-endian sizes). */
const droppedWebpChunks = new Set(['EXIF', 'XMP ']);
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

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  let dropped = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return bytes; // not a marker where one belongs: leave a file we do not understand alone
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Start of scan: the picture itself follows, with no more metadata segments before it ends.
    if (marker === 0xda) break;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return bytes;
    const isMetadata = (marker >= 0xe1 && marker <= 0xef && !keptJpegMarkers.has(marker)) || marker === 0xfe;
    if (isMetadata) dropped = true;
    else parts.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  if (!dropped) return bytes;
  parts.push(bytes.subarray(at));
  return concat(parts);
}

function stripPng(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let dropped = false;
  while (at + 12 <= bytes.length) {
    const length = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
    const end = at + 12 + length;
    if (end > bytes.length) return bytes;
    if (droppedPngChunks.has(fourCC(bytes, at + 4))) dropped = true;
    else parts.push(bytes.subarray(at, end));
    at = end;
  }
  if (!dropped) return bytes;
  parts.push(bytes.subarray(at));
  return concat(parts);
}

function stripWebp(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 12;
  let dropped = false;
  while (at + 8 <= bytes.length) {
    const size = (bytes[at + 4]! | (bytes[at + 5]! << 8) | (bytes[at + 6]! << 16) | (bytes[at + 7]! << 24)) >>> 0;
    const end = at + 8 + size + (size % 2); // chunks are padded to an even size
    if (end > bytes.length) return bytes;
    if (droppedWebpChunks.has(fourCC(bytes, at))) dropped = true;
    else parts.push(bytes.subarray(at, end));
    at = end;
  }
  if (!dropped) return bytes;
  parts.push(bytes.subarray(at));
  const out = concat([bytes.subarray(0, 12), ...parts]);
  // The RIFF size, and VP8X's flags that announced the chunks now gone.
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  if (fourCC(out, 12) === 'VP8X') out[20] = out[20]! & ~vp8xMetadataFlags;
  return out;
}

/** The photo without its metadata; `bytes` itself when there is none, or when it is not a JPEG, PNG or WebP. */
export function stripImageMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return stripJpeg(bytes);
  if (bytes.length >= 8 && bytes[0] === 0x89 && fourCC(bytes, 1).startsWith('PNG')) return stripPng(bytes);
  if (bytes.length >= 12 && fourCC(bytes, 0) === 'RIFF' && fourCC(bytes, 8) === 'WEBP') return stripWebp(bytes);
  return bytes;
}
