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
  /** The server stayed busy fetching other painters' images through every try (503 with Retry-After). */
  | 'busy'
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
    case 'image-links-busy':
      return 'busy';
    default:
      return 'failed';
  }
}

/**
 * A server busy fetching other painters' images answers 503 with Retry-After (its server-wide budget, issue 31): the
 * app waits as long as it says, up to this many times, then says the server is busy.
 */
export const imageLinkTries = 3;
/** The longest Retry-After the app waits out on a painter's tap; a longer one is said instead. */
const longestWaitSeconds = 30;

export interface ImageLinkOptions {
  fetcher?: typeof fetch;
  /** Told before each wait for a busy server, with its seconds, so the screen can say it is trying again. */
  onWait?: (seconds: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The seconds a busy answer asks the app to wait, or undefined when it asks for none it can wait out. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 && seconds <= longestWaitSeconds ? seconds : undefined;
}

/** The image at a link, fetched through the server. Throws ImageUrlError. The result is typed by its bytes. */
export async function fetchImageLink(text: string, options: ImageLinkOptions | typeof fetch = {}): Promise<Blob> {
  const { fetcher = fetch, onWait, sleep = pause } = typeof options === 'function' ? { fetcher: options } : options;
  const url = imageUrlOf(text);
  if (!url) throw new ImageUrlError('invalid-url');
  // The server would refuse it too (it sends no one's credentials to another site): said without asking.
  if (url.username !== '' || url.password !== '') throw new ImageUrlError('credentials');
  if (isOffline()) throw new ImageUrlError('offline');
  const token = getAuthToken();
  let response: Response;
  for (let attempt = 1; ; attempt += 1) {
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
    const wait = response.status === 503 ? retryAfterOf(response) : undefined;
    if (wait === undefined || attempt >= imageLinkTries) break;
    await response.body?.cancel();
    onWait?.(wait);
    await sleep(wait * 1000);
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
