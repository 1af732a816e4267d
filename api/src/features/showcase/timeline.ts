import { z } from 'zod';
import {
  projectStageSchema,
  showcaseWipPhotoPath,
  stageLimits,
  stageMoveSchema,
  stageTimeline,
  wipPhotoSchema,
  type ShowcaseTimelineStep,
  type WipPhoto,
} from '@paintforge/sync-protocol';

/** A JSON list column as a store hands it back: text (SQLite, or a text column on Postgres) or already parsed (jsonb). */
function storedList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : (value ?? [])), z.array(item));
}

/**
 * The stage fields of a project row, read by name and checked here: the showcase reads what the sync server stores
 * (the project table's stage, stageHistory, wipPhotos, showTimeline; JSON lists as text or jsonb, the switch as a
 * boolean or 0/1), and a row written before stages reads as painted, without moves, photos or timeline.
 */
const storedStageFieldsSchema = z.object({
  stage: projectStageSchema.catch('painted'),
  stageHistory: storedList(stageMoveSchema).catch([]),
  wipPhotos: storedList(wipPhotoSchema).catch([]),
  showTimeline: z.preprocess((value) => value === true || value === 1 || value === '1', z.boolean()),
});

export type StoredStageFields = z.infer<typeof storedStageFieldsSchema>;

export function stageFieldsOf(row: object): StoredStageFields {
  return storedStageFieldsSchema.parse(row);
}

/**
 * The timeline a showcase shows, or null when the painter has not turned it on. Bounded like every anonymous read:
 * the newest movesPerMiniature moves and wipPhotosPerMiniature photos at most (devices and the server refuse more;
 * this keeps a row stored before those bounds as cheap). Photos are named by their showcase paths, never by hash.
 */
export function showcaseTimeline(row: { id: string; createdAt: string }, token: string): ShowcaseTimelineStep[] | null {
  const fields = stageFieldsOf(row);
  if (!fields.showTimeline) return null;
  const steps = stageTimeline({
    id: row.id,
    createdAt: row.createdAt,
    stage: fields.stage,
    stageHistory: fields.stageHistory.slice(-stageLimits.movesPerMiniature),
    wipPhotos: fields.wipPhotos.slice(-stageLimits.wipPhotosPerMiniature),
  });
  return steps.map((step) => ({
    stage: step.stage,
    at: step.at,
    photos: step.photos.map((photo) => ({
      url: showcaseWipPhotoPath(token, photo.id, 'card'),
      largeUrl: showcaseWipPhotoPath(token, photo.id, 'large'),
    })),
  }));
}

/** The blob hash a showcase serves for one work-in-progress photo: only while the timeline is shown; else undefined. */
export function showcaseWipPhotoHash(row: object, photoId: string, size: 'card' | 'large'): string | undefined {
  const fields = stageFieldsOf(row);
  if (!fields.showTimeline) return undefined;
  const photo: WipPhoto | undefined = fields.wipPhotos.slice(-stageLimits.wipPhotosPerMiniature).find((each) => each.id === photoId);
  if (photo === undefined) return undefined;
  return size === 'large' ? (photo.largeImageHash ?? photo.imageHash) : photo.imageHash;
}
