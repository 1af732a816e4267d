import { z } from 'zod';
import { instantSchema, uuidSchema } from '../entities/fields.js';
import { projectFieldsSchema, shareTokenSchema, type ProjectRow } from '../entities/project.js';
import { projectStageSchema } from '../entities/stages.js';
import { alreadyExists, changesOf, defineMutation, editRow, notFound, rowOf, setDeleted } from './define.js';
import { editWithTexts, textUpdates } from './kept-text.js';
import type { MutationStore } from './store.js';

const changesSchema = changesOf(projectFieldsSchema);

/**
 * A miniature, a unit or a whole box, at the stage the painter gives (a gallery entry is painted). Its history starts
 * with that stage, as a move with the entry's own id, so the first stage stays known after later moves. Its status is
 * the spec's own fact (default active), kept apart from the stage: neither is derived from the other (issue 37).
 */
export const createProject = defineMutation(
  'project.create@1',
  projectFieldsSchema.extend({ id: uuidSchema, createdAt: instantSchema, stage: projectStageSchema.default('painted') }),
  rowOf('project', 'create', { photos: (args) => [args.imageHash, args.largeImageHash] }),
  async (store, args) => {
    if (await store.get('project', args.id)) throw alreadyExists('project');
    await checkUnit(store, args.unitId);
    const row: ProjectRow = {
      ...args,
      stageHistory: [{ id: args.id, stage: args.stage, movedAt: args.createdAt }],
      wipPhotos: [],
      shareToken: null,
      conflicts: [],
      updatedAt: args.createdAt,
      deletedAt: null,
    };
    await store.put('project', row);
  },
);

const projectTexts = ['description'] as const;

/**
 * An edit of the painter's fields, status included; a stage changes only by a move, which keeps the history. A
 * description another device wrote meanwhile is kept on the row (kept-text.ts).
 */
export const [updateProjectV1, updateProject] = textUpdates(
  'project.update',
  { id: uuidSchema },
  changesSchema,
  projectTexts,
  rowOf('project', 'edit', { photos: (args) => [args.changes.imageHash, args.changes.largeImageHash] }),
  async (store, args) => {
    await checkUnit(store, args.changes.unitId);
    return editWithTexts(store, 'project', projectTexts, args);
  },
);

/** The army unit an entry is for must be the painter's (a deleted one too: its restore brings the link back). */
async function checkUnit(store: MutationStore, unitId: string | null | undefined): Promise<void> {
  if (unitId && !(await store.get('unit', unitId))) throw notFound('unit');
}

// A deleted project hides its recipe rows (readers skip rows whose project is deleted); they are not touched,
// so a restore brings the whole recipe back, including rows added meanwhile on another device.
export const deleteProject = defineMutation(
  'project.delete@1',
  z.object({ id: uuidSchema, deletedAt: instantSchema }),
  rowOf('project', 'delete'),
  (store, { id, deletedAt }) => setDeleted(store, 'project', id, deletedAt, deletedAt),
);

export const restoreProject = defineMutation(
  'project.restore@1',
  z.object({ id: uuidSchema, updatedAt: instantSchema }),
  rowOf('project', 'restore'),
  (store, { id, updatedAt }) => setDeleted(store, 'project', id, null, updatedAt),
);

// Sharing is a field of the project, written by its own mutations so an edit never shares or unshares by accident.
// A share always brings the token the device made; sharing again replaces it, and the old link dies with it.
export const shareProject = defineMutation(
  'project.share@1',
  z.object({ id: uuidSchema, shareToken: shareTokenSchema, updatedAt: instantSchema }),
  rowOf('project', 'share'),
  (store, { id, shareToken, updatedAt }) => editRow(store, 'project', id, updatedAt, (row) => ({ ...row, shareToken })),
);

export const unshareProject = defineMutation(
  'project.unshare@1',
  z.object({ id: uuidSchema, updatedAt: instantSchema }),
  rowOf('project', 'unshare'),
  (store, { id, updatedAt }) => editRow(store, 'project', id, updatedAt, (row) => ({ ...row, shareToken: null })),
);
