import type { FastifyInstance } from 'fastify';

/**
 * A simulated network between the devices and the real server, with the faults of sync.md §7: per request it
 * delivers, drops the request, COMMITS THEN DROPS THE RESPONSE, sends it twice AT ONCE (a proxy's retry racing the
 * original), makes the server fail with a passing fault after the first writes of a mutation (the server answers 5xx
 * and must have rolled that mutation back), or answers 401, 5xx or 426 without reaching the server. Only sync and
 * blob calls are faulted; a device that is offline gets the browser's network error for everything.
 */
export const faults = [
  'deliver',
  'drop-request',
  'drop-response',
  'duplicate',
  'unauthorized',
  'server-error',
  'gateway-error',
  'upgrade-required',
] as const;
export type Fault = (typeof faults)[number];

/** What a fault is chosen for: the request as it leaves the device. */
export interface OutgoingRequest {
  method: string;
  path: string;
  body: string | Buffer | undefined;
}

/** How a request reaches the server: in-process (inject) or over HTTP to a server process. */
export type Transport = (
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
) => Promise<Response>;

export interface NetworkOptions {
  /**
   * Arms the server's injected fault for the request about to be delivered ('server-error'): the next mutation
   * that writes fails with a TransientFault after its writes. Returns the disarm, run when the answer is back. Without
   * it, 'server-error' cannot reach the server and answers like 'gateway-error'.
   */
  armServerFault?(): () => void;
}

export interface NetworkLogEntry {
  device: string;
  method: string;
  path: string;
  fault: Fault | 'offline';
  status?: number;
}

export interface Network {
  /** A fetch for one device, as the browser would give it. */
  fetchFor(device: string): typeof fetch;
  setOnline(device: string, online: boolean): void;
  /** Every request from now on is delivered: the network has healed. */
  heal(): void;
  /** Every request made while `run` runs is delivered (the network is good for a while). */
  calm<T>(run: () => Promise<T>): Promise<T>;
  readonly log: NetworkLogEntry[];
}

async function bodyOf(init: RequestInit | undefined): Promise<string | Buffer | undefined> {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  throw new Error(`the simulated network does not carry ${Object.prototype.toString.call(body)} bodies`);
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
  return headers;
}

const networkError = () => new TypeError('Failed to fetch');

function jsonResponse(status: number, body: object): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const gatewayError = () => jsonResponse(503, { error: 'internal', message: 'Server error. Please try again in a few moments.' });

/** Requests go to an in-process app through Fastify's inject (the app may be replaced by a restart). */
export function injectInto(app: () => FastifyInstance): Transport {
  return async (method, path, headers, payload) => {
    const answer = await app().inject({ method: method as 'GET', url: path, headers, payload });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) if (value !== undefined) responseHeaders.set(key, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}

/** Requests go over HTTP to a server process at `baseUrl()` (which changes when the process is restarted). */
export function httpTo(baseUrl: () => string): Transport {
  return (method, path, headers, body) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers,
      ...(body !== undefined && { body: typeof body === 'string' ? body : new Uint8Array(body) }),
    });
}

export function createNetwork(
  transport: Transport,
  chooseFault: (request: OutgoingRequest) => Fault,
  options: NetworkOptions = {},
): Network {
  const offline = new Set<string>();
  let healed = false;
  let calm = 0;
  const log: NetworkLogEntry[] = [];

  async function deliver(method: string, path: string, init: RequestInit | undefined): Promise<Response> {
    return transport(method, path, headersOf(init), await bodyOf(init));
  }

  return {
    log,
    setOnline(device, online) {
      if (online) offline.delete(device);
      else offline.add(device);
    },
    heal() {
      healed = true;
      offline.clear();
    },
    async calm(run) {
      calm += 1;
      try {
        return await run();
      } finally {
        calm -= 1;
      }
    },
    fetchFor(device) {
      return async (input, init) => {
        const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://paintforge.test');
        const path = `${url.pathname}${url.search}`;
        const method = (init?.method ?? 'GET').toUpperCase();
        if (offline.has(device)) {
          log.push({ device, method, path, fault: 'offline' });
          throw networkError();
        }
        const faultable = path.startsWith('/api/sync/') || path.startsWith('/api/blobs/');
        const fault: Fault = healed || calm > 0 || !faultable ? 'deliver' : chooseFault({ method, path, body: await bodyOf(init) });
        const entry: NetworkLogEntry = { device, method, path, fault };
        log.push(entry);
        switch (fault) {
          case 'drop-request':
            throw networkError();
          case 'drop-response':
            // The server did the work and committed; only the answer is lost on the way back.
            await deliver(method, path, init);
            throw networkError();
          case 'duplicate': {
            // A proxy retried the request while the original was still in flight: the server handles both at once,
            // the device gets one of the answers.
            const [first, second] = await Promise.all([deliver(method, path, init), deliver(method, path, init)]);
            entry.status = second.status;
            return first.status >= 500 ? second : first;
          }
          case 'unauthorized':
            return jsonResponse(401, { error: 'unauthorized', message: 'Authentication required' });
          case 'server-error': {
            if (!options.armServerFault) return gatewayError();
            const disarm = options.armServerFault();
            try {
              const response = await deliver(method, path, init);
              entry.status = response.status;
              return response;
            } finally {
              disarm();
            }
          }
          case 'gateway-error':
            return gatewayError();
          case 'upgrade-required':
            return jsonResponse(426, {
              error: 'app-too-old',
              message: 'This version of the app is too old to sync. Please reload to update.',
            });
          case 'deliver': {
            const response = await deliver(method, path, init);
            entry.status = response.status;
            return response;
          }
        }
      };
    },
  };
}
