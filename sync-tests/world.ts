import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../api/src/app.js';
// Brings the app's signSessionToken decoration into the types.
import type {} from '../api/src/plugins/auth.js';
import { createSession } from '../api/src/features/auth/sessions.js';
import { recordingMailer } from '../api/src/testing/accounts.js';
import { createSyncTestApp, createTestUser, type SyncTestApp, type TestUser } from '../api/src/testing/sync.js';
import { latestLocalVersion, openUserDatabase, type UserDatabase } from '../web/src/data/sync/database';
import { createSyncEngine, type SyncCredentials, type SyncEngine } from '../web/src/data/sync/engine';
import { touchesOf, type MutationAction } from '@paintforge/sync-protocol';
import type { SyncSeams } from '../api/src/features/sync/seams.js';
import { createNetwork, injectInto, type Fault, type Network, type OutgoingRequest, type Transport } from './network.js';
import { composeSeams, injectedFault, type InjectedFault } from './server-faults.js';
import { createLogArchive, type ServerLogArchive } from './server-log.js';

/**
 * One simulated world for the sync properties: the real server (in-process, SQLite) that can be restarted, one
 * painter signed in on several devices, each device with its own IndexedDB (a fake-indexeddb factory) running the
 * real client sync code, and the faulty network between them.
 */
export interface Device {
  readonly name: string;
  readonly factory: IDBFactory;
  db: UserDatabase;
  engine: SyncEngine;
  version: number;
}

/** The running server process; a restart replaces `app`, for this run and the next ones. */
export interface Host {
  server: SyncTestApp;
  app: FastifyInstance;
  /** The fault the network's 'server-error' arms inside the server. */
  fault: InjectedFault;
  /** What the app was built with, so a restart builds the same server. */
  seams: SyncSeams;
}

export interface HostOptions {
  /** A deliberately broken server (broken-servers.ts), which the property suite must catch. */
  broken?: SyncSeams;
}

/**
 * One server for the calling test file (a real app on a fresh SQLite file with the small test catalog), started
 * before its tests and removed after them. Sessions are made directly, so argon2 is not on this path.
 */
export function useHost(options: HostOptions = {}): () => Host {
  let host: Host | undefined;
  beforeAll(async () => {
    const fault = injectedFault();
    const seams = composeSeams(fault.seams, options.broken);
    const server = await createSyncTestApp({}, { syncSeams: seams });
    host = { server, app: server.app, fault, seams };
  });
  afterAll(async () => {
    if (!host) return;
    if (host.app !== host.server.app) await host.app.close();
    await host.server.cleanup();
  });
  return () => {
    if (!host) throw new Error('useHost: the server exists only inside a test');
    return host;
  };
}

export interface World {
  host: Host;
  server: SyncTestApp;
  user: TestUser;
  network: Network;
  devices: Device[];
  /** The session the devices present; null while signed out (after the session expired). */
  credentials: SyncCredentials | null;
  /** Set once a purge forgot rows: a device may keep a tombstone the server no longer has. */
  purged: boolean;
  /** Set once a purge pruned log entries: the log alone no longer replays to the tables. */
  logPruned: boolean;
  /** Every log entry the server ever held for the painter, kept across purges. */
  serverLog: ServerLogArchive;
}

/** mulberry32: a small seeded generator, so a failing fast-check seed replays the same network faults. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weights = Array<[Fault, number]>;

const faultWeights: Weights = [
  ['deliver', 0.62],
  ['drop-request', 0.08],
  ['drop-response', 0.1],
  ['duplicate', 0.08],
  ['unauthorized', 0.03],
  ['server-error', 0.04],
  ['gateway-error', 0.02],
  ['upgrade-required', 0.03],
];

/**
 * A push carrying a write whose second application would change something (a delta, a move, an edit that may race
 * another device's) is re-delivered far more often: lost answers, concurrent duplicates and a failure after the
 * first mutations committed are what would double or lose such a write.
 */
const replaySensitive = new Set<MutationAction>(['quantity', 'move', 'edit']);
const sensitiveWeights: Weights = [
  ['deliver', 0.38],
  ['drop-request', 0.05],
  ['drop-response', 0.2],
  ['duplicate', 0.2],
  ['unauthorized', 0.02],
  ['server-error', 0.12],
  ['upgrade-required', 0.03],
];

function carriesSensitiveWrite(request: OutgoingRequest): boolean {
  if (request.path !== '/api/sync/push' || typeof request.body !== 'string') return false;
  const body = JSON.parse(request.body) as { mutations?: Array<{ name: string; args: unknown }> };
  return (body.mutations ?? []).some((mutation) => {
    const action = touchesOf(mutation.name, mutation.args)?.action;
    return action !== undefined && replaySensitive.has(action);
  });
}

function faultChooser(random: () => number): (request: OutgoingRequest) => Fault {
  return (request) => {
    let roll = random();
    for (const [fault, weight] of carriesSensitiveWrite(request) ? sensitiveWeights : faultWeights) {
      if ((roll -= weight) < 0) return fault;
    }
    return 'deliver';
  };
}

/** A painter on `host`, whose devices reach the server through `transport` (the in-process app unless told). */
export async function createWorld(host: Host, seed: number, transport: Transport = injectInto(() => host.app)): Promise<World> {
  const random = seededRandom(seed);
  const { server } = host;
  const user = await createTestUser({ ...server, app: host.app });
  const world: World = {
    host,
    server,
    user,
    network: createNetwork(transport, faultChooser(random), { armServerFault: () => host.fault.arm() }),
    devices: [],
    credentials: { token: user.token, userId: user.id },
    purged: false,
    logPruned: false,
    serverLog: createLogArchive(),
  };
  return world;
}

function engineFor(world: World, name: string, db: UserDatabase): SyncEngine {
  return createSyncEngine({
    db,
    userId: world.user.id,
    fetch: world.network.fetchFor(name),
    getToken: () => world.credentials,
    // The harness drives every run itself: no timers of the engine's own.
    schedule: () => () => undefined,
    random: seededRandom(name.length * 7919),
    onUnauthorized: () => undefined,
  });
}

async function openDb(world: World, factory: IDBFactory, version: number): Promise<UserDatabase> {
  return openUserDatabase(world.user.id, {
    indexedDB: factory,
    IDBKeyRange,
    version,
    catalog: async (id) => world.server.catalog.find(id),
  });
}

export async function addDevice(world: World, version: number = latestLocalVersion): Promise<Device> {
  const name = `device-${world.devices.length}`;
  const factory = new IDBFactory();
  const db = await openDb(world, factory, version);
  const device: Device = { name, factory, db, engine: engineFor(world, name, db), version };
  world.devices.push(device);
  return device;
}

/** The tab is killed: nothing in memory survives, IndexedDB does. Reopens at `version` (an app update, if higher). */
export async function reopenDevice(world: World, device: Device, version: number = device.version): Promise<void> {
  device.engine.stop();
  device.db.close();
  device.db = await openDb(world, device.factory, version);
  device.version = version;
  device.engine = engineFor(world, device.name, device.db);
}

/** A server restart: the process goes, the database file stays. */
export async function restartServer(host: Host): Promise<void> {
  await host.app.close();
  host.app = await buildApp(host.server.config, { catalog: host.server.catalog, mailer: recordingMailer(), syncSeams: host.seams });
}

/** Every session of the painter ends (expired or revoked): the devices' token is refused from now on. */
export async function expireSession(world: World): Promise<void> {
  await world.server.db.deleteFrom('session').where('userId', '=', world.user.id).execute();
}

/** The painter signs in again: a new session and token for every device. */
export async function signInAgain(world: World): Promise<void> {
  const session = await createSession(world.server.db, world.server.config, world.user.id, undefined);
  world.credentials = { token: world.host.app.signSessionToken(session), userId: world.user.id };
}

export async function closeWorld(world: World): Promise<void> {
  for (const device of world.devices) {
    device.engine.stop();
    device.db.close();
  }
}

/** A story on two devices of one painter (a phone and a tablet) over a network without faults, the world closed after. */
export async function withTwoDevices(
  host: Host,
  seed: number,
  story: (world: World, phone: Device, tablet: Device) => Promise<void>,
): Promise<void> {
  const world = await createWorld(host, seed);
  world.network.heal();
  try {
    await story(world, await addDevice(world), await addDevice(world));
  } finally {
    await closeWorld(world);
  }
}
