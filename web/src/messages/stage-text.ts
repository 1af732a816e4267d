import type { ProjectStage } from '@paintforge/sync-protocol';

/**
 * The words for each stage (issue 26); the server's showcase page says the same (protocol-words.test.ts). Only the codes sync; a painter
 * may rename stages on the device later, so screens take the words from here (or from a renaming layered over
 * these), never from the codes.
 */
export const stageWords: Readonly<Record<ProjectStage, string>> = {
  unbuilt: 'Unbuilt',
  built: 'Built',
  primed: 'Primed',
  painting: 'Painting',
  painted: 'Painted',
  based: 'Based',
  varnished: 'Varnished',
};

/** "Primed" for one model, "Primed ×10" for a unit or box. */
export function stageWithCount(stage: ProjectStage, modelCount: number): string {
  return modelCount > 1 ? `${stageWords[stage]} ×${modelCount}` : stageWords[stage];
}

/** A date of a stage move or photo, in the reader's own words ("12 Mar 2026"). */
export function stageDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
