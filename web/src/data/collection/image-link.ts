import { useSyncExternalStore } from 'react';
import { imageTypeOf } from '@paintforge/sync-protocol';
import { getAuthToken } from '../account/auth-state';
import { errorFromResponse, type ApiError } from '../server/api-client';

/**
 * A photo from a pasted link (spec §2 "Image link"). The server fetches it (POST /api/image-links: public addresses
 * only, checked after DNS and at every redirect, size and time capped, typed by its bytes), because the browser
 * may not read other sites' images (CORS) and the app's Content-Security-Policy lets it talk to its own server only.
 * The answer is the image's bytes, which the photo field resizes like a chosen file and keeps as a normal photo.
 */
export type ImageUrlProblem =
  | 'invalid-url'
  | 'credentials'
  | 'private'
  | 'offline'
  | 'unreachable'
  | 'not-image'
  | 'too-large'
  | 'rate-limited'
  | 'failed';

export class ImageUrlError extends Error {
  constructor(readonly problem: ImageUrlProblem) {
    super(problem);
    this.name = 'ImageUrlError';
  }
}

/** An http(s) address, or null. */
export function imageUrlOf(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function problemOfAnswer(error: ApiError): ImageUrlProblem {
  switch (error.code) {
    case 'image-link-invalid':
      return 'invalid-url';
    case 'image-link-credentials':
      return 'credentials';
    case 'image-link-private':
      return 'private';
    case 'image-link-unreachable':
      return 'unreachable';
    case 'invalid-image':
      return 'not-image';
    case 'payload-too-large':
      return 'too-large';
    case 'rate-limited':
      return 'rate-limited';
    default:
      return 'failed';
  }
}

/** The image at a link, fetched through the server. Throws ImageUrlError. The result is typed by its bytes. */
export async function fetchImageLink(text: string, fetcher: typeof fetch = fetch): Promise<Blob> {
  const url = imageUrlOf(text);
  if (!url) throw new ImageUrlError('invalid-url');
  // The server would refuse it too (it sends no one's credentials to another site): said without asking.
  if (url.username !== '' || url.password !== '') throw new ImageUrlError('credentials');
  if (isOffline()) throw new ImageUrlError('offline');
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetcher('/api/image-links', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
      body: JSON.stringify({ url: url.href }),
    });
  } catch {
    throw new ImageUrlError(isOffline() ? 'offline' : 'failed');
  }
  if (!response.ok) throw new ImageUrlError(problemOfAnswer(await errorFromResponse(response)));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) throw new ImageUrlError('not-image');
  return new Blob([bytes], { type });
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online, live: an image link needs a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => !isOffline(),
    () => true,
  );
}
