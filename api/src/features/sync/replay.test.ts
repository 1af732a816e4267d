import { rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig } from '../../testing/test-config.js';
import { closeDatabase, createDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { silentLog } from '../../testing/test-database.js';
import {
  createSyncTestApp,
  createTestUser,
  mutations,
  newDevice,
  paintArgs,
  pushOk,
  send,
  testCatalogPaints,
  type SyncTestApp,
} from '../../testing/sync.js';
import { replayMutationLog, ReplayDivergence } from './replay.js';
import { readUserRows } from './rows.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

let t: SyncTestApp;
let into: Kysely<Database>;
const intoConfig = createTestConfig();
beforeAll(async () => {
  t = await createSyncTestApp();
  into = createDatabase(intoConfig);
  await migrateToLatest(into, silentLog);
});
afterAll(async () => {
  await closeDatabase(into);
  rmSync(intoConfig.dataDir, { recursive: true, force: true });
  await t?.cleanup();
});

const jpeg = Buffer.from(testJpeg(5, 44));

describe('replayMutationLog', () => {
  it('reproduces rows written by devices and by the REST calls (photos included), versions and all', async () => {
    // Versions: the first push 1 (both its mutations), the four REST calls 2 to 5, the second push 6.
    const u = await createTestUser(t);
    const device = newDevice();
    const paint = paintArgs();
    await pushOk(
      t.app,
      u,
      device,
      mutations(device, ['paint.create@1', paint], ['paint.adjustQuantity@1', { id: paint.id, delta: 2, updatedAt: paint.createdAt }]),
    );
    const project = (
      await send(t.app, u, 'POST', '/api/projects', { name: 'Knight', imageUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` })
    ).json();
    await send(t.app, u, 'POST', `/api/projects/${project.id}/paints`, { paintId: paint.id, partName: 'Armour' });
    await send(t.app, u, 'POST', `/api/projects/${project.id}/paints`, { paintId: testCatalogPaints[1]!.id, partName: 'Gems' });
    await send(t.app, u, 'PUT', `/api/paints/${paint.id}`, { isWishlist: true });
    await pushOk(
      t.app,
      u,
      device,
      mutations(
        device,
        ['paint.delete@1', { id: paint.id, deletedAt: paint.createdAt }],
        ['paint.update@1', { id: paint.id, changes: { name: '' }, updatedAt: paint.createdAt }],
      ),
    );

    expect(await replayMutationLog({ from: t.db, into, userId: u.id, findCatalogPaint: (id) => t.catalog.find(id) })).toBe(7);
    const original = await readUserRows(t.db, u.id);
    expect(original.recipe).toHaveLength(2);
    expect(await readUserRows(into, u.id)).toEqual(original);
    expect(await into.selectFrom('syncSpace').select('version').where('userId', '=', u.id).executeTakeFirst()).toEqual({ version: 6 });
    // The photo comes along, owned by the painter, so the replayed database can serve it.
    const photo = original.project[0]!.imageHash!;
    expect(await into.selectFrom('blobOwner').select('userId').where('sha256', '=', photo).execute()).toEqual([{ userId: u.id }]);
    expect(await into.selectFrom('blob').select('sha256').where('sha256', '=', photo).execute()).toEqual([{ sha256: photo }]);
  });

  it('reports a log that no longer matches its tables', async () => {
    const u = await createTestUser(t);
    const device = newDevice();
    const paint = paintArgs();
    await pushOk(
      t.app,
      u,
      device,
      mutations(device, ['paint.create@1', paint], ['paint.delete@1', { id: paint.id, deletedAt: paint.createdAt }]),
    );
    await t.db
      .updateTable('mutationLog')
      .set({ args: JSON.stringify({ id: '0190a0b0-0000-7000-8000-00000000beef', deletedAt: paint.createdAt }) })
      .where('clientId', '=', device.clientId)
      .where('mutationId', '=', 2)
      .execute();
    await expect(
      replayMutationLog({ from: t.db, into, userId: u.id, findCatalogPaint: (id) => t.catalog.find(id) }),
    ).rejects.toBeInstanceOf(ReplayDivergence);
    await expect(replayMutationLog({ from: t.db, into, userId: u.id, findCatalogPaint: (id) => t.catalog.find(id) })).rejects.toMatchObject(
      {
        name: 'ReplayDivergence',
        message: `Mutation ${device.clientId}#2 (paint.delete@1, version 1) applied once but is rejected on replay: This paint no longer exists.`,
      },
    );
  });

  it('lets a log that cannot be read fail as it is, not as a divergence', async () => {
    const u = await createTestUser(t);
    const device = newDevice();
    await pushOk(t.app, u, device, mutations(device, ['paint.create@1', paintArgs()]));
    await t.db.updateTable('mutationLog').set({ args: '{not json' }).where('clientId', '=', device.clientId).execute();
    await expect(
      replayMutationLog({ from: t.db, into, userId: u.id, findCatalogPaint: (id) => t.catalog.find(id) }),
    ).rejects.toBeInstanceOf(SyntaxError);
  });
});
