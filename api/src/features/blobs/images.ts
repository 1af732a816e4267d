import { createHash } from 'node:crypto';
import { imageMaxBytes, imageMessages as sharedImageMessages } from '@paintforge/sync-protocol';

export { imageTypeOf, type ImageMime } from '@paintforge/sync-protocol';

/** The largest photo stored (spec §9); the same cap the browser checks. */
export const blobMaxBytes = imageMaxBytes;

export const imageMessages = {
  ...sharedImageMessages,
  linked: 'Please upload the image file instead of linking to it.',
  hashMismatch: 'The image did not arrive intact (its SHA-256 does not match). Please try again.',
} as const;

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
