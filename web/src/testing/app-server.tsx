import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { act, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '@paintforge/sync-protocol';
import { createTestApp, type TestApp } from '../../../api/src/testing/test-app.js';
import { call, nextIp, registration, strongPassword } from '../../../api/src/testing/accounts.js';
import { mailedLink } from '../../../api/src/testing/mail-outbox.js';
import type { AppConfig } from '../../../api/src/config.js';
import { closeDatabase, createDatabase } from '../../../api/src/db/connection.js';
import { routes } from '../app/router';
import { storeSession } from '../data/account/auth-state';
import { startSessionChecks } from '../data/account/session';
import { answerRequestsWith } from './network';
// Its cleanup after each test (unmount, toasts, credentials, query cache, localStorage) is this file's too.
import './render';

/**
 * Component tests answered by the real server: the Fastify app in process (buildApp on a SQLite file of the test
 * file's own, the real catalog loaded), reached through happy-dom's fetch interceptor and `inject`. Real JWTs, real
 * zod, real rate limits, and the real mail the embedded mode writes to the data folder, read back as links. No mock
 * server and no made-up answer: what a screen shows is what the server said.
 */
export interface AppServer {
  readonly app: FastifyInstance;
  readonly config: AppConfig;
  /**
   * The client address the app sees for this device's requests: one per test (account routes are limited per
   * address), kept through the test so a test of a limit meets it.
   */
  readonly address: string;
  /** A painter registered through the API (captcha answered), not verified; signed in when `signIn`. */
  register(label: string, overrides?: Record<string, unknown>): Promise<Painter>;
  /** A painter registered and verified through the emailed link, with a real session token. */
  verifiedPainter(label: string, overrides?: Record<string, unknown>): Promise<Painter>;
  /** Makes the painter an admin, as `npm run admin -- grant` does, and signs in again (the session says so). */
  makeAdmin(painter: Painter): Promise<Painter>;
  /**
   * Makes the painters members for `days` already: a voice counts toward what every painter sees only after a week
   * (api/src/features/trust/trust-rule.ts), and a test cannot wait a week. Their next change counts them again.
   */
  age(painters: readonly Painter[], days: number): Promise<void>;
  /** The newest link to `path` in the mail to `email` (beyond the first `skip` ones), as path and query. */
  mailedLink(email: string, path: string, skip?: number): Promise<string>;
  /** A request to the app as another client would send it (a fresh address), for a test's set-up and checks. */
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { token?: string; body?: unknown },
  ) => ReturnType<typeof call>;
  /**
   * Takes the network away (false: requests fail as with no connection, at the unreachable origin) or gives it back.
   * The device's own idea of being offline (navigator.onLine) is not changed: this is a connection that fails.
   */
  connect(connected: boolean): void;
  /** The status the app answers GET /api/auth/me with for `token`. */
  meStatus(token: string): Promise<number>;
}

export interface Painter {
  email: string;
  password: string;
  token: string;
  user: AuthUser;
}

let painters = 0;
const stops: Array<() => void> = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

export function inProcessServer(overrides: Partial<AppConfig> = {}): AppServer {
  let testApp: TestApp | undefined;
  let address = nextIp();
  let connected = true;
  beforeAll(async () => {
    testApp = await createTestApp(overrides);
    const app = testApp.app;
    answerRequestsWith(async (request, window) => {
      if (!connected) return undefined;
      const url = new URL(request.url);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
      const reply = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers.entries()),
        remoteAddress: address,
        ...(body === undefined ? {} : { payload: body }),
      });
      // The page's own classes (happy-dom's), as its fetch answers with.
      const { Headers, Response } = window as unknown as typeof globalThis;
      const headers = new Headers();
      for (const [name, value] of Object.entries(reply.headers)) {
        for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
      }
      const empty = reply.statusCode === 204 || reply.statusCode === 304 || request.method === 'HEAD';
      return new Response(empty ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
    });
  });
  beforeEach(() => {
    address = nextIp();
    connected = true;
  });
  afterAll(async () => {
    answerRequestsWith(null);
    await testApp?.cleanup();
  });
  const get = () => {
    if (!testApp) throw new Error('inProcessServer: the app exists only inside a test');
    return testApp;
  };
  /** Sets columns of the painters' accounts in the app's database, as an operator's tool would. */
  const updateUsers = async (which: readonly Painter[], values: { isAdmin?: 1; createdAt?: string }) => {
    const db = createDatabase(get().config);
    try {
      const ids = which.map((painter) => painter.user.id);
      const { numUpdatedRows } = await db.updateTable('user').set(values).where('id', 'in', ids).executeTakeFirstOrThrow();
      expect(Number(numUpdatedRows)).toBe(ids.length);
    } finally {
      await closeDatabase(db);
    }
  };
  const login = async (email: string, password: string) => {
    const response = await call(get().app, 'POST', '/api/auth/login', { body: { email, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string; user: AuthUser }>();
  };
  const server: AppServer = {
    get app() {
      return get().app;
    },
    get config() {
      return get().config;
    },
    get address() {
      return address;
    },
    async register(label, extra = {}) {
      painters += 1;
      const email = `${label}-${painters}@example.com`;
      const response = await call(get().app, 'POST', '/api/auth/register', {
        body: registration({ email, password: strongPassword, ...extra }),
      });
      expect(response.statusCode, response.body).toBe(201);
      return { email, password: strongPassword, ...(await login(email, strongPassword)) };
    },
    async verifiedPainter(label, extra = {}) {
      const { email, password } = await server.register(label, extra);
      const token = new URL(await server.mailedLink(email, '/verify-email'), 'http://app').searchParams.get('token');
      const verified = await call(get().app, 'POST', '/api/auth/verify-email', { body: { token } });
      expect(verified.statusCode, verified.body).toBe(200);
      return { email, password, ...(await login(email, password)) };
    },
    async makeAdmin(painter) {
      await updateUsers([painter], { isAdmin: 1 });
      return { ...painter, ...(await login(painter.email, painter.password)) };
    },
    async age(aged, days) {
      await updateUsers(aged, { createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString() });
    },
    connect(value) {
      connected = value;
    },
    call: (method, url, options = {}) => call(get().app, method, url, options),
    mailedLink: (email, path, skip = 0) => mailedLink(get().config.dataDir, email, path, skip),
    async meStatus(token) {
      return (await call(get().app, 'GET', '/api/auth/me', { token })).statusCode;
    },
  };
  return server;
}

/**
 * The whole app (its shell and every route of router.tsx) at `at`, as `painter` when given (a session stored as a
 * login stores it), with the session checks main.tsx starts: the screens a painter moves between, in one render.
 */
export function renderApp(at: string, painter?: Pick<Painter, 'token' | 'user'>) {
  if (painter) storeSession(painter.token, painter.user);
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  stops.push(startSessionChecks());
  const events = userEvent.setup({ applyAccept: false });
  // The shell brings the app's toasts.
  const view = render(<RouterProvider router={router} />);
  return {
    ...view,
    router,
    user: events,
    /** Where the app is now (path and query). */
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    /** Goes to `to` as a tapped link does. */
    navigate: (to: string) => act(() => router.navigate(to)),
  };
}
