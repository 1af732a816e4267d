import { mutations } from '@paintforge/sync-protocol';
import type { ProjectStage } from '@paintforge/sync-protocol';
import { photoBlob } from '../sync/blobs';
import { newId, nowIso, writeLocal, writeLocalBatch } from '../sync/screen';

/**
 * A miniature's way through the stages (issue 26), saved locally first like every write: a move (on or back), the
 * work-in-progress photos filed under a stage, and splitting models off a unit or box. A stage is never edited as a
 * field: each move is its own mutation with its time, so the history keeps every move from every device.
 */

/** Moves a miniature (or unit) to `stage`. Returns the move's id. */
export async function moveStage(projectId: string, stage: ProjectStage): Promise<string> {
  const moveId = newId();
  await writeLocal(mutations.project.moveStage, { id: projectId, moveId, stage, movedAt: nowIso() });
  return moveId;
}

/**
 * Adds a work-in-progress photo under `stage`: `image` is the card-sized copy, `largeImage` the details view's.
 * Throws PhotoRefused (type, size) or MutationRejected (the miniature's photos are full).
 */
export async function addWipPhoto(projectId: string, stage: ProjectStage, image: Blob, largeImage?: Blob | null): Promise<string> {
  const id = newId();
  const card = await photoBlob(image);
  const large = largeImage ? await photoBlob(largeImage) : null;
  await writeLocal(
    mutations.project.addWipPhoto,
    { projectId, id, stage, imageHash: card.sha256, largeImageHash: large?.sha256 ?? null, addedAt: nowIso() },
    { blobs: large ? [card, large] : [card] },
  );
  return id;
}

export async function removeWipPhoto(projectId: string, photoId: string): Promise<void> {
  await writeLocal(mutations.project.removeWipPhoto, { projectId, photoId, updatedAt: nowIso() });
}

/** Splits `count` models off a unit or box into an entry of their own. Returns the new entry's id. */
export async function splitProject(projectId: string, count: number): Promise<string> {
  const newProjectId = newId();
  await writeLocal(mutations.project.split, { id: projectId, newId: newProjectId, count, createdAt: nowIso() });
  return newProjectId;
}

/**
 * Moves `count` of an entry's models to `stage` (issue 35: "Move 5 of 20 to Primed"): they are split off into an entry
 * of their own and that entry is moved, both in one local transaction. Returns the new entry's id.
 */
export async function moveSomeToStage(projectId: string, count: number, stage: ProjectStage): Promise<string> {
  const newProjectId = newId();
  const at = nowIso();
  const [split, moved] = await writeLocalBatch([
    (write) => write(mutations.project.split, { id: projectId, newId: newProjectId, count, createdAt: at }),
    (write) => write(mutations.project.moveStage, { id: newProjectId, moveId: newId(), stage, movedAt: at }),
  ]);
  for (const outcome of [split, moved]) if (outcome && !outcome.ok) throw outcome.error;
  return newProjectId;
}
