import { z } from 'zod';
import { instantSchema, uuidSchema } from '../entities/fields.js';
import type { ProjectRow } from '../entities/project.js';
import { byMoveOrder, byTimeThenId, modelCountSchema, projectStageSchema, stageLimits, wipPhotoSchema } from '../entities/stages.js';
import { MutationRejected } from '../mutation-rejected.js';
import { alreadyExists, defineMutation, editRow, notFound, rowOf } from './define.js';

/**
 * Moves a miniature to a stage (on or back). Every move is kept in its history; the current stage is the latest
 * move's by the device's clock, so moves made offline on two devices converge whatever order they are pushed in.
 * A move already in the history (a re-send) changes nothing.
 */
export const moveProjectStage = defineMutation(
  'project.moveStage@1',
  z.object({ id: uuidSchema, moveId: uuidSchema, stage: projectStageSchema, movedAt: instantSchema }),
  rowOf('project', 'stage'),
  async (store, { id, moveId, stage, movedAt }) => {
    const row = await store.get('project', id);
    if (!row) throw notFound('project');
    if (row.stageHistory.some((move) => move.id === moveId)) return { notices: [] };
    if (row.stageHistory.length >= stageLimits.movesPerMiniature)
      throw new MutationRejected('quota-exceeded', `A miniature keeps at most ${stageLimits.movesPerMiniature} stage moves.`, {
        subject: 'project',
        limit: stageLimits.movesPerMiniature,
      });
    const stageHistory = [...row.stageHistory, { id: moveId, stage, movedAt }].sort(byMoveOrder);
    const current = stageHistory.at(-1)!.stage;
    return editRow(store, 'project', id, laterOf(row.updatedAt, movedAt), (old) => ({
      ...old,
      stageHistory,
      stage: current,
    }));
  },
);

/** Files a work-in-progress photo under a stage; its blobs are uploaded before the push, as a main photo's. */
export const addWipPhoto = defineMutation(
  'project.addWipPhoto@1',
  wipPhotoSchema.extend({ projectId: uuidSchema }),
  { entity: 'project', action: 'edit', rowId: (args) => args.projectId, photos: (args) => [args.imageHash, args.largeImageHash] },
  async (store, { projectId, ...photo }) => {
    const row = await store.get('project', projectId);
    if (!row) throw notFound('project');
    if (row.wipPhotos.some((existing) => existing.id === photo.id)) return { notices: [] };
    if (row.wipPhotos.length >= stageLimits.wipPhotosPerMiniature)
      throw new MutationRejected(
        'quota-exceeded',
        `A miniature holds at most ${stageLimits.wipPhotosPerMiniature} work-in-progress photos.`,
        {
          subject: 'photo',
          limit: stageLimits.wipPhotosPerMiniature,
        },
      );
    const wipPhotos = [...row.wipPhotos, photo].sort(byTimeThenId((item) => item.addedAt));
    return editRow(store, 'project', projectId, laterOf(row.updatedAt, photo.addedAt), (old) => ({ ...old, wipPhotos }));
  },
);

export const removeWipPhoto = defineMutation(
  'project.removeWipPhoto@1',
  z.object({ projectId: uuidSchema, photoId: uuidSchema, updatedAt: instantSchema }),
  { entity: 'project', action: 'edit', rowId: (args) => args.projectId },
  (store, { projectId, photoId, updatedAt }) =>
    editRow(store, 'project', projectId, updatedAt, (old) => ({
      ...old,
      wipPhotos: old.wipPhotos.filter((photo) => photo.id !== photoId),
    })),
);

/**
 * Splits `count` models off a unit or box into a new entry of their own (same name, stage, history and photos'
 * absence), in one mutation so that two devices splitting the same box cannot take more models than it has. The unit
 * keeps the box's bought date (its own, else when the box was made): splitting buys nothing, so the burn-down's past
 * stays as it was.
 */
export const splitProject = defineMutation(
  'project.split@1',
  z.object({ id: uuidSchema, newId: uuidSchema, count: modelCountSchema, createdAt: instantSchema }),
  { entity: 'project', action: 'split', rowId: (args) => args.id, moreRows: (args) => [{ entity: 'project', id: args.newId }] },
  async (store, { id, newId, count, createdAt }) => {
    const row = await store.get('project', id);
    if (!row || row.deletedAt !== null) throw notFound('project');
    if (await store.get('project', newId)) throw alreadyExists('project');
    if (count >= row.modelCount)
      throw new MutationRejected('validation', `Only ${row.modelCount - 1} of these ${row.modelCount} models can be split off.`, {
        field: 'count',
      });
    const unit: ProjectRow = {
      ...row,
      id: newId,
      modelCount: count,
      imageHash: null,
      largeImageHash: null,
      wipPhotos: [],
      shareToken: null,
      showTimeline: false,
      acquiredAt: row.acquiredAt ?? row.createdAt,
      createdAt,
      updatedAt: createdAt,
    };
    await store.put('project', unit);
    return editRow(store, 'project', id, laterOf(row.updatedAt, createdAt), (old) => ({ ...old, modelCount: old.modelCount - count }));
  },
);

/** updatedAt never goes back: a move made earlier offline still counts as an edit, not as an older row. */
function laterOf(a: string, b: string): string {
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
