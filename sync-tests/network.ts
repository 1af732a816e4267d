import type { FastifyInstance } from 'fastify';

/**
 * A simulated network between the devices and the real server (in-process `inject`), with the faults of
 * sync.md §7: per request it delivers, drops the request, COMMITS THEN DROPS THE RESPONSE, duplicates it, or
 * answers 401, 5xx or 426 without reaching the server. Only sync and blob calls are faulted; a device that is
 * offline gets the browser's network error for everything.
 */
export const faults = ['deliver', 'drop-request', 'drop-response', 'duplicate', 'unauthorized', 'server-error', 'upgrade-required'] as const;
export type Fault = (typeof faults)[number];

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

export function createNetwork(app: () => FastifyInstance, chooseFault: () => Fault): Network {
  const offline = new Set<string>();
  let healed = false;
  const log: NetworkLogEntry[] = [];

  async function deliver(method: string, path: string, init: RequestInit | undefined): Promise<Response> {
    const answer = await app().inject({ method: method as 'GET', url: path, headers: headersOf(init), payload: await bodyOf(init) });
    const headers = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(key, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
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
        const fault: Fault = healed || !faultable ? 'deliver' : chooseFault();
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
            // A proxy retried the request: the server sees it twice, the device gets one of the answers.
            const first = await deliver(method, path, init);
            const second = await deliver(method, path, init);
            entry.status = second.status;
            return first.status >= 500 ? second : first;
          }
          case 'unauthorized':
            return jsonResponse(401, { error: 'unauthorized', message: 'Authentication required' });
          case 'server-error':
            return jsonResponse(503, { error: 'internal', message: 'Server error. Please try again in a few moments.' });
          case 'upgrade-required':
            return jsonResponse(426, { error: 'version-not-supported', message: 'This version of the app is too old to sync. Please reload to update.' });
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
