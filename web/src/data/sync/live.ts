import type { SyncCredentials, SyncEngine } from './engine';

/**
 * Live pokes (issue 33): while the page is visible and a session is stored, the device keeps one server-sent event
 * stream open (GET /api/sync/live) and pulls when the server says another device pushed. The session travels in the
 * Authorization header (fetch, not EventSource, which cannot send one: the token never goes in a URL). A lost stream
 * is opened again with backoff; meanwhile, and always, the polling schedule of triggers.ts keeps the device current,
 * so nothing depends on a poke. The stream is closed while the page is hidden.
 */

export interface LiveStream {
  /** True while the stream is open and answered. */
  isLive(): boolean;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export interface LiveStreamOptions {
  engine: Pick<SyncEngine, 'request'>;
  clientId: () => Promise<string>;
  getToken: () => SyncCredentials | null;
  fetch: typeof globalThis.fetch;
  random?: () => number;
  /** Prefix of the API paths ('' in the browser). */
  baseUrl?: string;
}

export const liveRetryBaseMs = 1_000;
export const liveRetryCapMs = 60_000;

/** Reads server-sent events from a response body, calling `onEvent` with each event's name. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    text += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const name = /^event: ?(.*)$/m.exec(block)?.[1];
      if (name) onEvent(name);
    }
  }
}

export function startLiveStream(options: LiveStreamOptions): LiveStream {
  const random = options.random ?? Math.random;
  const listeners = new Set<() => void>();
  let live = false;
  let stopped = false;
  let running: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    listeners.forEach((listener) => listener());
  };
  const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';
  // Offline, a try can only fail (and log a failed request): the 'online' event starts the stream again.
  const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

  async function run(): Promise<void> {
    const credentials = options.getToken();
    if (stopped || running || !visible() || !online() || !credentials) return;
    const controller = new AbortController();
    running = controller;
    try {
      const clientId = await options.clientId();
      const response = await options.fetch(`${options.baseUrl ?? ''}/api/sync/live?clientId=${encodeURIComponent(clientId)}`, {
        headers: { Authorization: `Bearer ${credentials.token}`, Accept: 'text/event-stream' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
      await readEvents(response.body, (event) => {
        if (event === 'ready') {
          failures = 0;
          setLive(true);
        } else if (event === 'poke') options.engine.request('poke');
      });
    } catch {
      // Cut, refused or never answered: the polling schedule covers it until the next try.
    } finally {
      running = null;
      setLive(false);
      if (!controller.signal.aborted && online()) scheduleRetry();
    }
  }

  function scheduleRetry(): void {
    if (stopped || retry !== null) return;
    failures += 1;
    const ceiling = Math.min(liveRetryCapMs, liveRetryBaseMs * 2 ** (failures - 1));
    retry = setTimeout(() => {
      retry = null;
      void run();
    }, ceiling / 2 + (random() * ceiling) / 2);
  }

  const onVisibility = () => {
    if (visible()) {
      void run();
      return;
    }
    // Hidden: the stream closes (a phone's radio and the server's slot are spared); it opens again when shown.
    running?.abort();
  };
  const onOnline = () => {
    if (retry !== null) clearTimeout(retry);
    retry = null;
    void run();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  void run();

  return {
    isLive: () => live,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      if (retry !== null) clearTimeout(retry);
      running?.abort();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
  };
}
