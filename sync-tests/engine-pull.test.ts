import { mutations } from '@paintforge/sync-protocol';
import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { purgeTombstones } from '../api/src/features/sync/purge.js';
import { at, paintArgs, projectArgs, testCatalogPaints } from '../api/src/testing/sync.js';
import { mutate } from '../web/src/data/sync/mutate';
import { expectViewMatchesConfirmedAndOutbox } from '../web/src/data/sync/testing/invariants';
import { engineOf, requestsOf, serverLog, serverRows, twoDevices, usePainter } from './painter.js';
import { addDevice, reopenDevice } from './world.js';

/** The engine's pull (sync.md §4): pages, a reset after purged tombstones, devices converging, an upgraded device. */
const painter = usePainter();

describe('pull', () => {
  it('pulls page by page until the server has no more, and applies them together', async () => {
    const world = painter();
    const [device, writer] = [await addDevice(world), await addDevice(world)];
    // A push each, so seven versions (a push's mutations share one, and a page never splits a version).
    for (let n = 0; n < 7; n++) {
      await mutate(writer.db, mutations.paint.create, paintArgs({ name: `Paint ${n}` }));
      await engineOf(world, writer).syncNow();
    }
    await engineOf(world, device, { pullLimit: 2 }).syncNow();
    expect(requestsOf(world, device)).toEqual(Array.from({ length: 4 }, () => 'POST /api/sync/pull'));
    expect(await device.db.paints.count()).toBe(7);
    expect((await device.db.readMeta()).cursor).toBe(7);
  });

  it('on reset (the cursor is older than purged tombstones) replaces the confirmed tables', async () => {
    const world = painter();
    const [[device, engine], [other, otherEngine]] = await twoDevices(world);
    const [kept, deleted] = [paintArgs(), paintArgs()];
    await mutate(device.db, mutations.paint.create, kept);
    await mutate(device.db, mutations.paint.create, deleted);
    await engine.syncNow();
    await otherEngine.syncNow();
    await mutate(other.db, mutations.paint.delete, { id: deleted.id, deletedAt: at });
    await otherEngine.syncNow();
    // Every tombstone is past its retention: the server forgets the deletion and raises its purge watermark.
    expect(await purgeTombstones(world.server.db, { retentionDays: 0, now: new Date('2100-01-01T00:00:00.000Z') })).toMatchObject({
      paints: 1,
    });
    await mutate(device.db, mutations.paint.setQuantity, { id: kept.id, quantity: 7, updatedAt: at });

    await engine.syncNow();

    expect(await device.db.confirmedPaints.toCollection().primaryKeys()).toEqual([kept.id]);
    expect(await device.db.paints.toCollection().primaryKeys()).toEqual([kept.id]);
    expect((await device.db.paints.get(kept.id))?.quantity).toBe(7);
    await expectViewMatchesConfirmedAndOutbox(device.db);
  });

  it('two devices of one user converge on the server’s rows (design property 4)', async () => {
    const world = painter();
    const [[device, a], [other, b]] = await twoDevices(world);
    const [paint, project] = [paintArgs(), projectArgs({ name: 'Lieutenant' })];
    await mutate(device.db, mutations.paint.create, paint);
    await mutate(device.db, mutations.project.create, project);
    await a.syncNow();
    await b.syncNow();
    await mutate(other.db, mutations.paint.adjustQuantity, { id: paint.id, delta: 1, updatedAt: at });
    await mutate(device.db, mutations.paint.adjustQuantity, { id: paint.id, delta: 1, updatedAt: at });
    const catalogPaint = testCatalogPaints[0]!;
    await mutate(other.db, mutations.recipe.add, {
      id: uuidv7(),
      projectId: project.id,
      paintId: catalogPaint.id,
      partName: 'Armour',
      position: 'a0',
      createdAt: at,
    });
    await a.syncNow();
    await b.syncNow();
    await a.syncNow();
    for (const { db } of [device, other]) {
      expect(await db.paints.toArray()).toEqual(await serverRows(world, 'paint'));
      expect(await db.projects.toArray()).toEqual(await serverRows(world, 'project'));
      expect(await db.recipes.toArray()).toEqual(await serverRows(world, 'recipe'));
      expect(await db.outbox.count()).toBe(0);
    }
    expect(await serverRows(world, 'recipe')).toEqual([
      expect.objectContaining({ paintId: catalogPaint.id, paintSnapshot: expect.objectContaining({ name: catalogPaint.name }) }),
    ]);
    expect((await serverRows(world, 'paint'))[0]?.quantity).toBe(3);
  });
});

describe('local schema upgrade (design property 16)', () => {
  it('keeps mutations queued under version 1 and sends them after the upgrade to version 2', async () => {
    const world = painter();
    const device = await addDevice(world, 1);
    expect(device.db.verno).toBe(1);
    const [paint, project] = [paintArgs(), projectArgs({ name: 'Lieutenant' })];
    await mutate(device.db, mutations.paint.create, paint);
    await mutate(device.db, mutations.project.create, project);
    await mutate(device.db, mutations.recipe.add, {
      id: uuidv7(),
      projectId: project.id,
      paintId: paint.id,
      partName: 'Cloak',
      position: 'a0',
      createdAt: at,
    });
    const { clientId } = await device.db.readMeta();

    await reopenDevice(world, device, 2);
    const v2 = device.db;
    expect(v2.verno).toBe(2);
    expect(await v2.readMeta()).toMatchObject({ clientId, nextMutationId: 4 });
    expect((await v2.outbox.toArray()).map((row) => row.name)).toEqual(['paint.create@1', 'project.create@1', 'recipe.add@1']);
    // The index version 2 adds is there and filled for the rows written under version 1.
    expect(await v2.recipes.where('[projectId+position]').between([project.id, ''], [project.id, '\uffff']).count()).toBe(1);
    expect(await v2.paints.where('catalogId').equals('none').count()).toBe(0);

    await expect(engineOf(world, device).syncNow()).resolves.toEqual({ outcome: 'synced' });
    expect((await serverLog(world)).map((entry) => entry.status)).toEqual(['applied', 'applied', 'applied']);
    expect(await v2.recipes.toArray()).toEqual(await serverRows(world, 'recipe'));
    expect(await v2.outbox.count()).toBe(0);
  });
});
