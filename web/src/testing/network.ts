import { afterEach, beforeEach } from 'vitest';

/**
 * The component tests' network. Requests are real happy-dom fetches to an origin where nothing listens (port 1:
 * only root may bind it, so no developer's server is ever hit), so each one fails exactly as a browser with no
 * connection does, unless the file answers them with the real app in process (app-server.ts, inProcessServer). No
 * answer is made up here. A test can see which requests were sent ("validation before any request") and hold them
 * to see a form's pending state.
 */
export const unreachableOrigin = 'http://127.0.0.1:1';

interface HappyDom {
  setURL(url: string): void;
  settings: {
    fetch: {
      interceptor: { beforeAsyncRequest?: (context: { request: Request; window: Window }) => Promise<Response | void> } | null;
    };
  };
}

const happyDom = () => (window as unknown as { happyDOM: HappyDom }).happyDOM;

let sent: string[] = [];
let held: Promise<void> | null = null;
let answerer: Answerer | null = null;

/** Answers a request in place of the network (the real app in process); undefined lets it go to the network. */
export type Answerer = (request: Request, window: Window) => Promise<Response | undefined>;

/** From now on requests are answered by `answer` (until `answerRequestsWith(null)`), held or not as before. */
export function answerRequestsWith(answer: Answerer | null): void {
  answerer = answer;
}

/** "METHOD /path" of every request sent since the test began. */
export function sentRequests(): readonly string[] {
  return sent;
}

/**
 * Holds every request from now on, as a slow network does, until the returned release is called; then they go
 * on (and fail: nothing listens).
 */
export function holdRequests(): () => void {
  let release = () => {};
  held = new Promise<void>((resolve) => (release = resolve));
  return () => {
    held = null;
    release();
  };
}

/** A refused connection to the unreachable origin: expected in every test that sends a request. */
function isExpectedRefusal(value: unknown): boolean {
  const error = value as { code?: unknown; port?: unknown } | null;
  return typeof error === 'object' && error !== null && error.code === 'ECONNREFUSED' && error.port === 1;
}

// Like a browser, happy-dom logs each failed request to the page's console, which is Node's own (Vitest captures
// another): the refusals are the point of these tests, so only they are left out.
// The web project is typed for the browser, so the Node module is named through a variable.
const nodeConsole = 'node:console';
const { default: pageConsole } = (await import(/* @vite-ignore */ nodeConsole)) as { default: Console };
const consoleError = pageConsole.error.bind(pageConsole);
pageConsole.error = (...values: unknown[]) => {
  if (values.length === 1 && isExpectedRefusal(values[0])) return;
  consoleError(...values);
};

beforeEach(() => {
  sent = [];
  held = null;
  happyDom().setURL(`${unreachableOrigin}/`);
  happyDom().settings.fetch.interceptor = {
    async beforeAsyncRequest({ request, window }) {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      if (held) await held;
      return (await answerer?.(request, window)) ?? undefined;
    },
  };
});

afterEach(() => {
  held = null;
});
