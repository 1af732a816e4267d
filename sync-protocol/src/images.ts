/**
 * Photos (spec §9): the types and size the server stores, judged the same way on both sides. The browser checks a
 * picked file before saving it with a change; the server checks again, since what a client claims is never trusted.
 */

/** The largest photo stored; the browser resizes and re-encodes photos well under it. */
export const imageMaxBytes = 5 * 1024 * 1024;

export const imageMessages = {
  invalidType: 'Invalid file type',
  // Spec §5's words for a miniature image too large, whether by its bytes or by the pixels its header declares.
  tooLarge: 'File too large',
} as const;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/**
 * The image type, judged ONLY by the leading bytes: JPEG, PNG or WebP, else undefined. SVG, HTML and anything else
 * a browser might execute are refused by construction.
 */
export function imageTypeOf(bytes: Uint8Array): ImageMime | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && pngSignature.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}
