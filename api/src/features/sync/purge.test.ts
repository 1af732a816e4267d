import { describe, expect, it } from 'vitest';
import { recordingMailer } from '../../testing/accounts.js';
import { createTestApp } from '../../testing/test-app.js';
import {
  at,
  createTestUser,
  mutations,
  newDevice,
  paintArgs,
  projectArgs,
  pullOk,
  pushOk,
  send,
  testCatalogPaints,
} from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';
import { sha256Hex } from '../blobs/images.js';
import { dayMs, pruneMutationLog, purgeTombstones, purgeUnownedBlobs } from './purge.js';
import { readUserRows } from './rows.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

const testApp = useSyncTestApp();

/** Each mutation in a push of its own, so each takes a version of its own (a push shares one among its mutations). */
async function pushEach(...[app, user, device, list]: Parameters<typeof pushOk>): Promise<void> {
  for (const mutation of list) await pushOk(app, user, device, [mutation]);
}

const longAgo = '2020-01-01T00:00:00.000Z';
const recently = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
const retention = { retentionDays: 180 };
const recipeId = () =>
  `0190a0b0-0000-7000-8000-${Math.floor(Math.random() * 2 ** 40)
    .toString(16)
    .padStart(12, '0')}`;

describe('purgeTombstones', () => {
  it('hard-deletes tombstones older than the retention, keeps younger ones, and raises the purge watermark', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const [old, young, live] = [paintArgs(), paintArgs(), paintArgs()];
    await pushEach(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['paint.create@1', old],
        ['paint.create@1', young],
        ['paint.create@1', live],
        ['paint.delete@1', { id: old.id, deletedAt: longAgo }],
        ['paint.delete@1', { id: young.id, deletedAt: recently }],
      ),
    );
    const counts = await purgeTombstones(testApp().db, retention);
    expect(counts.paints).toBeGreaterThanOrEqual(1);
    expect((await readUserRows(testApp().db, u.id)).paint.map((row) => row.id).sort()).toEqual([young.id, live.id].sort());
    expect(
      await testApp().db.selectFrom('syncSpace').select(['version', 'purgedVersion']).where('userId', '=', u.id).executeTakeFirst(),
    ).toEqual({
      version: 5,
      purgedVersion: 4,
    });
    // Running again purges nothing more and never lowers the watermark.
    await purgeTombstones(testApp().db, retention);
    expect(
      (await testApp().db.selectFrom('syncSpace').select('purgedVersion').where('userId', '=', u.id).executeTakeFirstOrThrow())
        .purgedVersion,
    ).toBe(4);
  });

  it('never lowers the watermark when a later purge takes a tombstone of an older version', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const [older, newer] = [paintArgs(), paintArgs()];
    const hundredDaysAgo = new Date(Date.now() - 100 * dayMs).toISOString();
    await pushEach(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['paint.create@1', older],
        ['paint.create@1', newer],
        ['paint.delete@1', { id: older.id, deletedAt: hundredDaysAgo }],
        ['paint.delete@1', { id: newer.id, deletedAt: longAgo }],
      ),
    );
    const watermark = async () =>
      (await testApp().db.selectFrom('syncSpace').select('purgedVersion').where('userId', '=', u.id).executeTakeFirstOrThrow())
        .purgedVersion;
    await purgeTombstones(testApp().db, retention);
    expect(await watermark()).toBe(4);
    // A hundred days on, the tombstone of version 3 goes too; a device that saw version 3 still missed version 4.
    await purgeTombstones(testApp().db, { ...retention, now: new Date(Date.now() + 100 * dayMs) });
    expect((await readUserRows(testApp().db, u.id)).paint).toEqual([]);
    expect(await watermark()).toBe(4);
    expect(await pullOk(testApp().app, u, { ...newDevice(), cursor: 3 })).toMatchObject({ reset: true, patch: [] });
  });

  it('sends a device whose cursor is older than the watermark a reset with everything; a newer cursor gets none', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const [old, other] = [paintArgs(), paintArgs()];
    await pushEach(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['paint.create@1', old],
        ['paint.create@1', other],
        ['paint.delete@1', { id: old.id, deletedAt: longAgo }],
        ['paint.adjustQuantity@1', { id: other.id, delta: 1, updatedAt: recently }],
      ),
    );
    const behind = { ...newDevice(), cursor: 1 }; // saw the create, never the delete
    const upToDate = { ...newDevice(), cursor: 3 };
    await purgeTombstones(testApp().db, retention);

    const page = await pullOk(testApp().app, u, behind, 1);
    expect(page).toMatchObject({ reset: true, hasMore: false, cursor: 4 });
    expect(page.patch.map((op) => op.id)).toEqual([other.id]);
    expect(await pullOk(testApp().app, u, behind)).toMatchObject({ reset: false, patch: [] });
    expect(await pullOk(testApp().app, u, upToDate)).toMatchObject({ reset: false, cursor: 4, patch: [{ id: other.id, version: 4 }] });
  });

  it('a reset page reaches at least the watermark, so the next page is not a reset again', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const paints = [paintArgs(), paintArgs(), paintArgs(), paintArgs()];
    const gone = paintArgs();
    await pushEach(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ...paints.map((paint) => ['paint.create@1', paint] as [string, unknown]),
        ['paint.create@1', gone],
        ['paint.delete@1', { id: gone.id, deletedAt: longAgo }],
        ['paint.adjustQuantity@1', { id: paints[0]!.id, delta: 1, updatedAt: recently }],
      ),
    );
    await purgeTombstones(testApp().db, retention);
    const reader = { ...newDevice(), cursor: 2 };
    const first = await pullOk(testApp().app, u, reader, 1);
    // The watermark is 6: the paints of versions 2, 3 and 4 all come before it, past the limit of 1.
    expect(first).toMatchObject({ reset: true, hasMore: true, cursor: 6 });
    expect(first.patch.map((op) => op.version)).toEqual([2, 3, 4]);
    const second = await pullOk(testApp().app, u, reader, 1);
    expect(second).toMatchObject({ reset: false, hasMore: false, cursor: 7 });
    expect(second.patch.map((op) => op.version)).toEqual([7]);
  });

  it('purges a project with its recipe rows; a row whose paint is purged keeps its snapshot, unlinked at a new version', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const [paint, project, keptProject] = [paintArgs({ name: 'Old Red' }), projectArgs(), projectArgs()];
    const [inPurged, inKept] = [recipeId(), recipeId()];
    await pushEach(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['paint.create@1', paint],
        ['project.create@1', project],
        ['project.create@1', keptProject],
        [
          'recipe.add@1',
          {
            id: inPurged,
            projectId: project.id,
            paintId: testCatalogPaints[0]!.id,
            partName: 'Armour',
            position: 'a0',
            createdAt: longAgo,
          },
        ],
        [
          'recipe.add@1',
          { id: inKept, projectId: keptProject.id, paintId: paint.id, partName: 'Cloak', position: 'a0', createdAt: longAgo },
        ],
        ['project.delete@1', { id: project.id, deletedAt: longAgo }],
        ['paint.delete@1', { id: paint.id, deletedAt: longAgo }],
      ),
    );
    const counts = await purgeTombstones(testApp().db, retention);
    expect(counts.recipesUnlinked).toBeGreaterThanOrEqual(1);
    const rows = await readUserRows(testApp().db, u.id);
    expect(rows.paint).toEqual([]);
    expect(rows.project.map((row) => row.id)).toEqual([keptProject.id]);
    expect(rows.recipe).toEqual([
      expect.objectContaining({ id: inKept, paintId: null, paintSnapshot: expect.objectContaining({ name: 'Old Red' }), version: 8 }),
    ]);
    const recipe = await send(testApp().app, u, 'GET', `/api/projects/${keptProject.id}/paints`);
    expect(recipe.json()[0]).toMatchObject({ paintId: null, paint: { id: null, name: 'Old Red' } });
  });
});

describe('purgeTombstones counts', () => {
  it('purges recipe rows removed on their own, and counts exactly what it purged and unlinked', async () => {
    await purgeTombstones(testApp().db, retention); // what earlier tests left behind
    const u = await createTestUser(testApp());
    const device = newDevice();
    const [paint, project, live] = [paintArgs({ name: 'Old Red' }), projectArgs(), projectArgs()];
    const [inPurgedProject, removed, removedWithPaint, keptWithPaint] = [recipeId(), recipeId(), recipeId(), recipeId()];
    const add = (id: string, projectId: string, paintId: string, position: string) =>
      ['recipe.add@1', { id, projectId, paintId, partName: 'Armour', position, createdAt: longAgo }] as [string, unknown];
    await pushEach(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['paint.create@1', paint],
        ['project.create@1', project],
        ['project.create@1', live],
        add(inPurgedProject, project.id, testCatalogPaints[0]!.id, 'a0'),
        add(removed, live.id, testCatalogPaints[0]!.id, 'a1'),
        add(removedWithPaint, live.id, paint.id, 'a2'),
        add(keptWithPaint, live.id, paint.id, 'a3'),
        ['recipe.remove@1', { id: removed, deletedAt: longAgo }],
        ['recipe.remove@1', { id: removedWithPaint, deletedAt: longAgo }],
        ['project.delete@1', { id: project.id, deletedAt: longAgo }],
        ['paint.delete@1', { id: paint.id, deletedAt: longAgo }],
      ),
    );
    expect(await purgeTombstones(testApp().db, retention)).toEqual({
      paints: 1,
      projects: 1,
      recipes: 3,
      recipesUnlinked: 1,
      armyRows: 0,
      logEntries: 0,
      blobs: 0,
    });
    const rows = await readUserRows(testApp().db, u.id);
    // Only the live row that used the purged paint is unlinked, at one new version (12); the purged ones are gone.
    expect(rows.recipe).toEqual([expect.objectContaining({ id: keptWithPaint, paintId: null, version: 12 })]);
    expect(rows.project.map((row) => row.id)).toEqual([live.id]);
  });
});

describe('purgeTombstones of armies (issue 35)', () => {
  it('purges deleted armies with all their units, deleted units and schemes, keeping live ones, and sends a reset past them', async () => {
    await purgeTombstones(testApp().db, retention); // what earlier tests left behind
    const u = await createTestUser(testApp());
    const device = newDevice();
    const [gone, kept, unitOfGone, removedUnit, keptUnit, oldScheme, keptScheme] = Array.from({ length: 7 }, recipeId) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const unit = (id: string, armyId: string, position: string) =>
      ['unit.create@1', { id, armyId, name: 'Intercessors', modelCount: 5, position, createdAt: longAgo }] as [string, unknown];
    await pushEach(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['army.create@1', { id: gone, name: 'Old army', createdAt: longAgo }],
        ['army.create@1', { id: kept, name: 'Iron Wardens', createdAt: longAgo }],
        unit(unitOfGone, gone, 'a0'),
        unit(removedUnit, kept, 'a1'),
        unit(keptUnit, kept, 'a2'),
        ['scheme.create@1', { id: oldScheme, name: 'Old blue', createdAt: longAgo }],
        ['scheme.create@1', { id: keptScheme, name: 'Blue', createdAt: longAgo }],
        ['unit.delete@1', { id: removedUnit, deletedAt: longAgo }],
        ['army.delete@1', { id: gone, deletedAt: longAgo }],
        ['scheme.delete@1', { id: oldScheme, deletedAt: longAgo }],
      ),
    );
    expect((await purgeTombstones(testApp().db, retention)).armyRows).toBe(4);
    const rows = await readUserRows(testApp().db, u.id);
    expect(rows.army.map((row) => row.id)).toEqual([kept]);
    expect(rows.unit.map((row) => row.id)).toEqual([keptUnit]);
    expect(rows.scheme.map((row) => row.id)).toEqual([keptScheme]);
    const counts = await testApp()
      .db.selectFrom('syncSpace')
      .select(['armyRows', 'unitRows', 'schemeRows', 'purgedVersion'])
      .where('userId', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ armyRows: 1, unitRows: 1, schemeRows: 1, purgedVersion: 10 });
    // A device that saw only the first five versions never heard of these deletions: it is sent everything again.
    device.cursor = 5;
    expect((await pullOk(testApp().app, u, device)).reset).toBe(true);
  });
});

describe('a pull after a purge', () => {
  it('sends the rows one unlink wrote at one version in the order of their ids', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const [paint, project] = [paintArgs(), projectArgs()];
    // Written with the larger id first, so that the database's own order is not the id order.
    const ids = ['0190a0b0-0000-7000-8000-00000000fff2', '0190a0b0-0000-7000-8000-00000000fff1', '0190a0b0-0000-7000-8000-00000000fff3'];
    await pushEach(
      testApp().app,
      u,
      device,
      mutations(
        device,
        ['paint.create@1', paint],
        ['project.create@1', project],
        ...ids.map(
          (id, index) =>
            [
              'recipe.add@1',
              { id, projectId: project.id, paintId: paint.id, partName: 'Armour', position: `a${index}`, createdAt: at },
            ] as [string, unknown],
        ),
        ['paint.delete@1', { id: paint.id, deletedAt: longAgo }],
      ),
    );
    await purgeTombstones(testApp().db, retention);
    const page = await pullOk(testApp().app, u, { ...newDevice(), cursor: 6 });
    expect(page.patch.map((op) => [op.id, op.version])).toEqual([...ids].sort().map((id) => [id, 7]));
  });
});

describe('pruneMutationLog', () => {
  it('drops old entries but keeps each client’s last one, so a late retry still gets its answer', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const paint = paintArgs();
    const batch = mutations(device, ['paint.create@1', paint], ['paint.create@1', { ...paint, name: '' }]);
    await pushOk(testApp().app, u, device, batch);
    await testApp().db.updateTable('mutationLog').set({ receivedAt: longAgo }).where('clientId', '=', device.clientId).execute();
    await pruneMutationLog(testApp().db, retention);
    expect(
      (await testApp().db.selectFrom('mutationLog').select('mutationId').where('clientId', '=', device.clientId).execute()).map(
        (row) => row.mutationId,
      ),
    ).toEqual([2]);
    const retry = await pushOk(testApp().app, u, device, batch);
    expect(retry.results).toEqual([
      { id: 1, status: 'alreadyProcessed' },
      { id: 2, status: 'alreadyProcessed', error: { code: 'validation', message: 'Paint name is required', params: { field: 'name' } } },
    ]);
  });
});

describe('purgeUnownedBlobs', () => {
  it('deletes a photo once the last account that uploaded it is deleted', async () => {
    const [a, b] = [await createTestUser(testApp()), await createTestUser(testApp())];
    const bytes = Buffer.from(testJpeg(a.id));
    const upload = (u: typeof a) =>
      testApp().app.inject({
        method: 'PUT',
        url: `/api/blobs/${sha256Hex(bytes)}`,
        headers: { authorization: `Bearer ${u.token}`, 'content-type': 'image/jpeg' },
        payload: bytes,
      });
    await upload(a);
    await upload(b);
    const stored = () => testApp().db.selectFrom('blob').select('sha256').where('sha256', '=', sha256Hex(bytes)).execute();
    await testApp().db.deleteFrom('user').where('id', '=', a.id).execute();
    await purgeUnownedBlobs(testApp().db);
    expect(await stored()).toHaveLength(1);
    await testApp().db.deleteFrom('user').where('id', '=', b.id).execute();
    expect(await purgeUnownedBlobs(testApp().db)).toBe(1);
    expect(await stored()).toEqual([]);
  });
});

describe('at start', () => {
  it('the server purges with TOMBSTONE_RETENTION_DAYS', async () => {
    const u = await createTestUser(testApp());
    const device = newDevice();
    const paint = paintArgs();
    await pushEach(
      testApp().app,
      u,
      device,
      mutations(device, ['paint.create@1', paint], ['paint.delete@1', { id: paint.id, deletedAt: recently }]),
    );
    // A second app on the same database, with a retention shorter than the tombstone's age.
    const restarted = await createTestApp(
      { databasePath: testApp().config.databasePath, databaseUrl: testApp().config.databaseUrl, tombstoneRetentionDays: 1 },
      { catalog: testApp().catalog, mailer: recordingMailer() },
    );
    await restarted.cleanup();
    expect((await readUserRows(testApp().db, u.id)).paint).toEqual([]);
  });
});
