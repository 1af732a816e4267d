import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { imageTypeOf, type ImageMime } from '@paintforge/sync-protocol';

/**
 * "Image link" (spec §2): the server fetches a painter's pasted image link, because the browser cannot read most
 * sites' images (CORS) under the app's own Content-Security-Policy. A server that fetches addresses a client names
 * is a classic SSRF hole, so every hop is filtered:
 * - http(s) only, at most `maxRedirects` redirects, each one checked again as a new request;
 * - the address is judged AFTER DNS resolution, at connect time, by request-filtering-agent (a maintained library):
 *   private, loopback, link-local, reserved and meta addresses are refused, so a name that resolves to 127.0.0.1
 *   or 169.254.169.254 (DNS rebinding) is refused like the address itself; so are IPv6 addresses that embed an IPv4
 *   one (embeddedIpv4Ranges), whatever it is;
 * - a time cap for the whole fetch and a byte cap for the body (a declared length over it stops before reading);
 *   the body is kept as the chunks it arrived in, never copied into one buffer, so a fetch holds its bytes once;
 * - the type is judged by the bytes only (JPEG, PNG, WebP), and a body that does not start like one is dropped
 *   after its first bytes.
 */
export type LinkProblem =
  /** The pasted link is not an http(s) address. */
  | 'not-a-link'
  /** The pasted link carries a user name or password. */
  | 'credentials'
  /** The link, or a redirect from it, leads to a private, loopback, link-local, reserved or meta address. */
  | 'private'
  /** The other site did not answer with the image: a failure, an error status, a bad or endless redirect. */
  | 'unreachable'
  | 'not-image'
  | 'too-large';

export class LinkedImageError extends Error {
  override name = 'LinkedImageError';
  constructor(readonly problem: LinkProblem) {
    super(problem);
  }
}

export interface LinkFetchOptions {
  /** A body of this many bytes or more is refused ("20MB or more": the spec's limit is "under 20MB"). */
  limitBytes: number;
  /** Told the body's declared length once the other site says it (below the limit), so a budget can shrink. */
  onLength?: (bytes: number) => void;
  timeoutMs: number;
  maxRedirects: number;
  /**
   * Origins (`http://127.0.0.1:4567`) exempt from the address filter. For tests only, where "another site" is a
   * second local server; empty in every deployment.
   */
  testOrigins: readonly string[];
}

/**
 * IPv6 addresses that carry an IPv4 address inside, which the library's ranges call plain unicast: IPv4-compatible
 * (`[::127.0.0.1]`, deprecated but still routed by some kernels), IPv4-mapped and -translated, NAT64 and 6to4. A public
 * website is never reached through one, and a kernel may deliver them to the embedded (private) IPv4 address.
 */
export const embeddedIpv4Ranges = ['::/96', '::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48', '2002::/16'];

const filteringAgents = {
  'http:': new RequestFilteringHttpAgent({ keepAlive: false, denyIPAddressList: embeddedIpv4Ranges }),
  'https:': new RequestFilteringHttpsAgent({ keepAlive: false, denyIPAddressList: embeddedIpv4Ranges }),
} as const;
const testAgents = { 'http:': new http.Agent({ keepAlive: false }), 'https:': new https.Agent({ keepAlive: false }) } as const;

/** The first bytes needed to judge an image type (WebP's signature ends at byte 12). */
const signatureBytes = 12;

/** A fetched image: its bytes as they arrived (send them as they are), their total and their type. */
export interface LinkedImage {
  chunks: Buffer[];
  size: number;
  mime: ImageMime;
}

export async function fetchLinkedImage(link: string, options: LinkFetchOptions): Promise<LinkedImage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = parseLink(link);
  if (url.username !== '' || url.password !== '') throw new LinkedImageError('credentials');
  for (let hop = 0; ; hop += 1) {
    const response = await get(url, options, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location !== undefined) {
      response.resume();
      if (hop >= options.maxRedirects) throw new LinkedImageError('unreachable');
      url = redirectTarget(response.headers.location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new LinkedImageError('unreachable');
    }
    return await readImage(response, options);
  }
}

function parseLink(link: string): URL {
  const url = URL.parse(link);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new LinkedImageError('not-a-link');
  return url;
}

/**
 * Where a redirect leads, if it is an http(s) address without credentials (they would be sent to the other site on
 * the painter's behalf: not ours to send). Anything else is the other site's fault, not the painter's link.
 */
function redirectTarget(location: string, from: URL): URL {
  const url = URL.parse(location, from.href);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new LinkedImageError('unreachable');
  if (url.username !== '' || url.password !== '') throw new LinkedImageError('unreachable');
  return url;
}

function get(url: URL, options: LinkFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const protocol = url.protocol as 'http:' | 'https:';
  const agent = options.testOrigins.includes(url.origin) ? testAgents[protocol] : filteringAgents[protocol];
  const request = protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { agent, signal, headers: { accept: 'image/jpeg,image/png,image/webp;q=0.9,*/*;q=0.1', 'user-agent': 'ThePaintForge-ImageLink/1' } },
      resolve,
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // The filter's refusal is a plain Error raised at connect time; the network's own failures (no such name,
      // refused connection, time-out, TLS) all carry a system code.
      reject(new LinkedImageError(error.code === undefined && !signal.aborted ? 'private' : 'unreachable'));
    });
  });
}

async function readImage(response: IncomingMessage, { limitBytes, onLength }: LinkFetchOptions): Promise<LinkedImage> {
  const header = response.headers['content-length'];
  const declared = header === undefined ? Number.NaN : Number(header);
  if (Number.isFinite(declared) && declared >= limitBytes) {
    response.destroy();
    throw new LinkedImageError('too-large');
  }
  if (Number.isFinite(declared)) onLength?.(declared);
  const chunks: Buffer[] = [];
  let size = 0;
  let mime: ImageMime | undefined;
  try {
    for await (const chunk of response) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      // Past the declared length too: what the budget was told is what the fetch may hold.
      if (size >= limitBytes || size > declared) throw new LinkedImageError('too-large');
      chunks.push(bytes);
      if (mime === undefined && size >= signatureBytes) {
        mime = imageTypeOf(Buffer.concat(chunks).subarray(0, signatureBytes));
        if (!mime) throw new LinkedImageError('not-image');
      }
    }
  } catch (error) {
    response.destroy();
    if (error instanceof LinkedImageError) throw error;
    throw new LinkedImageError('unreachable');
  }
  mime ??= imageTypeOf(Buffer.concat(chunks));
  if (!mime) throw new LinkedImageError('not-image');
  return { chunks, size, mime };
}
