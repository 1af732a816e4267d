import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import { imageMaxBytes, imageMessages as sharedImageMessages, stripImageMetadata, unwalkableImageMessage } from '@paintforge/sync-protocol';

export { imageTypeOf, type ImageMime } from '@paintforge/sync-protocol';

/** The largest photo stored (spec §9); the same cap the browser checks. */
export const blobMaxBytes = imageMaxBytes;

export const imageMessages = {
  ...sharedImageMessages,
  linked: 'Please upload the image file instead of linking to it.',
  hashMismatch: 'The image did not arrive intact (its SHA-256 does not match). Please try again.',
  unwalkable: unwalkableImageMessage,
} as const;

/**
 * The most pixels a stored photo may declare. A few KB of PNG can declare 50000×50000 pixels (10 GB once decoded), and
 * every browser that shows the photo decodes it; the app's own photos are at most 600×400, a phone camera's ~50 MP
 * at the very most, so 40 MP refuses nothing a painter takes.
 */
export const maxImagePixels = 40_000_000;

/** Width × height as the file's header declares them (JPEG, PNG, WebP), or undefined when the header cannot be read. */
export function declaredPixels(bytes: Uint8Array): number | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? width * height : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the file's header declares more pixels than maxImagePixels (a header that cannot be read declares none). */
export function overPixelBudget(bytes: Uint8Array): boolean {
  const pixels = declaredPixels(bytes);
  return pixels !== undefined && pixels > maxImagePixels;
}

/**
 * The photo without its metadata (EXIF with its GPS position, XMP, comments: stripImageMetadata, which devices run
 * too) and without bytes after its end, as a Buffer; the same Buffer when there is nothing to strip. Undefined when
 * its structure cannot be walked to its end: the server has no encoder to make it anew, so it is refused
 * (unwalkableImage), never kept with parts it did not understand.
 */
export function withoutMetadata(bytes: Buffer): Buffer | undefined {
  const stripped = stripImageMetadata(bytes);
  if (stripped === undefined) return undefined;
  return stripped === bytes ? bytes : Buffer.from(stripped.buffer, stripped.byteOffset, stripped.byteLength);
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export type DecodedImageUrl =
  { kind: 'bytes'; bytes: Buffer } | { kind: 'blob'; sha256: string } | { kind: 'linked' } | { kind: 'invalid' };

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
