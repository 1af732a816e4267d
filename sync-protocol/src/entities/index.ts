import type { PaintRow } from './paint.js';
import type { ProjectRow } from './project.js';
import type { RecipeRow } from './recipe.js';

export * from './fields.js';
export * from './paint.js';
export * from './project.js';
export * from './recipe.js';
export * from './stages.js';

/** The synced entities and their rows. Names are the words the product uses. */
export interface EntityRows {
  paint: PaintRow;
  project: ProjectRow;
  recipe: RecipeRow;
}
export type EntityName = keyof EntityRows;
export const entityNames = ['paint', 'project', 'recipe'] as const satisfies readonly EntityName[];
export * from './stage-timeline.js';
