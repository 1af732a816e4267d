import { z } from 'zod';
import { instantSchema, textSchema, uuidSchema } from '../entities/fields.js';
import { positionSchema, recipeFieldsSchema, recipeMessages, type RecipeRow } from '../entities/recipe.js';
import { addedUnder, alreadyExists, changesOf, defineMutation, rowOf, editRow, notFound, setDeleted } from './define.js';
import { recipeFullMessage, recipeRowsPerMiniature } from '../limits.js';
import { editWithTexts, textUpdates } from './kept-text.js';
import { MutationRejected, type MutationResult } from './store.js';

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

/** Usage notes another device wrote meanwhile are kept on the row (kept-text.ts). */
const recipeTexts = ['usageNotes'] as const;
export const [updateRecipePaintV1, updateRecipePaint] = textUpdates(
  'recipe.update',
  { id: uuidSchema },
  changesSchema,
  recipeTexts,
  rowOf('recipe', 'edit'),
  (store, args) => editWithTexts(store, 'recipe', recipeTexts, args),
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
