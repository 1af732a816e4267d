import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { protocolVersion, schemaVersion, type CatalogPaint, type PullResponse, type PushResponse } from '@paintforge/sync-protocol';
import type { AppDeps } from '../app.js';
import type { AppConfig } from '../config.js';
import { closeDatabase, createDatabase } from '../db/connection.js';
import { nowIso, type Database } from '../db/schema.js';
import { createSession } from '../features/auth/sessions.js';
import { syncCatalogToDatabase } from '../features/catalog/loader.js';
import { createCatalog, toCatalogPaints, type Catalog } from '../features/catalog/service.js';
import type { SyncDeps } from '../features/sync/apply.js';
import { bearer, recordingMailer } from './accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A few real catalog paints, as the catalog file lists them (a server process can load them from a file). */
export const testCatalogRows = [
  { brand: 'Citadel', range: 'Base', name: 'Abaddon Black', hex: '#231F20' },
  { brand: 'Citadel', range: 'Layer', name: 'Evil Sunz Scarlet', hex: '#C01411' },
  { brand: 'Vallejo', range: 'Model Color', name: 'Flat Red', hex: '#8A1A1B' },
];

/** The same, loaded: enough for recipes, far quicker to load than the 5,800 of the data file. */
export const testCatalogPaints: readonly CatalogPaint[] = toCatalogPaints(testCatalogRows);

export interface SyncTestApp extends TestApp {
  /** A second connection to the app's database, to look at rows and to age them. */
  db: Kysely<Database>;
  catalog: Catalog;
  /** What the app's sync services run on, for calling them directly. */
  sync: SyncDeps;
}

/** An app on a fresh SQLite file with the small test catalog (or `paints`) loaded into it. */
export async function createSyncTestApp(
  overrides: Partial<AppConfig> = {},
  deps: AppDeps = {},
  paints: readonly CatalogPaint[] = testCatalogPaints,
): Promise<SyncTestApp> {
  const catalog = createCatalog(paints);
  const testApp = await createTestApp(overrides, { catalog, mailer: recordingMailer(), ...deps });
  const db = createDatabase(testApp.config);
  await syncCatalogToDatabase(db, paints);
  return {
    ...testApp,
    db,
    catalog,
    sync: { db, findCatalogPaint: (id) => catalog.find(id) },
    async cleanup() {
      await closeDatabase(db);
      await testApp.cleanup();
    },
  };
}

export interface TestUser {
  id: string;
  token: string;
}

/**
 * A user with a live session, made directly in the database: no password hashing and no rate-limited login, so a
 * test can have as many users as it likes.
 */
/** What a test painter is, for the trust rule (features/trust/trust-rule.ts): unverified and brand new by default. */
export interface TestUserOptions {
  verified?: boolean;
  /** Days since the account was made. */
  memberDays?: number;
  email?: string;
}

export async function createTestUser(
  testApp: Pick<SyncTestApp, 'app' | 'db' | 'config'>,
  { verified = false, memberDays = 0, email }: TestUserOptions = {},
): Promise<TestUser> {
  const id = randomUUID();
  const at = new Date(Date.now() - memberDays * 24 * 60 * 60 * 1000).toISOString();
  await testApp.db
    .insertInto('user')
    .values({
      id,
      email: email ?? `${id}@example.com`,
      passwordHash: 'not-a-hash',
      firstName: 'Test',
      lastName: 'Painter',
      emailVerified: verified ? 1 : 0,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  const session = await createSession(testApp.db, testApp.config, id, undefined);
  return { id, token: testApp.app.signSessionToken(session) };
}

/** A painter whose voice counts: verified, a member for longer than the trust rule's week. */
export const createTrustedUser = (testApp: Pick<SyncTestApp, 'app' | 'db' | 'config'>, options: Omit<TestUserOptions, 'verified'> = {}) =>
  createTestUser(testApp, { memberDays: 8, ...options, verified: true });

export function send(
  app: FastifyInstance,
  user: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: user === undefined ? {} : bearer(user.token),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export interface Device {
  clientId: string;
  /** The id the next mutation gets. */
  nextId: number;
  cursor: number;
}

export function newDevice(): Device {
  return { clientId: randomUUID(), nextId: 1, cursor: 0 };
}

export interface TestMutation {
  id: number;
  name: string;
  args: unknown;
  createdAt: string;
}

/** Numbers mutations for a device, advancing its next id. */
export function mutations(device: Device, ...list: Array<[name: string, args: unknown]>): TestMutation[] {
  return list.map(([name, args]) => ({ id: device.nextId++, name, args, createdAt: nowIso() }));
}

export function pushBody(device: Device, list: TestMutation[]) {
  return { protocolVersion, schemaVersion, clientId: device.clientId, mutations: list };
}

export async function pushOk(app: FastifyInstance, user: TestUser, device: Device, list: TestMutation[]): Promise<PushResponse> {
  const response = await send(app, user, 'POST', '/api/sync/push', pushBody(device, list));
  if (response.statusCode !== 200) throw new Error(`push answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

export async function pullOk(app: FastifyInstance, user: TestUser, device: Device, limit?: number): Promise<PullResponse> {
  const response = await send(app, user, 'POST', '/api/sync/pull', {
    protocolVersion,
    schemaVersion,
    clientId: device.clientId,
    cursor: device.cursor,
    ...(limit === undefined ? {} : { limit }),
  });
  if (response.statusCode !== 200) throw new Error(`pull answered ${response.statusCode}: ${response.body}`);
  const body: PullResponse = response.json();
  device.cursor = body.cursor;
  return body;
}

export const at = '2026-11-21T10:00:00.000Z';
export const later = '2026-11-21T11:00:00.000Z';

/** One pot, as the add form sends it: the tests count quantity changes from 1 (stored without one, a paint holds 100). */
export function paintArgs(overrides: Record<string, unknown> = {}) {
  return {
    id: uuidv7(),
    name: 'Mephiston Red',
    brand: 'Citadel',
    color: '#9A1115',
    type: 'Base',
    quantity: 1,
    createdAt: at,
    ...overrides,
  };
}

export function projectArgs(overrides: Record<string, unknown> = {}) {
  return { id: uuidv7(), name: 'Primaris Lieutenant', description: 'Blood Angels', createdAt: at, ...overrides };
}
