import type { z } from 'zod';
import type { EntityName } from '../entities/index.js';
import { jsonTextHasNul, maxArgsBytes, maxArgsDepth, nulMessage, valueDepth } from '../json-bounds.js';
import type { ChangeSubject, MutationAction, MutationDefinition } from './define.js';
import {
  adjustPaintQuantity,
  createPaint,
  deletePaint,
  markPaintRunningLow,
  movePaint,
  restorePaint,
  setPaintQuantity,
  updatePaint,
  updatePaintV1,
} from './paint.js';
import { createProject, deleteProject, restoreProject, shareProject, unshareProject, updateProject, updateProjectV1 } from './project.js';
import { addWipPhoto, moveProjectStage, removeWipPhoto, splitProject } from './project-stages.js';
import { setPileSettings } from './pile-settings.js';
import {
  createArmy,
  createUnit,
  deleteArmy,
  deleteUnit,
  restoreArmy,
  restoreUnit,
  updateArmy,
  updateArmyV1,
  updateUnit,
  updateUnitV1,
} from './army.js';
import {
  addSchemeStep,
  createScheme,
  deleteScheme,
  removeSchemeStep,
  renameScheme,
  restoreScheme,
  updateSchemeStep,
  updateSchemeStepV1,
} from './scheme.js';
import { addRecipePaint, moveRecipePaint, removeRecipePaint, updateRecipePaint, updateRecipePaintV1 } from './recipe.js';
import { dismissKeptText } from './kept-text.js';
import { linkBarcode, sendFeedback } from './deliveries.js';
import { MutationRejected, type MutationResult, type MutationStore } from './store.js';

export * from './store.js';
export type { ChangeSubject, DeliverySubject, MutationAction, MutationDefinition, MutationTouches } from './define.js';
export { alreadyExists, defineMutation, editRow, notFound, rowOf } from './define.js';
export * from './paint.js';
export * from './project.js';
export * from './project-stages.js';
export * from './pile-settings.js';
export * from './recipe.js';
export * from './army.js';
export * from './scheme.js';
export * from './deliveries.js';
export * from './kept-text.js';

// "Dismiss" of a kept text (kept-text.ts), one mutation for each entity with free text.
const dismissPaintText = dismissKeptText('paint');
const dismissProjectText = dismissKeptText('project');
const dismissRecipeText = dismissKeptText('recipe');
const dismissArmyText = dismissKeptText('army');
const dismissUnitText = dismissKeptText('unit');
const dismissSchemeText = dismissKeptText('scheme');

export const mutationList = [
  createPaint,
  updatePaintV1,
  updatePaint,
  dismissPaintText,
  adjustPaintQuantity,
  setPaintQuantity,
  movePaint,
  markPaintRunningLow,
  deletePaint,
  restorePaint,
  createProject,
  updateProjectV1,
  updateProject,
  dismissProjectText,
  deleteProject,
  restoreProject,
  shareProject,
  unshareProject,
  moveProjectStage,
  addWipPhoto,
  removeWipPhoto,
  splitProject,
  addRecipePaint,
  updateRecipePaintV1,
  updateRecipePaint,
  dismissRecipeText,
  moveRecipePaint,
  removeRecipePaint,
  setPileSettings,
  createArmy,
  updateArmyV1,
  updateArmy,
  dismissArmyText,
  deleteArmy,
  restoreArmy,
  createUnit,
  updateUnitV1,
  updateUnit,
  dismissUnitText,
  deleteUnit,
  restoreUnit,
  createScheme,
  renameScheme,
  addSchemeStep,
  updateSchemeStepV1,
  updateSchemeStep,
  dismissSchemeText,
  removeSchemeStep,
  deleteScheme,
  restoreScheme,
  linkBarcode,
  sendFeedback,
] as const;

/**
 * Every mutation a screen or the server calls, by entity and verb (`mutations.paint.adjustQuantity`): a typed object the
 * editor and the type checker follow, as zbugs's `mutators.issue.update`, instead of a key matched at run time. The key
 * (`paint.adjustQuantity@1`) is what travels in a push and names the mutation in an outbox row and the server's log;
 * when a meaning changes, its new version takes the verb here and the old one stays in mutationList for the rows
 * already queued.
 */
export const mutations = {
  paint: {
    create: createPaint,
    update: updatePaint,
    dismissConflict: dismissPaintText,
    adjustQuantity: adjustPaintQuantity,
    setQuantity: setPaintQuantity,
    move: movePaint,
    markRunningLow: markPaintRunningLow,
    delete: deletePaint,
    restore: restorePaint,
  },
  project: {
    create: createProject,
    update: updateProject,
    dismissConflict: dismissProjectText,
    delete: deleteProject,
    restore: restoreProject,
    share: shareProject,
    unshare: unshareProject,
    moveStage: moveProjectStage,
    addWipPhoto,
    removeWipPhoto,
    split: splitProject,
  },
  recipe: {
    add: addRecipePaint,
    update: updateRecipePaint,
    dismissConflict: dismissRecipeText,
    move: moveRecipePaint,
    remove: removeRecipePaint,
  },
  pileSettings: { set: setPileSettings },
  army: { create: createArmy, update: updateArmy, dismissConflict: dismissArmyText, delete: deleteArmy, restore: restoreArmy },
  unit: { create: createUnit, update: updateUnit, dismissConflict: dismissUnitText, delete: deleteUnit, restore: restoreUnit },
  scheme: {
    create: createScheme,
    rename: renameScheme,
    addStep: addSchemeStep,
    updateStep: updateSchemeStep,
    dismissConflict: dismissSchemeText,
    removeStep: removeSchemeStep,
    delete: deleteScheme,
    restore: restoreScheme,
  },
  barcode: { link: linkBarcode },
  feedback: { send: sendFeedback },
} as const satisfies Record<string, Record<string, (typeof mutationList)[number]>>;

/** The arguments a caller passes to `mutation` (before its schema's defaults are filled in). */
export type ArgsOf<M extends MutationDefinition> = z.input<M['args']>;

const byKey = new Map<string, MutationDefinition>(mutationList.map((definition) => [definition.key, definition as MutationDefinition]));

export type MutationKey = (typeof mutationList)[number]['key'];

/** A mutation checked against its schema: its definition, its parsed arguments and what it touches. */
export interface PreparedMutation {
  definition: MutationDefinition;
  args: unknown;
  touches: ResolvedTouches;
}

/** A mutation's declaration (MutationTouches) applied to its arguments. */
export interface ResolvedTouches {
  /** A synced row's entity, or a delivery's subject (deliveries.ts isDelivery): no synced row then. */
  entity: ChangeSubject;
  action: MutationAction;
  rowId: string;
  /** Rows written besides `rowId`'s (MutationTouches.moreRows). */
  moreRows: { entity: EntityName; id: string }[];
  photos: string[];
  catalogPaints: string[];
  /** MutationTouches.ownRow: rowId must be the painter's user id. */
  ownRow: boolean;
}

/**
 * Validates a mutation by name. Unknown names and bad arguments are rejections like any other domain error: the
 * mutation is consumed and reported, never retried forever.
 */
export function prepareMutation(name: string, args: unknown): PreparedMutation {
  const definition = byKey.get(name);
  if (!definition)
    throw new MutationRejected('validation', `Unknown change “${name}”. Please update the app.`, { mutation: name.slice(0, 100) });
  return prepareCall(definition, args);
}

/**
 * Validates a mutation called by reference (`mutations.paint.create`): the same checks as prepareMutation, once, with
 * no lookup. The caller applies the parsed arguments (`definition.apply`) and queues or logs them.
 */
export function prepareCall(definition: MutationDefinition, args: unknown): PreparedMutation {
  // Bounded before anything walks the arguments recursively (zod, JSON.stringify): see json-bounds.ts.
  if (valueDepth(args, maxArgsDepth) > maxArgsDepth)
    throw new MutationRejected('too-deep', 'This change is nested too deeply to be saved.');
  const text = JSON.stringify(args ?? null);
  if (text.length > maxArgsBytes) throw new MutationRejected('payload-too-large', 'This change is too large to be saved.');
  if (jsonTextHasNul(text)) throw new MutationRejected('validation', nulMessage);
  const parsed = definition.args.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.').slice(0, 200);
    throw new MutationRejected('validation', issue?.message ?? 'Invalid change', field ? { field } : {});
  }
  const { touches } = definition;
  return {
    definition,
    args: parsed.data,
    touches: {
      entity: touches.entity,
      action: touches.action,
      rowId: touches.rowId(parsed.data),
      moreRows: [...(touches.moreRows?.(parsed.data) ?? [])],
      photos: (touches.photos?.(parsed.data) ?? []).filter((hash): hash is string => typeof hash === 'string'),
      catalogPaints: [...(touches.catalogPaints?.(parsed.data) ?? [])],
      ownRow: touches.ownRow ?? false,
    },
  };
}

/** What a stored mutation touches, or null when it is not one this app can read (it would be refused anyway). */
export function touchesOf(name: string, args: unknown): ResolvedTouches | null {
  try {
    return prepareMutation(name, args).touches;
  } catch (error) {
    if (error instanceof MutationRejected) return null;
    throw error;
  }
}

/** Validates and applies one mutation by name (see prepareMutation). */
export async function applyMutation(store: MutationStore, name: string, args: unknown): Promise<MutationResult> {
  const { definition, args: parsed } = prepareMutation(name, args);
  return definition.apply(store, parsed);
}

export function isKnownMutation(name: string): name is MutationKey {
  return byKey.has(name);
}

/**
 * Adds a mutation the app does not ship, for a test that shows a mechanism follows the declarations alone (a new
 * mutation that references a photo gets its photo uploaded first). Returns the function that removes it again.
 */
export function registerMutation(definition: MutationDefinition): () => void {
  if (byKey.has(definition.key)) throw new Error(`Mutation ${definition.key} is already defined`);
  byKey.set(definition.key, definition);
  return () => byKey.delete(definition.key);
}
