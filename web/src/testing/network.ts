import { afterEach, beforeEach } from 'vitest';

/**
 * The component tests' network. Requests are real happy-dom fetches to an origin where nothing listens (port 1:
 * only root may bind it, so no developer's server is ever hit), so each one fails exactly as a browser with no
 * connection does. No answer is made up here: a form's behaviour is tested up to its request. A test can see
 * which requests were sent ("validation before any request") and hold them to see a form's pending state.
 */
export const unreachableOrigin = 'http://127.0.0.1:1';

interface HappyDom {
  setURL(url: string): void;
  settings: { fetch: { interceptor: { beforeAsyncRequest?: (context: { request: Request }) => Promise<void> } | null } };
}

const happyDom = () => (window as unknown as { happyDOM: HappyDom }).happyDOM;

let sent: string[] = [];
let held: Promise<void> | null = null;

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
    async beforeAsyncRequest({ request }) {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      if (held) await held;
    },
  };
});

afterEach(() => {
  held = null;
});
