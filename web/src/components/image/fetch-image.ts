import { sniffImageType } from './resize';

/**
 * A photo from a pasted link, fetched by the browser itself (no server proxy: the server never fetches addresses
 * a client names). Most sites do not allow other sites to read their images (CORS), and nothing can be fetched
 * offline; both end in a problem code the screen turns into "download it and upload the file instead".
 */
export type ImageUrlProblem = 'invalid-url' | 'offline' | 'blocked' | 'not-found' | 'not-image' | 'too-large';

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

/** Fetches an image by its address. Throws ImageUrlError. The result is typed by its bytes. */
export async function fetchImage(text: string, maxBytes: number, fetcher: typeof fetch = fetch): Promise<Blob> {
  const url = imageUrlOf(text);
  if (!url) throw new ImageUrlError('invalid-url');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ImageUrlError('offline');
  let response: Response;
  try {
    response = await fetcher(url.href, { mode: 'cors', credentials: 'omit', referrerPolicy: 'no-referrer' });
  } catch {
    // A CORS refusal and a lost connection look the same to a page (a TypeError); the flag tells them apart.
    throw new ImageUrlError(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'blocked');
  }
  if (!response.ok) throw new ImageUrlError('not-found');
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared >= maxBytes) throw new ImageUrlError('too-large');
  const blob = await response.blob();
  if (blob.size >= maxBytes) throw new ImageUrlError('too-large');
  const type = await sniffImageType(blob);
  if (!type) throw new ImageUrlError('not-image');
  return new Blob([blob], { type });
}
