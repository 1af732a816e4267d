import type { ArmyRow, UnitRow } from './army.js';
import type { PaintRow } from './paint.js';
import type { PileSettingsRow } from './pile-settings.js';
import type { ProjectRow } from './project.js';
import type { RecipeRow } from './recipe.js';
import type { SchemeRow } from './scheme.js';

export * from './army.js';
export * from './conflicts.js';
export * from './fields.js';
export * from './paint.js';
export * from './pile-settings.js';
export * from './project.js';
export * from './recipe.js';
export * from './scheme.js';
export * from './stages.js';

/** The synced entities and their rows. Names are the words the product uses. */
export interface EntityRows {
  paint: PaintRow;
  project: ProjectRow;
  recipe: RecipeRow;
  pileSettings: PileSettingsRow;
  army: ArmyRow;
  unit: UnitRow;
  scheme: SchemeRow;
}
export type EntityName = keyof EntityRows;
export const entityNames = [
  'paint',
  'project',
  'recipe',
  'pileSettings',
  'army',
  'unit',
  'scheme',
] as const satisfies readonly EntityName[];
export * from './stage-timeline.js';
