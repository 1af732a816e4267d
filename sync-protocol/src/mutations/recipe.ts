import { z } from 'zod';
import { instantSchema, textSchema, uuidSchema } from '../entities/fields.js';
import { positionSchema, recipeFieldsSchema, recipeMessages, type RecipeRow } from '../entities/recipe.js';
import { addedUnder, alreadyExists, changesOf, defineMutation, rowOf, editRow, notFound, setDeleted } from './define.js';
import { recipeFullMessage, recipeRowsPerMiniature } from '../limits.js';
import { keepTexts, textBaseSchema } from './kept-text.js';
import { MutationRejected, type MutationResult, type MutationStore } from './store.js';

const changesSchema = changesOf(recipeFieldsSchema);

export const addRecipePaint = defineMutation(
  'recipe.add@1',
  recipeFieldsSchema.extend({
    id: uuidSchema,
    projectId: uuidSchema,
    paintId: textSchema({ error: recipeMessages.paintRequired }).min(1, { error: recipeMessages.paintRequired }).max(100),
    position: positionSchema,
    createdAt: instantSchema,
  }),
  rowOf('recipe', 'create', { catalogPaints: (args) => [args.paintId] }),
  async (store, args): Promise<MutationResult> => {
    if (await store.get('recipe', args.id)) throw alreadyExists('recipe');
    const project = await store.get('project', args.projectId);
    if (!project) throw notFound('project');
    // The user's own paint first (ids are UUIDs, so it cannot shadow a catalog id), then the shared catalog.
    const paint = (await store.get('paint', args.paintId)) ?? (await store.getCatalogPaint(args.paintId));
    if (!paint) throw notFound('paint');
    if ((await store.countRecipeRows(args.projectId)) >= recipeRowsPerMiniature)
      throw new MutationRejected('recipe-full', recipeFullMessage, { limit: recipeRowsPerMiniature });
    const row: RecipeRow = {
      id: args.id,
      projectId: args.projectId,
      paintId: paint.id,
      paintSnapshot: { name: paint.name, brand: paint.brand, color: paint.color, type: paint.type, range: paint.range ?? null },
      partName: args.partName,
      technique: args.technique,
      usageNotes: args.usageNotes,
      position: args.position,
      conflicts: [],
      createdAt: args.createdAt,
      updatedAt: args.createdAt,
      deletedAt: null,
    };
    await store.put('recipe', row);
    return addedUnder(project, 'paint');
  },
);

const recipeTexts = ['usageNotes'] as const;
type RecipeEdit = { id: string; changes: z.output<typeof changesSchema>; base: { usageNotes?: string | null }; updatedAt: string };

/** Usage notes another device wrote meanwhile are kept on the row (kept-text.ts). */
function editRecipe(store: MutationStore, { id, changes, base, updatedAt }: RecipeEdit) {
  return editRow(store, 'recipe', id, updatedAt, (row) => ({
    ...row,
    ...changes,
    conflicts: keepTexts(row, changes, base, recipeTexts, updatedAt),
  }));
}

/** From devices before issue 33: no base, so any other usage notes it replaces are kept. */
export const updateRecipePaintV1 = defineMutation(
  'recipe.update@1',
  z.object({ id: uuidSchema, changes: changesSchema, updatedAt: instantSchema }),
  rowOf('recipe', 'edit'),
  (store, args) => editRecipe(store, { ...args, base: {} }),
);

export const updateRecipePaint = defineMutation(
  'recipe.update@2',
  z.object({ id: uuidSchema, changes: changesSchema, base: textBaseSchema(recipeTexts), updatedAt: instantSchema }),
  rowOf('recipe', 'edit'),
  editRecipe,
);

export const moveRecipePaint = defineMutation(
  'recipe.move@1',
  z.object({ id: uuidSchema, position: positionSchema, updatedAt: instantSchema }),
  rowOf('recipe', 'move'),
  (store, { id, position, updatedAt }) => editRow(store, 'recipe', id, updatedAt, (row) => ({ ...row, position })),
);

export const removeRecipePaint = defineMutation(
  'recipe.remove@1',
  z.object({ id: uuidSchema, deletedAt: instantSchema }),
  rowOf('recipe', 'delete'),
  (store, { id, deletedAt }) => setDeleted(store, 'recipe', id, deletedAt, deletedAt),
);
