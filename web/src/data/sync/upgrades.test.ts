import { mutations } from '@paintforge/sync-protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { mutate } from './mutate';
import { openDevice } from './testing/devices';
import type { UserDatabase } from './database';

const at = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T11:00:00.000Z';
const projectId = '0190a0b0-0000-7000-8000-000000000011';
const open: UserDatabase[] = [];
afterEach(() => {
  open.splice(0).forEach((db) => db.close());
});

/** A project row as an app before issue 26 stored it: no stage fields at all. */
const before = { id: projectId, name: 'Knight', description: null, imageHash: null, largeImageHash: null, status: 'completed', shareToken: null, createdAt: at, updatedAt: at, deletedAt: null };

describe('local schema version 3 (issue 26)', () => {
  it('fills the stage fields of the project rows an older app stored, so the stage mutators can read them offline', async () => {
    const factory = new IDBFactory();
    const old = (await openDevice('user-1', { factory, version: 2 })).db;
    await old.confirmedProjects.add({ ...before, version: 4 } as never);
    await old.projects.add(before as never);
    // A row written since is kept as it is.
    await old.projects.add({ ...before, id: '0190a0b0-0000-7000-8000-000000000012', stage: 'primed', modelCount: 10, stageHistory: [], wipPhotos: [], acquiredAt: null, showTimeline: true } as never);
    old.close();

    // Opened at version 5: version 6 adds a field of its own (below).
    const db = (await openDevice('user-1', { factory, version: 5 })).db;
    open.push(db);
    const defaults = { stage: 'painted', modelCount: 1, acquiredAt: null, stageHistory: [], wipPhotos: [], showTimeline: false };
    expect(await db.confirmedProjects.get(projectId)).toEqual({ ...before, ...defaults, version: 4 });
    expect(await db.projects.get(projectId)).toEqual({ ...before, ...defaults });
    expect(await db.projects.get('0190a0b0-0000-7000-8000-000000000012')).toMatchObject({ stage: 'primed', modelCount: 10, showTimeline: true });

    await mutate(db, mutations.project.moveStage, { id: projectId, moveId: '0190a0b0-0000-7000-8000-000000000021', stage: 'varnished', movedAt: later });
    expect(await db.projects.get(projectId)).toMatchObject({ stage: 'varnished', stageHistory: [{ stage: 'varnished', movedAt: later }] });
  });
});

describe('local schema version 4 (issue 26)', () => {
  it('keeps the status of the stored miniatures, whatever their stage (issue 37: the status is the painter’s own)', async () => {
    const factory = new IDBFactory();
    const old = (await openDevice('user-1', { factory, version: 3 })).db;
    const row = (n: number, stage: string, status: string) => ({
      ...before,
      id: `0190a0b0-0000-7000-8000-00000000003${n}`,
      status,
      stage,
      modelCount: 1,
      acquiredAt: null,
      stageHistory: [],
      wipPhotos: [],
      showTimeline: false,
    });
    const rows = [row(1, 'painted', 'active'), row(2, 'unbuilt', 'completed'), row(3, 'primed', 'archived'), row(4, 'based', 'completed')];
    await old.confirmedProjects.bulkAdd(rows.map((stored) => ({ ...stored, version: 7 })) as never);
    await old.projects.bulkAdd(rows as never);
    old.close();

    const db = (await openDevice('user-1', { factory })).db;
    open.push(db);
    const expected = ['active', 'completed', 'archived', 'completed'];
    expect((await db.confirmedProjects.bulkGet(rows.map((stored) => stored.id))).map((stored) => stored?.status)).toEqual(expected);
    expect((await db.projects.bulkGet(rows.map((stored) => stored.id))).map((stored) => stored?.status)).toEqual(expected);
  });
});

describe('local schema version 5 (issue 26)', () => {
  it('adds the pile settings tables and asks for a full pull, as pulls before it skipped the settings rows; the outbox stays', async () => {
    const factory = new IDBFactory();
    const old = (await openDevice('user-1', { factory, version: 4 })).db;
    expect(old.syncedEntities).toEqual(['paint', 'project', 'recipe']);
    await mutate(old, mutations.project.create, { id: projectId, name: 'Knight', createdAt: at });
    await old.meta.update('sync', { cursor: 12 });
    old.close();

    const db = (await openDevice('user-1', { factory, version: 5 })).db;
    open.push(db);
    expect(db.syncedEntities).toEqual(['paint', 'project', 'recipe', 'pileSettings']);
    expect(await db.readMeta()).toMatchObject({ cursor: 12, resetPending: true, nextMutationId: 2 });
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['project.create@1']);
    await mutate(db, mutations.pileSettings.set, { id: 'user-1', monthlyGoal: 4, updatedAt: later });
    expect(await db.pileSettings.get('user-1')).toMatchObject({ monthlyGoal: 4, stageNames: {} });
  });
});

describe('local schema version 6 (issue 35)', () => {
  it('adds the army, unit and scheme tables, gives stored pile entries no unit, and asks for a full pull; the outbox stays', async () => {
    const factory = new IDBFactory();
    const old = (await openDevice('user-1', { factory, version: 5 })).db;
    await mutate(old, mutations.project.create, { id: projectId, name: 'Knight', stage: 'unbuilt', modelCount: 5, createdAt: at });
    // As an app of version 5 stored it: the field did not exist.
    await old.projects.update(projectId, { unitId: undefined } as never);
    await old.meta.update('sync', { cursor: 12 });
    old.close();

    const db = (await openDevice('user-1', { factory })).db;
    open.push(db);
    expect(db.syncedEntities).toEqual(['paint', 'project', 'recipe', 'pileSettings', 'army', 'unit', 'scheme']);
    expect(await db.readMeta()).toMatchObject({ cursor: 12, resetPending: true, nextMutationId: 2 });
    expect(await db.projects.get(projectId)).toMatchObject({ unitId: null, modelCount: 5 });
    const armyId = '0190a0b0-0000-7000-8000-000000000041';
    const unitId = '0190a0b0-0000-7000-8000-000000000042';
    await mutate(db, mutations.army.create, { id: armyId, name: 'Iron Wardens', createdAt: later });
    await mutate(db, mutations.unit.create, { id: unitId, armyId, name: 'Intercessors', modelCount: 10, position: 'a0', createdAt: later });
    await mutate(db, mutations.project.update, { id: projectId, changes: { unitId }, updatedAt: later });
    expect(await db.projects.where('unitId').equals(unitId).primaryKeys()).toEqual([projectId]);
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['project.create@1', 'army.create@1', 'unit.create@1', 'project.update@2']);
  });
});
