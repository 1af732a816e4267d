import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorFromResponse, needsSession, NetworkError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubStorage(entries: Record<string, string> = {}) {
  const store = new Map(Object.entries(entries));
  vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null, setItem: () => {}, removeItem: () => {} });
}

describe('needsSession', () => {
  it('is true for personal paints and projects paths only', () => {
    expect(needsSession('/api/paints')).toBe(true);
    expect(needsSession('/api/paints/12')).toBe(true);
    expect(needsSession('/api/projects/3/paints')).toBe(true);
    expect(needsSession('/api/paints/all')).toBe(false);
    expect(needsSession('/api/paints/search?q=red')).toBe(false);
    expect(needsSession('/api/feedback')).toBe(false);
    expect(needsSession('/api/projectsx')).toBe(false);
  });
});

describe('apiRequest', () => {
  it('fails a paints call without a token before sending it', async () => {
    stubStorage();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('POST', '/api/paints', { body: {} })).rejects.toMatchObject({ status: 401, message: '401: Authentication required' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails every personal paints or projects call without a token, whatever the method, and sends public ones', async () => {
    stubStorage();
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    for (const [method, path] of [
      ['GET', '/api/paints'],
      ['PUT', '/api/paints/4'],
      ['DELETE', '/api/paints/4'],
      ['GET', '/api/projects'],
      ['POST', '/api/projects/2/paints'],
    ] as const) {
      await expect(apiRequest(method, path)).rejects.toEqual(new ApiError(401, 'unauthenticated', '401: Authentication required'));
    }
    expect(fetch).not.toHaveBeenCalled();
    await expect(apiRequest('GET', '/api/paints/all')).resolves.toEqual([]);
    await expect(apiRequest('GET', '/api/paints/search?q=red')).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends a personal call when a token is stored', async () => {
    stubStorage({ authToken: 'tok', user: JSON.stringify({ email: 'a@b.co' }) });
    const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('GET', '/api/paints')).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('sends the bearer token, credentials and a JSON body', async () => {
    stubStorage({ authToken: 'tok', user: JSON.stringify({ email: 'a@b.co' }) });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('POST', '/api/feedback', { body: { subject: 'Hi' } })).resolves.toEqual({ ok: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"subject":"Hi"}');
  });

  it('turns a failed answer into an ApiError and no answer into a NetworkError', async () => {
    stubStorage();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'not-found', message: 'Route not found' }), { status: 404 }));
    await expect(apiRequest('GET', '/api/showcase/x')).rejects.toEqual(new ApiError(404, 'not-found', 'Route not found'));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('GET', '/api/health')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('errorFromResponse', () => {
  it('uses "<status>: <text>" when the body is not the JSON error shape', async () => {
    const error = await errorFromResponse(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    expect(error).toMatchObject({ status: 502, message: '502: Bad gateway' });
    const empty = await errorFromResponse(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(empty.message).toBe('503: Service Unavailable');
  });
});
