import { describe, expect, it } from 'vitest';
import { stageLimits } from '../entities/stages.js';
import { MemoryStore } from '../testing/memory-store.js';
import { rejection } from '../testing/rejection.js';
import { applyMutation } from './index.js';

// Issue 26's mutations on the shared store: stage moves (latest by time wins, every move kept), photos, splitting.
const t = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const id = (n: number) => `0190a0b0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const projectId = id(1);
const hash = (c: string) => c.repeat(64);

async function box(overrides: Record<string, unknown> = {}) {
  const s = new MemoryStore(new Map());
  await applyMutation(s, 'project.create@1', {
    id: projectId,
    name: 'Intercessors',
    stage: 'unbuilt',
    modelCount: 10,
    createdAt: t(0),
    ...overrides,
  });
  return s;
}

const move = (n: number, stage: string, minute: number) => ({ id: projectId, moveId: id(100 + n), stage, movedAt: t(minute) });

describe('project.create@1 with a stage', () => {
  it('starts the history with the creation as a move of the entry’s own id; a gallery entry is painted, one model', async () => {
    const s = await box({ acquiredAt: '2025-03-01T00:00:00.000Z' });
    expect(await s.get('project', projectId)).toMatchObject({
      stage: 'unbuilt',
      modelCount: 10,
      acquiredAt: '2025-03-01T00:00:00.000Z',
      stageHistory: [{ id: projectId, stage: 'unbuilt', movedAt: t(0) }],
      wipPhotos: [],
      showTimeline: false,
    });
    const plain = new MemoryStore(new Map());
    await applyMutation(plain, 'project.create@1', { id: projectId, name: 'Knight', createdAt: t(0) });
    expect(await plain.get('project', projectId)).toMatchObject({ stage: 'painted', modelCount: 1 });
    for (const bad of [{ stage: 'glued' }, { modelCount: 0 }, { modelCount: stageLimits.modelCountMax + 1 }, { modelCount: 1.5 }])
      expect((await rejection(applyMutation(plain, 'project.create@1', { id: id(2), name: 'K', createdAt: t(0), ...bad }))).code).toBe(
        'validation',
      );
  });

  it('keeps the status given, or the spec default active, whatever the stage (issue 37: two facts)', async () => {
    const statusOf = async (fields: Record<string, unknown>) => {
      const s = new MemoryStore(new Map());
      await applyMutation(s, 'project.create@1', { id: projectId, name: 'Box', createdAt: t(0), ...fields });
      return (await s.get('project', projectId))!.status;
    };
    expect(await statusOf({ stage: 'unbuilt', status: 'completed' })).toBe('completed');
    expect(await statusOf({ stage: 'painted' })).toBe('active');
    expect(await statusOf({ stage: 'varnished', status: 'active' })).toBe('active');
    expect(await statusOf({ stage: 'primed', status: 'archived' })).toBe('archived');
  });

  it('lets an update set any status, and no stage move changes it', async () => {
    const s = await box();
    const statusAfter = async (status: string, minute: number) => {
      await applyMutation(s, 'project.update@1', { id: projectId, changes: { status }, updatedAt: t(minute) });
      return (await s.get('project', projectId))!.status;
    };
    expect(await statusAfter('completed', 1)).toBe('completed');
    expect(await statusAfter('archived', 2)).toBe('archived');
    // An edit of another field keeps the status, and so does a move.
    await applyMutation(s, 'project.update@1', { id: projectId, changes: { name: 'Intercessors ×10' }, updatedAt: t(3) });
    expect((await s.get('project', projectId))!.status).toBe('archived');
    await applyMutation(s, 'project.moveStage@1', move(1, 'painted', 4));
    expect((await s.get('project', projectId))!.status).toBe('archived');
    expect(await statusAfter('active', 5)).toBe('active');
  });

  it('never lets an update change the stage (only moveStage does, with its history)', async () => {
    const s = await box();
    await applyMutation(s, 'project.update@1', { id: projectId, changes: { stage: 'painted', modelCount: 12 }, updatedAt: t(1) });
    expect(await s.get('project', projectId)).toMatchObject({ stage: 'unbuilt', modelCount: 12 });
  });
});

describe('project.moveStage@1', () => {
  it('moves on and back, keeps every move in time order, and never touches the status the painter set', async () => {
    const s = await box();
    await applyMutation(s, 'project.moveStage@1', move(1, 'primed', 5));
    await applyMutation(s, 'project.moveStage@1', move(2, 'painted', 9));
    expect(await s.get('project', projectId)).toMatchObject({ stage: 'painted', status: 'active', updatedAt: t(9) });
    await applyMutation(s, 'project.moveStage@1', move(3, 'painting', 12));
    const row = await s.get('project', projectId);
    expect(row).toMatchObject({ stage: 'painting', status: 'active' });
    expect(row!.stageHistory.map((m) => m.stage)).toEqual(['unbuilt', 'primed', 'painted', 'painting']);
    await applyMutation(s, 'project.update@1', { id: projectId, changes: { status: 'archived' }, updatedAt: t(13) });
    await applyMutation(s, 'project.moveStage@1', move(4, 'varnished', 14));
    expect(await s.get('project', projectId)).toMatchObject({ stage: 'varnished', status: 'archived' });
  });

  it('lets the latest move by time win whatever order the moves arrive in, and ignores a re-sent move', async () => {
    const s = await box();
    await applyMutation(s, 'project.moveStage@1', move(2, 'painting', 20));
    await applyMutation(s, 'project.moveStage@1', move(1, 'primed', 10)); // made earlier offline, arrives later
    await applyMutation(s, 'project.moveStage@1', move(1, 'primed', 10));
    const row = await s.get('project', projectId);
    expect(row!.stage).toBe('painting');
    expect(row!.updatedAt).toBe(t(20)); // never goes back
    expect(row!.stageHistory.map((m) => m.id)).toEqual([projectId, id(101), id(102)]);
    // Equal times: the larger move id wins, on every device alike.
    await applyMutation(s, 'project.moveStage@1', { ...move(4, 'based', 30), moveId: id(104) });
    await applyMutation(s, 'project.moveStage@1', { ...move(3, 'built', 30), moveId: id(103) });
    expect((await s.get('project', projectId))!.stage).toBe('based');
  });

  it('refuses a move of an unknown miniature, and more moves than a miniature keeps', async () => {
    const s = await box();
    expect((await rejection(applyMutation(s, 'project.moveStage@1', { ...move(1, 'built', 1), id: id(9) }))).code).toBe('not-found');
    for (let n = 1; n < stageLimits.movesPerMiniature; n++)
      await applyMutation(s, 'project.moveStage@1', { id: projectId, moveId: id(1000 + n), stage: 'built', movedAt: t(1) });
    expect((await s.get('project', projectId))!.stageHistory).toHaveLength(stageLimits.movesPerMiniature);
    expect(await rejection(applyMutation(s, 'project.moveStage@1', move(1, 'primed', 2)))).toMatchObject({ code: 'quota-exceeded' });
  });
});

describe('work-in-progress photos', () => {
  const photo = (n: number, minute: number) => ({
    projectId,
    id: id(200 + n),
    stage: 'primed',
    imageHash: hash('a'),
    largeImageHash: hash('b'),
    addedAt: t(minute),
  });

  it('files photos in time order, ignores a re-sent one, and removes one by id', async () => {
    const s = await box();
    await applyMutation(s, 'project.addWipPhoto@1', photo(2, 20));
    await applyMutation(s, 'project.addWipPhoto@1', photo(1, 10));
    await applyMutation(s, 'project.addWipPhoto@1', photo(1, 10));
    expect((await s.get('project', projectId))!.wipPhotos.map((p) => p.id)).toEqual([id(201), id(202)]);
    await applyMutation(s, 'project.removeWipPhoto@1', { projectId, photoId: id(201), updatedAt: t(30) });
    expect(await s.get('project', projectId)).toMatchObject({ wipPhotos: [{ id: id(202), largeImageHash: hash('b') }], updatedAt: t(30) });
    // Removing it again, or one never added, changes nothing but the time.
    await applyMutation(s, 'project.removeWipPhoto@1', { projectId, photoId: id(201), updatedAt: t(31) });
    expect((await s.get('project', projectId))!.wipPhotos).toHaveLength(1);
  });

  it('refuses a photo of an unknown miniature, a bad hash, and more photos than a miniature holds', async () => {
    const s = await box();
    expect((await rejection(applyMutation(s, 'project.addWipPhoto@1', { ...photo(1, 1), projectId: id(9) }))).code).toBe('not-found');
    expect((await rejection(applyMutation(s, 'project.addWipPhoto@1', { ...photo(1, 1), imageHash: 'nope' }))).code).toBe('validation');
    for (let n = 0; n < stageLimits.wipPhotosPerMiniature; n++)
      await applyMutation(s, 'project.addWipPhoto@1', { ...photo(0, 1), id: id(3000 + n) });
    expect(await rejection(applyMutation(s, 'project.addWipPhoto@1', photo(1, 2)))).toMatchObject({ code: 'quota-exceeded' });
  });
});

describe('project.split@1', () => {
  it('splits models off into a new entry with the same name, stage and history, and no photos or share', async () => {
    const s = await box();
    await applyMutation(s, 'project.moveStage@1', move(1, 'primed', 5));
    await applyMutation(s, 'project.addWipPhoto@1', { projectId, id: id(201), stage: 'primed', imageHash: hash('a'), addedAt: t(6) });
    await applyMutation(s, 'project.share@1', { id: projectId, shareToken: 'AbCdEfGhIjKlMnOpQrStUv', updatedAt: t(7) });
    await applyMutation(s, 'project.split@1', { id: projectId, newId: id(2), count: 4, createdAt: t(8) });
    const [rest, unit] = [await s.get('project', projectId), await s.get('project', id(2))];
    expect(rest).toMatchObject({ modelCount: 6, stage: 'primed', updatedAt: t(8), shareToken: 'AbCdEfGhIjKlMnOpQrStUv' });
    expect(rest!.wipPhotos).toHaveLength(1);
    expect(unit).toMatchObject({
      name: 'Intercessors',
      modelCount: 4,
      stage: 'primed',
      stageHistory: rest!.stageHistory,
      wipPhotos: [],
      shareToken: null,
      showTimeline: false,
      // The box had no bought date: the unit keeps the box's month (when it was made), not the split's.
      acquiredAt: t(0),
      createdAt: t(8),
      updatedAt: t(8),
    });
  });

  it('gives the unit the box’s own bought date when it has one', async () => {
    const s = await box({ acquiredAt: '2024-05-01T00:00:00.000Z' });
    await applyMutation(s, 'project.split@1', { id: projectId, newId: id(2), count: 4, createdAt: t(8) });
    expect(await s.get('project', id(2))).toMatchObject({ acquiredAt: '2024-05-01T00:00:00.000Z', createdAt: t(8) });
    expect((await s.get('project', projectId))!.acquiredAt).toBe('2024-05-01T00:00:00.000Z');
  });

  it('never takes all the models or more, nor reuses an id; two splits together cannot take more than the box has', async () => {
    const s = await box({ modelCount: 5 });
    expect(await rejection(applyMutation(s, 'project.split@1', { id: projectId, newId: id(2), count: 5, createdAt: t(1) }))).toMatchObject({
      code: 'validation',
      params: { field: 'count' },
    });
    expect(
      (await rejection(applyMutation(s, 'project.split@1', { id: projectId, newId: projectId, count: 1, createdAt: t(1) }))).code,
    ).toBe('conflict');
    await applyMutation(s, 'project.split@1', { id: projectId, newId: id(2), count: 3, createdAt: t(1) });
    // The second device split 3 as well, from the 5 it saw: only 2 are left, so it is refused.
    expect((await rejection(applyMutation(s, 'project.split@1', { id: projectId, newId: id(3), count: 3, createdAt: t(2) }))).code).toBe(
      'validation',
    );
    expect((await s.get('project', projectId))!.modelCount + (await s.get('project', id(2)))!.modelCount).toBe(5);
    await applyMutation(s, 'project.delete@1', { id: projectId, deletedAt: t(3) });
    expect((await rejection(applyMutation(s, 'project.split@1', { id: projectId, newId: id(4), count: 1, createdAt: t(4) }))).code).toBe(
      'not-found',
    );
  });
});
