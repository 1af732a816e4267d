import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { errorBodySchema, type AuthUser } from '@paintforge/sync-protocol';
import type { AppDeps } from '../app.js';
import type { AppConfig } from '../config.js';
import { closeDatabase, createDatabase } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { createCatalog } from '../features/catalog/service.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { resettableRateLimitMemory } from './rate-limit-memory.js';
import { emptyTables, tablesWithoutRows } from './tables.js';
import { createTestApp, type TestApp } from './test-app.js';

let lastAddress = 0;
/**
 * A new client address for every call. Account routes are rate limited per IP, and inject() comes from 127.0.0.1
 * unless told otherwise; tests that are not about the limits give each request its own address.
 */
export function nextIp(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

export const strongPassword = 'Brush & Palette 2025';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: 'ada@example.com',
    password: strongPassword,
    firstName: 'Ada',
    lastName: 'Lovelace',
    captchaAnswer: 42,
    captchaExpectedAnswer: 42,
    ...overrides,
  };
}

/** `$argon2id$v=19$m=1024,t=2,p=1$salt$hash` → `{type: 'argon2id', v: 19, m: 1024, t: 2, p: 1}`, whatever the order of the parameters. */
export function argon2ParametersOf(hash: string): Record<string, string | number> {
  const [, type, version, parameters] = hash.split('$');
  const pairs = `${version ?? ''},${parameters ?? ''}`.split(',').map((pair) => pair.split('='));
  return { type: type ?? '', ...Object.fromEntries(pairs.map(([name, value]) => [name, Number(value)])) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** inject() from a fresh address, with a JSON body and optionally a session token. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextIp(),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    ...(options.token === undefined ? {} : { headers: bearer(options.token) }),
  });
}

/** Asserts an error answer: status, and exactly `{error, message}`. */
export function expectError(response: LightMyRequestResponse, status: number, error: string, message?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.strict().parse(response.json());
  expect(body.error).toBe(error);
  if (message !== undefined) expect(body.message).toBe(message);
}

/** A Mailer that keeps what it is given, for tests that are not about delivery. */
export function recordingMailer(): Mailer & { sent: Mail[]; lastTo(to: string): Mail } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    close() {},
    lastTo(to) {
      const mail = sent.findLast((candidate) => candidate.to === to);
      if (mail === undefined) throw new Error(`No mail was sent to ${to}`);
      return mail;
    },
  };
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (token === null) throw new Error(`No token in ${link}`);
  return token;
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<void> {
  const response = await call(app, 'POST', '/api/auth/register', { body: registration(overrides) });
  expect(response.statusCode, response.body).toBe(201);
}

export async function login(app: FastifyInstance, email: string, password = strongPassword): Promise<{ token: string; user: AuthUser }> {
  const response = await call(app, 'POST', '/api/auth/login', { body: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A registered, signed-in account (email not verified). */
export async function signedUp(
  app: FastifyInstance,
  email = 'ada@example.com',
  password = strongPassword,
): Promise<{ token: string; user: AuthUser; email: string; password: string }> {
  await register(app, { email, password });
  return { ...(await login(app, email, password)), email, password };
}

export type AccountsTestApp = TestApp & { mailer: ReturnType<typeof recordingMailer> };

/** An app for account tests: no catalog to load (it takes a second and they do not use it), mail recorded. */
export async function createAccountsTestApp(overrides: Partial<AppConfig> = {}, deps: AppDeps = {}): Promise<AccountsTestApp> {
  const mailer = recordingMailer();
  const testApp = await createTestApp(overrides, { catalog: createCatalog([]), mailer, ...deps });
  return { ...testApp, mailer };
}

/** Apps and database connections a test makes for itself, all closed (newest first) after each test. */
export function useAccountsTestApps() {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    async create(overrides: Partial<AppConfig> = {}, deps: AppDeps = {}): Promise<AccountsTestApp> {
      const testApp = await createAccountsTestApp(overrides, deps);
      cleanups.push(testApp.cleanup);
      return testApp;
    },
    /** A second connection to an app's SQLite file, to look at rows and to age links. */
    openDatabase(config: Pick<AppConfig, 'databasePath' | 'databaseUrl'>): Kysely<Database> {
      const db = createDatabase(config);
      cleanups.push(() => closeDatabase(db));
      return db;
    },
  };
}

/**
 * One accounts app and a connection to its database for the calling file, as fresh for every test as a new one: before
 * each test the tables the app started empty are emptied again (on SQLite and on Postgres), its rate-limit counters are
 * forgotten (the in-memory ones on SQLite, the rate_limit table on Postgres) and its recorded mail too. Starting an app
 * per test cost a template copy, the app's start and its close, every test.
 */
export function useAccountsTestApp(overrides: Partial<AppConfig> = {}): {
  readonly testApp: AccountsTestApp;
  readonly db: Kysely<Database>;
} {
  let current: { testApp: AccountsTestApp; db: Kysely<Database>; startedEmpty: string[] } | undefined;
  const limits = resettableRateLimitMemory();
  beforeAll(async () => {
    const testApp = await createAccountsTestApp(overrides, { rateLimitMemoryStore: limits.store });
    const db = createDatabase(testApp.config);
    current = { testApp, db, startedEmpty: await tablesWithoutRows(db) };
  });
  beforeEach(async () => {
    if (current === undefined) return;
    await emptyTables(current.db, current.startedEmpty);
    limits.reset();
    current.testApp.mailer.sent.length = 0;
  });
  afterAll(async () => {
    if (current === undefined) return;
    await closeDatabase(current.db);
    await current.testApp.cleanup();
    current = undefined;
  });
  const get = () => {
    if (current === undefined) throw new Error('useAccountsTestApp: the app exists only inside a test');
    return current;
  };
  return {
    get testApp() {
      return get().testApp;
    },
    get db() {
      return get().db;
    },
  };
}
