import {
  addRecipePaint,
  adjustPaintQuantity,
  createPaint,
  createProject,
  deletePaint,
  deleteProject,
  movePaint,
  moveRecipePaint,
  removeRecipePaint,
  restorePaint,
  restoreProject,
  setPaintQuantity,
  updatePaint,
  updateProject,
  updateRecipePaint,
} from '@paintforge/sync-protocol';

/**
 * Every mutation by its wire name. sync-protocol types a definition's `key` as plain `string`, so its
 * `MutationArgs<K>` resolves to `never`; this map gives each name its argument type back
 * (mutation-names.test.ts checks it against the definitions' keys).
 */
export const mutationsByName = {
  'paint.create@1': createPaint,
  'paint.update@1': updatePaint,
  'paint.adjustQuantity@1': adjustPaintQuantity,
  'paint.setQuantity@1': setPaintQuantity,
  'paint.move@1': movePaint,
  'paint.delete@1': deletePaint,
  'paint.restore@1': restorePaint,
  'project.create@1': createProject,
  'project.update@1': updateProject,
  'project.delete@1': deleteProject,
  'project.restore@1': restoreProject,
  'recipe.add@1': addRecipePaint,
  'recipe.update@1': updateRecipePaint,
  'recipe.move@1': moveRecipePaint,
  'recipe.remove@1': removeRecipePaint,
} as const;

export type MutationName = keyof typeof mutationsByName;

/** What a caller passes (before the schema's defaults and transforms), through the schemas' Standard Schema types. */
export type MutationInput<N extends MutationName> = NonNullable<(typeof mutationsByName)[N]['args']['~standard']['types']>['input'];
