import type { z } from 'zod';
import type { MutationDefinition } from './define.js';
import { adjustPaintQuantity, createPaint, deletePaint, movePaint, restorePaint, setPaintQuantity, updatePaint } from './paint.js';
import { createProject, deleteProject, restoreProject, updateProject } from './project.js';
import { addRecipePaint, moveRecipePaint, removeRecipePaint, updateRecipePaint } from './recipe.js';
import { MutationRejected, type MutationResult, type MutationStore } from './store.js';

export * from './store.js';
export type { MutationDefinition } from './define.js';
export * from './paint.js';
export * from './project.js';
export * from './recipe.js';

export const mutationList = [
  createPaint,
  updatePaint,
  adjustPaintQuantity,
  setPaintQuantity,
  movePaint,
  deletePaint,
  restorePaint,
  createProject,
  updateProject,
  deleteProject,
  restoreProject,
  addRecipePaint,
  updateRecipePaint,
  moveRecipePaint,
  removeRecipePaint,
] as const;

const byKey = new Map<string, MutationDefinition>(mutationList.map((definition) => [definition.key, definition as MutationDefinition]));

export type MutationKey = (typeof mutationList)[number]['key'];
/** The arguments a caller passes for a mutation (before defaults are filled in). */
export type MutationArgs<K extends MutationKey> = z.input<Extract<(typeof mutationList)[number], { key: K }>['args']>;

/**
 * Validates and applies one mutation by name. Unknown names and bad arguments are rejections like any other
 * domain error: the mutation is consumed and reported, never retried forever.
 */
export async function applyMutation(store: MutationStore, name: string, args: unknown): Promise<MutationResult> {
  const definition = byKey.get(name);
  if (!definition) throw new MutationRejected('invalid', `Unknown change “${name}”. Please update the app.`);
  const parsed = definition.args.safeParse(args);
  if (!parsed.success) throw new MutationRejected('invalid', parsed.error.issues[0]?.message ?? 'Invalid change');
  return definition.apply(store, parsed.data);
}

export function isKnownMutation(name: string): name is MutationKey {
  return byKey.has(name);
}
