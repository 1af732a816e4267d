import { createHash } from 'node:crypto';

/** The largest photo stored (the browser resizes and re-encodes photos well under it, spec §9). */
export const blobMaxBytes = 5 * 1024 * 1024;

export const imageMessages = {
  invalidType: 'Invalid file type',
  tooLarge: 'The image is too large (at most 5MB).',
  linked: 'Please upload the image file instead of linking to it.',
  hashMismatch: 'The image did not arrive intact (its SHA-256 does not match). Please try again.',
} as const;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type, judged ONLY by the leading bytes (what a client claims is never trusted): JPEG, PNG or WebP,
 * else undefined. SVG, HTML and anything else that a browser might execute are refused by construction.
 */
export function imageTypeOf(bytes: Uint8Array): ImageMime | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(pngSignature)) return 'image/png';
  if (buffer.length >= 12 && buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export type DecodedImageUrl = { kind: 'bytes'; bytes: Buffer } | { kind: 'blob'; sha256: string } | { kind: 'linked' } | { kind: 'invalid' };

const blobPath = /^\/api\/blobs\/([0-9a-f]{64})$/;

/**
 * What a project's `imageUrl` (spec §3: "may be a data URL") holds: the bytes of a base64 data URL, a reference to a
 * blob already uploaded (`/api/blobs/<sha256>`, as the API answers it), a link to elsewhere (refused: the server
 * never fetches URLs for a client), or something else.
 */
export function decodeImageUrl(imageUrl: string): DecodedImageUrl {
  const reference = blobPath.exec(imageUrl);
  if (reference?.[1] !== undefined) return { kind: 'blob', sha256: reference[1] };
  if (/^https?:\/\//i.test(imageUrl)) return { kind: 'linked' };
  const data = /^data:[^,;]*(?:;[^,;]*)*;base64,([A-Za-z0-9+/=\s]*)$/i.exec(imageUrl);
  if (data?.[1] === undefined) return { kind: 'invalid' };
  return { kind: 'bytes', bytes: Buffer.from(data[1], 'base64') };
}
