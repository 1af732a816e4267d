import type { PaintRow } from './paint.js';
import type { PileSettingsRow } from './pile-settings.js';
import type { ProjectRow } from './project.js';
import type { RecipeRow } from './recipe.js';

export * from './fields.js';
export * from './paint.js';
export * from './pile-settings.js';
export * from './project.js';
export * from './recipe.js';
export * from './stages.js';

/** The synced entities and their rows. Names are the words the product uses. */
export interface EntityRows {
  paint: PaintRow;
  project: ProjectRow;
  recipe: RecipeRow;
  pileSettings: PileSettingsRow;
}
export type EntityName = keyof EntityRows;
export const entityNames = ['paint', 'project', 'recipe', 'pileSettings'] as const satisfies readonly EntityName[];
export * from './stage-timeline.js';
