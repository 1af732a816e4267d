import { byMoveOrder, byTimeThenId, type ProjectStage, type StageMove, type WipPhoto } from './stages.js';

/** One step of a miniature's work-in-progress timeline: a stage it reached, when, and the photos taken in it. */
export interface TimelineStep<P extends Pick<WipPhoto, 'id' | 'stage' | 'addedAt'> = WipPhoto> {
  /** The move's id; for a step without a move (below), the stage's code. */
  key: string;
  stage: ProjectStage;
  /** When the miniature moved to this stage; null for photos filed under a stage it never moved to. */
  at: string | null;
  photos: P[];
}

const byAddedOrder = byTimeThenId<Pick<WipPhoto, 'id' | 'addedAt'>>((photo) => photo.addedAt);

/**
 * The timeline the details view and the showcase show (issue 26): every stage move in order, and each photo under
 * the move to its stage that it was taken after (the latest such move), so a stage visited twice (moved back and on
 * again) shows each visit's photos. A photo taken before any move to its stage goes under its stage's first move;
 * a photo of a stage never moved to gets a step of its own, without a date, at the end. A row made before stages
 * (no moves) shows its current stage from its creation.
 */
export function stageTimeline<P extends Pick<WipPhoto, 'id' | 'stage' | 'addedAt'>>(project: {
  id: string;
  stage: ProjectStage;
  createdAt: string;
  stageHistory: readonly StageMove[];
  wipPhotos: readonly P[];
}): TimelineStep<P>[] {
  const moves =
    project.stageHistory.length > 0
      ? [...project.stageHistory].sort(byMoveOrder)
      : [{ id: project.id, stage: project.stage, movedAt: project.createdAt }];
  const steps: TimelineStep<P>[] = moves.map((move) => ({ key: move.id, stage: move.stage, at: move.movedAt, photos: [] }));
  const undated = new Map<ProjectStage, TimelineStep<P>>();
  for (const photo of [...project.wipPhotos].sort(byAddedOrder)) {
    const added = Date.parse(photo.addedAt);
    let home: TimelineStep<P> | undefined;
    for (const step of steps) {
      if (step.stage !== photo.stage) continue;
      if (home === undefined || Date.parse(step.at!) <= added) home = step;
    }
    if (home === undefined) {
      home = undated.get(photo.stage) ?? { key: photo.stage, stage: photo.stage, at: null, photos: [] };
      undated.set(photo.stage, home);
    }
    home.photos.push(photo);
  }
  return [...steps, ...undated.values()];
}
