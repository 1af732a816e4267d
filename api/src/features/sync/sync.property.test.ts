import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMutation, MutationRejected, type EntityName, type PatchOperation } from '@paintforge/sync-protocol';
import { MemoryStore } from '@paintforge/sync-protocol/testing';
import { createTestConfig } from '../../testing/test-config.js';
import { createDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { silentLog } from '../../testing/test-database.js';
import {
  createSyncTestApp,
  createTestUser,
  newDevice,
  pullOk,
  pushOk,
  testCatalogPaints,
  type Device,
  type SyncTestApp,
  type TestMutation,
  type TestUser,
} from '../../testing/sync.js';
import { replayMutationLog } from './replay.js';
import { readUserRows } from './rows.js';

let t: SyncTestApp;
let replayDb: Kysely<Database>;
let replayDir: string;
beforeAll(async () => {
  t = await createSyncTestApp();
  const config = createTestConfig();
  replayDir = config.dataDir;
  replayDb = createDatabase(config);
  await migrateToLatest(replayDb, silentLog);
});
afterAll(async () => {
  await replayDb?.destroy();
  await t?.cleanup();
  if (replayDir) rmSync(replayDir, { recursive: true, force: true });
});

const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `0190a0b0-0000-7000-8000-${prefix}${String(index).padStart(12 - prefix.length, '0')}`);
const paintIds = ids('aa', 4);
const projectIds = ids('bb', 3);
const recipeIds = ids('cc', 5);
const m = (name: string, args: unknown): [string, unknown] => [name, args];
const stamp = (minute: number) => `2026-11-21T10:${String(minute % 60).padStart(2, '0')}:00.000Z`;

/** Every mutation kind, aimed at a small pool of ids so they meet (and sometimes miss: rejections). */
const mutation: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc
    .record({
      id: fc.constantFrom(...paintIds),
      quantity: fc.nat(5),
      status: fc.constantFrom('in_stock', 'wishlist', 'custom'),
      minute: fc.nat(59),
    })
    .map(({ id, quantity, status, minute }) =>
      m('paint.create@1', {
        id,
        name: `Paint ${id.slice(-2)}`,
        brand: 'Citadel',
        color: '#112233',
        type: 'Base',
        quantity,
        status,
        createdAt: stamp(minute),
      }),
    ),
  fc
    .record({ id: fc.constantFrom(...paintIds), delta: fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0), minute: fc.nat(59) })
    .map(({ id, delta, minute }) => m('paint.adjustQuantity@1', { id, delta, updatedAt: stamp(minute) })),
  fc
    .record({ id: fc.constantFrom(...paintIds), quantity: fc.nat(9), minute: fc.nat(59) })
    .map(({ id, quantity, minute }) => m('paint.setQuantity@1', { id, quantity, updatedAt: stamp(minute) })),
  fc
    .record({
      id: fc.constantFrom(...paintIds),
      notes: fc.string({ maxLength: 8 }),
      name: fc.constantFrom('Red', 'Blue', ''),
      minute: fc.nat(59),
    })
    .map(({ id, notes, name, minute }) =>
      m('paint.update@1', { id, changes: name === 'Blue' ? { notes } : { name }, updatedAt: stamp(minute) }),
    ),
  fc
    .record({ id: fc.constantFrom(...paintIds), to: fc.constantFrom('inventory', 'wishlist'), minute: fc.nat(59) })
    .map(({ id, to, minute }) => m('paint.move@1', { id, to, updatedAt: stamp(minute) })),
  fc
    .record({ id: fc.constantFrom(...paintIds), minute: fc.nat(59) })
    .map(({ id, minute }) => m('paint.delete@1', { id, deletedAt: stamp(minute) })),
  fc
    .record({ id: fc.constantFrom(...paintIds), minute: fc.nat(59) })
    .map(({ id, minute }) => m('paint.restore@1', { id, updatedAt: stamp(minute) })),
  fc
    .record({ id: fc.constantFrom(...projectIds), minute: fc.nat(59) })
    .map(({ id, minute }) => m('project.create@1', { id, name: `Project ${id.slice(-1)}`, createdAt: stamp(minute) })),
  fc
    .record({ id: fc.constantFrom(...projectIds), description: fc.string({ maxLength: 8 }), minute: fc.nat(59) })
    .map(({ id, description, minute }) => m('project.update@1', { id, changes: { description }, updatedAt: stamp(minute) })),
  fc
    .record({ id: fc.constantFrom(...projectIds), minute: fc.nat(59), restore: fc.boolean() })
    .map(({ id, minute, restore }) =>
      restore ? m('project.restore@1', { id, updatedAt: stamp(minute) }) : m('project.delete@1', { id, deletedAt: stamp(minute) }),
    ),
  fc
    .record({
      id: fc.constantFrom(...recipeIds),
      projectId: fc.constantFrom(...projectIds),
      paintId: fc.constantFrom(...paintIds, testCatalogPaints[0]!.id, testCatalogPaints[2]!.id),
      position: fc.stringMatching(/^a[0-9a-z]$/),
      minute: fc.nat(59),
    })
    .map(({ id, projectId, paintId, position, minute }) =>
      m('recipe.add@1', { id, projectId, paintId, partName: 'Armour', position, createdAt: stamp(minute) }),
    ),
  fc
    .record({ id: fc.constantFrom(...recipeIds), position: fc.stringMatching(/^b[0-9a-z]{2}$/), minute: fc.nat(59) })
    .map(({ id, position, minute }) => m('recipe.move@1', { id, position, updatedAt: stamp(minute) })),
  fc
    .record({ id: fc.constantFrom(...recipeIds), minute: fc.nat(59) })
    .map(({ id, minute }) => m('recipe.remove@1', { id, deletedAt: stamp(minute) })),
  fc.constant<[string, unknown]>(['paint.fly@1', {}]),
);

/** One step of a run: a device makes a mutation, pushes part of its outbox (maybe resending the last batch), or pulls a page. */
const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('write' as const), device: fc.nat(2), mutation }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('push' as const),
      device: fc.nat(2),
      count: fc.integer({ min: 1, max: 5 }),
      resend: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pull' as const), device: fc.nat(2), limit: fc.integer({ min: 1, max: 6 }) }) },
);

interface SimDevice extends Device {
  outbox: TestMutation[];
  /** Mutations already sent once (a resend repeats them). */
  sent: TestMutation[];
  rows: Map<string, PatchOperation>;
}

const keyOf = (entity: EntityName, id: string) => `${entity}:${id}`;

async function pullPage(user: TestUser, device: SimDevice, limit: number): Promise<boolean> {
  const before = device.cursor;
  const page = await pullOk(t.app, user, device, limit);
  expect(page.cursor).toBeGreaterThanOrEqual(before);
  for (const op of page.patch) {
    expect(op.version).toBeGreaterThan(before);
    expect(op.version).toBeLessThanOrEqual(page.cursor);
    device.rows.set(keyOf(op.entity, op.id), op);
  }
  return page.hasMore;
}

/** What the server holds for the user, as a pull would send it. */
async function serverRows(userId: string): Promise<Map<string, { version: number; value: unknown }>> {
  const rows = await readUserRows(t.db, userId);
  const all = new Map<string, { version: number; value: unknown }>();
  for (const entity of ['paint', 'project', 'recipe'] as const) {
    for (const { version, ...value } of rows[entity]) all.set(keyOf(entity, value.id), { version, value });
  }
  return all;
}

function deviceView(device: SimDevice) {
  return new Map([...device.rows].map(([key, op]) => [key, { version: op.version, value: op.value }]));
}

describe('push and pull (property)', () => {
  it('apply every mutation once in server order, as the shared mutators do; pages never split a version or skip a row; replaying the log reproduces the rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 5, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }),
        async (steps, limits) => {
          const user = await createTestUser(t);
          const runPrefix = `${randomBytes(4).toString('hex')}-`;
          const devices: SimDevice[] = [0, 1, 2].map(() => ({ ...newDevice(), outbox: [], sent: [], rows: new Map() }));
          const model = new MemoryStore(new Map(testCatalogPaints.map((paint) => [paint.id, paint])));
          const modelStatus = new Map<string, 'applied' | 'rejected'>();

          const push = async (device: SimDevice, batch: TestMutation[]) => {
            const answer = await pushOk(t.app, user, device, batch);
            for (const result of answer.results) {
              const sent = batch.find((candidate) => candidate.id === result.id)!;
              const key = `${device.clientId}#${result.id}`;
              if (result.status === 'alreadyProcessed') {
                expect(modelStatus.has(key)).toBe(true);
                continue;
              }
              // First time the server saw it: the model applies it now, in the same (server) order.
              let expected: 'applied' | 'rejected' = 'applied';
              try {
                await applyMutation(model, sent.name, sent.args);
              } catch (error) {
                if (!(error instanceof MutationRejected)) throw error;
                expected = 'rejected';
              }
              expect(result.status, `${sent.name} ${JSON.stringify(sent.args)}: ${JSON.stringify(result)}`).toBe(expected);
              modelStatus.set(key, expected);
            }
            device.outbox = device.outbox.filter((queued) => queued.id > answer.lastMutationId);
          };

          for (const s of steps) {
            const device = devices[s.device]!;
            if (s.kind === 'write') {
              // Ids are global: each run gets its own, or a run would collide with the rows of the runs before it.
              const args = JSON.parse(JSON.stringify(s.mutation[1]).replaceAll('0190a0b0-', runPrefix)) as unknown;
              device.outbox.push({ id: device.nextId++, name: s.mutation[0], args, createdAt: stamp(0) });
            } else if (s.kind === 'push') {
              // A resend after a lost answer: the previous batch again, plus what is new.
              const fresh = device.outbox.slice(0, s.count);
              const batch = s.resend ? [...device.sent.slice(-s.count), ...fresh.filter((m) => !device.sent.includes(m))] : fresh;
              if (batch.length === 0) continue;
              await push(
                device,
                batch.sort((a, b) => a.id - b.id),
              );
              device.sent.push(...fresh);
            } else {
              await pullPage(user, device, s.limit);
            }
          }
          for (const device of devices) while (device.outbox.length > 0) await push(device, device.outbox.slice(0, 50));

          // The server's rows are the model's rows (the same mutators in the same order).
          const server = await serverRows(user.id);
          for (const entity of ['paint', 'project', 'recipe'] as const) {
            const modelRows = [...model.tables[entity].values()].sort((a, b) => (a.id < b.id ? -1 : 1));
            expect([...server].filter(([key]) => key.startsWith(`${entity}:`)).map(([, row]) => row.value)).toEqual(modelRows);
          }

          // Every device catches up page by page from wherever it was, and ends with exactly the server's rows.
          for (const [index, device] of devices.entries()) {
            let more = true;
            let pages = 0;
            while (more) {
              more = await pullPage(user, device, limits[(index + pages) % limits.length]!);
              pages += 1;
              expect(pages).toBeLessThan(200);
            }
            expect(deviceView(device)).toEqual(server);
          }

          // A fresh device paging from 0: no version is split across pages.
          const fresh: SimDevice = { ...newDevice(), outbox: [], sent: [], rows: new Map() };
          let more = true;
          while (more) {
            more = await pullPage(user, fresh, limits[0]!);
            const sentUpTo = [...fresh.rows.values()].filter((op) => op.version <= fresh.cursor).length;
            expect(sentUpTo).toBe([...server.values()].filter((row) => row.version <= fresh.cursor).length);
          }

          // Property 3 of the design: the log replayed from empty gives the same rows, versions included.
          await replayMutationLog({ from: t.db, into: replayDb, userId: user.id, findCatalogPaint: (id) => t.catalog.find(id) });
          expect(await readUserRows(replayDb, user.id)).toEqual(await readUserRows(t.db, user.id));
        },
      ),
      { numRuns: 25 },
    );
  });
});
