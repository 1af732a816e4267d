import { formatDay } from './format-date';
import { useMemo } from 'react';
import { projectStages, type ProjectStage } from '@paintforge/sync-protocol';
import { usePileSettings } from '../data/collection/pile-settings';
import { messageGroup } from '../i18n/t';

/**
 * The words for each stage (issue 26); the server's showcase page says the same (protocol-words.test.ts). A painter
 * may give the stages names of their own (pile settings, synced), so screens take the words from here or from
 * useStageNames, never from the codes.
 */
export const stageWords: Readonly<Record<ProjectStage, string>> = messageGroup('stage', [...projectStages]);

/** The names a screen shows for the stages: the painter's own (pile settings) over stageWords. */
export type StageNames = Readonly<Record<ProjectStage, string>>;

/** A painter's names over the app's: a blank or missing name falls back to stageWords. */
export function stageNamesWith(custom: Partial<Record<ProjectStage, string>>): StageNames {
  return Object.fromEntries(projectStages.map((stage) => [stage, custom[stage]?.trim() || stageWords[stage]])) as Record<
    ProjectStage,
    string
  >;
}

/** "Primed" for one model, "Primed ×10" for a unit or box. */
export function stageWithCount(stage: ProjectStage, modelCount: number, names: StageNames = stageWords): string {
  return modelCount > 1 ? `${names[stage]} ×${modelCount}` : names[stage];
}

/** A date of a stage move or photo ("Mar 12, 2026"), written as every date in the app is. */
export const stageDate = formatDay;

/** The stage names this painter reads everywhere (the gallery, the pile): their own (pile settings) over the app's. */
export function useStageNames(): StageNames {
  const { customNames } = usePileSettings();
  return useMemo(() => stageNamesWith(customNames), [customNames]);
}
