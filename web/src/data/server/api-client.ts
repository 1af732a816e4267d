import { codeForStatus, type ErrorCode } from '@paintforge/sync-protocol/constants';
import { expireSession, getAuthToken, type SessionEnd } from '../account/auth-state';

/**
 * A failed answer from the API. The server sends `{error, message, field?}`: `code` is the machine code the UI maps
 * to words (one closed set, sync-protocol's errorCodes), `message` the server's human text (or "<status>: <status
 * text>" when the body was not one of ours), `field` the refused request field of a validation error.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(status: number, code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** The request never got an answer: offline, DNS, connection refused, CORS. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Failed to fetch', { cause });
    this.name = 'NetworkError';
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The body could not be read; the status line is all there is.
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the generic "<status>: <text>" of spec §8 below.
  }
  // The schema (and zod with it) loads only when an error comes back: this client is in the landing page's first
  // download, and the chunk is precached, so it is there offline too. Its own module, not the package's index: a
  // dynamic import of the index made one chunk of every schema, which every page then evaluated whole.
  const { errorBodySchema } = await import('@paintforge/sync-protocol/errors');
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.error, parsed.data.message, parsed.data.field);
  return new ApiError(response.status, codeForStatus(response.status), `${response.status}: ${text || response.statusText}`);
}

/** The signed-in user's own paints and projects; the shared catalog (/api/paints/all, /search) is public. */
export function needsSession(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  if (/^\/api\/paints\/(all|search)\/?$/.test(pathname)) return false;
  return /^\/api\/(paints|projects)(\/|$)/.test(pathname);
}

/** True when the server refused the session itself (not, say, a wrong password at login, which is also a 401). */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && (error.code === 'unauthorized' || error.code === 'password-changed');
}

/** Why the server ended a refused session, when it is worth telling (the password was changed elsewhere). */
export function sessionEndOf(code: string | undefined): SessionEnd | null {
  return code === 'password-changed' ? code : null;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Send this token instead of the stored one (logout sends the session it is ending after forgetting it). */
  token?: string;
}

/**
 * Calls the API (spec §7): sends the bearer token when one is stored, includes credentials, sends a JSON body
 * when there is one, and turns a failed answer into an ApiError and no answer into a NetworkError.
 * When the server refuses the stored session, the credentials are cleared (only those: local data stays) and the
 * app asks the painter to sign in again, whichever call found out.
 */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.token ?? getAuthToken();
  // Spec §5/§8: a personal paints or projects call without a session fails here, before it is sent.
  if (!token && needsSession(path)) throw new ApiError(401, 'unauthenticated', '401: Authentication required');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (token && isSessionRefused(error)) expireSession(token, sessionEndOf(error instanceof ApiError ? error.code : undefined));
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
