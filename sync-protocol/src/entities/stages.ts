import { z } from 'zod';
import { instantSchema, sha256Schema, uuidSchema } from './fields.js';

/**
 * The stages a miniature (or a unit of several models) goes through, in their fixed order (issue 26). A painter may
 * rename them on the device; the codes below are what syncs. `painted` and the stages after it count as done.
 */
export const projectStages = ['unbuilt', 'built', 'primed', 'painting', 'painted', 'based', 'varnished'] as const;
export type ProjectStage = (typeof projectStages)[number];
export const projectStageSchema = z.enum(projectStages);

/** The first stage that counts as done: the pile is everything before it. */
export const doneStage: ProjectStage = 'painted';

export function stageIndex(stage: ProjectStage): number {
  return projectStages.indexOf(stage);
}

export function isDoneStage(stage: ProjectStage): boolean {
  return stageIndex(stage) >= stageIndex(doneStage);
}

/** The stage one tap moves a miniature on to, or null at the last one. */
export function nextStage(stage: ProjectStage): ProjectStage | null {
  return projectStages[stageIndex(stage) + 1] ?? null;
}

/**
 * Bounds of what one miniature row holds, so that a row stays small enough to sync and render: a box is at most
 * this many models, a miniature keeps this many stage moves (moving on through all seven stages and back dozens of
 * times) and work-in-progress photos.
 */
export const stageLimits = { modelCountMax: 1000, movesPerMiniature: 200, wipPhotosPerMiniature: 60 } as const;

export const modelCountSchema = z
  .number()
  .int({ error: 'Model count must be a whole number' })
  .min(1, { error: 'Model count must be at least 1' })
  .max(stageLimits.modelCountMax, { error: `Model count must be at most ${stageLimits.modelCountMax}` });

/**
 * One move of a miniature to a stage, with the device's time of the move. Every move is kept; the current stage is
 * the one of the latest move (by time, then id), so two devices' offline moves converge in whatever order they
 * reach the server ("last stage wins") and the history holds both.
 */
export const stageMoveSchema = z.object({ id: uuidSchema, stage: projectStageSchema, movedAt: instantSchema });
export type StageMove = z.infer<typeof stageMoveSchema>;

/** A work-in-progress photo, filed under the stage it shows (content-addressed blobs, as the main photo). */
export const wipPhotoSchema = z.object({
  id: uuidSchema,
  stage: projectStageSchema,
  imageHash: sha256Schema,
  /** Up to 1600 px on the long edge, for the details view and the showcase; null when only the small copy exists. */
  largeImageHash: sha256Schema.nullable().default(null),
  addedAt: instantSchema,
});
export type WipPhoto = z.infer<typeof wipPhotoSchema>;

/** Orders moves (or photos) as the history shows them: by time, then by id so that equal times agree everywhere. */
export function byTimeThenId<T extends { id: string }>(timeOf: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => {
    const at = Date.parse(timeOf(a));
    const bt = Date.parse(timeOf(b));
    if (at !== bt) return at - bt;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

export const byMoveOrder = byTimeThenId<StageMove>((move) => move.movedAt);
