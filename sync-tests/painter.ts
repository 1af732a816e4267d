import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import type { EntityName, EntityRows, MutationNotice, PushResult } from '@paintforge/sync-protocol';
import { pull } from '../api/src/features/sync/service.js';
import type { SyncEngineOptions } from '../web/src/data/sync/engine';
import { testEngine } from '../web/src/data/sync/testing/devices';
import { addDevice, closeWorld, createWorld, useHost, type Device, type World } from './world.js';

/**
 * One painter on the real server (in-process, SQLite; one server per test file, a new painter per test), for tests
 * that drive the sync engine step by step: devices with their own IndexedDB, engines without timers of their own
 * whose requests go through the healed simulated network, and what the server holds for the painter.
 */
export function usePainter(): () => World {
  const hostOf = useHost();
  let world: World | undefined;
  beforeEach(async () => {
    world = await createWorld(hostOf(), 0);
    world.network.heal();
  });
  afterEach(async () => {
    if (world) await closeWorld(world);
    world = undefined;
  });
  return () => {
    if (!world) throw new Error('usePainter: the painter exists only inside a test');
    return world;
  };
}

/**
 * An engine for `device` that the test drives with syncNow(); the delays it would wait are in `scheduled`. Its
 * requests reach the real server, through `overrides.fetch` when a test puts something in the way.
 */
export function engineOf(world: World, device: Device, overrides: Partial<SyncEngineOptions> = {}) {
  return testEngine(device.db, { fetch: world.network.fetchFor(device.name), getToken: () => world.credentials, ...overrides });
}

/** Two devices of the painter (a phone and a tablet), each with an engine the test drives. */
export async function twoDevices(world: World) {
  const [phone, tablet] = [await addDevice(world), await addDevice(world)];
  return [
    [phone, engineOf(world, phone)],
    [tablet, engineOf(world, tablet)],
  ] as const;
}

/** `METHOD path` of every request `device` sent through the network, in order. */
export function requestsOf(world: World, device: Device): string[] {
  return world.network.log.filter((entry) => entry.device === device.name).map((entry) => `${entry.method} ${entry.path}`);
}

/** What the server answered to each of `device`'s requests: `METHOD path status`. */
export function answersTo(world: World, device: Device): string[] {
  return world.network.log.filter((entry) => entry.device === device.name).map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whose rows and log to look at: the world's painter, or another user of its server. */
type Account = Pick<World, 'server' | 'user'>;

/** The painter's rows of `entity` as the server sends them (the server's full pull for a new client), by id. */
export async function serverRows<E extends EntityName>(world: Account, entity: E): Promise<EntityRows[E][]> {
  const { patch } = await pull(world.server.sync, world.user.id, { clientId: randomUUID(), cursor: 0 });
  return patch
    .filter((operation) => operation.entity === entity)
    .map((operation) => operation.value as EntityRows[E])
    .sort(byId);
}

export interface LoggedMutation {
  clientId: string;
  mutationId: number;
  name: string;
  status: 'applied' | 'rejected';
  error: PushResult['error'] | null;
  notices: MutationNotice[] | null;
}

/** The server's mutation log for the painter, in the order the mutations were received. */
export async function serverLog(world: Account): Promise<LoggedMutation[]> {
  const rows = await world.server.db
    .selectFrom('mutationLog')
    .select(['clientId', 'mutationId', 'name', 'status', 'error', 'notices'])
    .where('userId', '=', world.user.id)
    .orderBy('receivedAt')
    .orderBy('mutationId')
    .execute();
  return rows.map((row) => ({
    ...row,
    error: row.error === null ? null : (JSON.parse(row.error) as PushResult['error']),
    notices: row.notices === null ? null : (JSON.parse(row.notices) as MutationNotice[]),
  }));
}

/** The type the server read from a photo's bytes, when the painter owns it there. */
export async function serverPhotoType(world: Account, sha256: string): Promise<string | undefined> {
  const row = await world.server.db
    .selectFrom('blob')
    .innerJoin('blobOwner', 'blobOwner.sha256', 'blob.sha256')
    .select('blob.mime')
    .where('blob.sha256', '=', sha256)
    .where('blobOwner.userId', '=', world.user.id)
    .executeTakeFirst();
  return row?.mime;
}
