import { imageMaxBytes, imageTypeOf, MutationRejected, stripImageMetadata, type ImageMime } from '@paintforge/sync-protocol';
import type { BlobRow, UserDatabase } from './database';

/**
 * Photos are content-addressed blobs (design/sync.md §5): stored on the device by the SHA-256 of their bytes,
 * uploaded before the mutation that refers to them, downloaded when another device's project shows one.
 */

/** The server's cap on a photo, checked the same way here before a photo is saved with its change. */
export const blobMaxBytes = imageMaxBytes;

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Draws a photo anew, so that only its pixels travel; undefined where this browser cannot (no canvas off the page). */
export async function redrawPhoto(image: Blob, mime: ImageMime): Promise<Blob | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob({ type: mime, quality: 0.92 });
  } finally {
    bitmap.close();
  }
}

/**
 * A photo the painter picked, checked as the server will check it, ready to be stored with its mutation. Named by the
 * bytes the server keeps: without metadata and without bytes after the picture's end (stripImageMetadata, a no-op for
 * the app's re-encoded photos). One whose structure cannot be walked to its end is kept by drawing it anew (the
 * painter keeps their photo, without what the walk did not understand), or refused when it cannot be drawn.
 */
export async function photoBlob(image: Blob, now: number = Date.now(), redraw: typeof redrawPhoto = redrawPhoto): Promise<BlobRow> {
  if (image.size > blobMaxBytes) throw new PhotoRefused('payload-too-large');
  const picked = new Uint8Array(await image.arrayBuffer());
  let mime = imageTypeOf(picked);
  if (!mime) throw new PhotoRefused('invalid-image');
  let stripped = stripImageMetadata(picked);
  if (stripped === undefined) {
    const redrawn = await redraw(image, mime).catch(() => undefined);
    const again = redrawn === undefined ? undefined : new Uint8Array(await redrawn.arrayBuffer());
    mime = again === undefined ? undefined : imageTypeOf(again);
    stripped = again === undefined || mime === undefined ? undefined : stripImageMetadata(again);
    if (stripped === undefined || mime === undefined) throw new PhotoRefused('unreadable-image');
    if (stripped.length > blobMaxBytes) throw new PhotoRefused('payload-too-large');
  }
  const bytes = stripped === picked ? picked.buffer : stripped.slice().buffer;
  return { sha256: await sha256Hex(bytes), bytes, mime, uploaded: false, uploadError: null, createdAt: now };
}

/** A photo that cannot be stored (its type, size or structure): the change that carries it is refused, worded by its code. */
export class PhotoRefused extends MutationRejected {
  constructor(code: 'payload-too-large' | 'invalid-image' | 'unreadable-image') {
    super(code, `The photo is refused: ${code}`, { subject: 'photo' });
    this.name = 'PhotoRefused';
  }
}

const downloads = new Map<string, Promise<boolean>>();

/**
 * Downloads a photo this device does not have (`GET /api/blobs/:sha256`, the owner's bearer token) and stores it.
 * One download per photo at a time. True when it is now stored; false when it could not be fetched (offline, not
 * found, signed out), so the caller shows a placeholder and may try again later.
 */
export function downloadBlob(db: UserDatabase, sha256: string, token: string, fetchFn: typeof fetch = fetch): Promise<boolean> {
  const key = `${db.name}:${sha256}`;
  let download = downloads.get(key);
  if (!download) {
    download = (async () => {
      try {
        const response = await fetchFn(`/api/blobs/${sha256}`, { headers: { Authorization: `Bearer ${token}` }, credentials: 'same-origin' });
        if (!response.ok) return false;
        const bytes = await response.arrayBuffer();
        const mime = imageTypeOf(new Uint8Array(bytes));
        // Only the bytes that were asked for: a proxy's error page or a damaged body is not stored under the hash.
        if (!mime || (await sha256Hex(bytes)) !== sha256) return false;
        await db.blobs.put({ sha256, bytes, mime, uploaded: true, uploadError: null, createdAt: Date.now() });
        return true;
      } catch {
        return false;
      } finally {
        downloads.delete(key);
      }
    })();
    downloads.set(key, download);
  }
  return download;
}
