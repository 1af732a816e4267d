import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { paintSnapshotSchema, type recipeLinkSchema, mutations } from '@paintforge/sync-protocol';
import { nowIso, type Database } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import { applyServerMutations, type SyncDeps } from '../sync/apply.js';
import { positionAfter } from './position.js';

/** A recipe link as read: its live paint's range too (the showcase shows it; the REST answer keeps the spec's fields). */
export type RecipeLink = z.infer<typeof recipeLinkSchema> & { paint: { range?: string | null; catalogId?: string | null } };

export const projectNotFound = () => new ApiError(404, 'not-found', 'This miniature no longer exists.');

/** Throws 404 unless `projectId` is one of the user's live projects. */
export async function requireLiveProject(db: Kysely<Database>, userId: string, projectId: string): Promise<void> {
  const project = await db
    .selectFrom('project')
    .select('id')
    .where('id', '=', projectId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (project === undefined) throw projectNotFound();
}

/**
 * The live recipe rows of the given projects, in recipe order, each with its paint: the paint as it is now while it
 * is live (the user's own or the catalog's), else the snapshot the row took when it was added.
 */
/** `limit`: at most this many rows, the first in recipe order (a showcase renders a bounded answer). */
export async function listRecipeLinks(
  db: Kysely<Database>,
  userId: string,
  projectIds: readonly string[],
  options: { limit?: number } = {},
): Promise<RecipeLink[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .selectFrom('projectPaint as recipe')
    .leftJoin('paint', (join) =>
      join
        .onRef('paint.id', '=', 'recipe.paintId')
        .on('paint.deletedAt', 'is', null)
        .on((eb) => eb.or([eb('paint.userId', '=', userId), eb('paint.userId', 'is', null)])),
    )
    .select([
      'recipe.id',
      'recipe.projectId',
      'recipe.paintId',
      'recipe.paintSnapshot',
      'recipe.partName',
      'recipe.technique',
      'recipe.usageNotes',
      'recipe.position',
      'recipe.createdAt',
      'recipe.updatedAt',
    ])
    .select(['paint.id as livePaintId', 'paint.name', 'paint.brand', 'paint.color', 'paint.type', 'paint.range'])
    .select(['paint.userId as paintOwner', 'paint.catalogId'])
    .where('recipe.userId', '=', userId)
    .where('recipe.deletedAt', 'is', null)
    .where('recipe.projectId', 'in', projectIds)
    .orderBy('recipe.projectId')
    .orderBy('recipe.position')
    .orderBy('recipe.id')
    .$if(options.limit !== undefined, (query) => query.limit(options.limit!))
    .execute();
  return rows.map(({ paintSnapshot, livePaintId, name, brand, color, type, range, paintOwner, catalogId, ...row }) => {
    // The catalog paint it is (a shared row) or was added from; a snapshot no longer says.
    const paint =
      livePaintId !== null && name !== null && brand !== null && color !== null && type !== null
        ? { name, brand, color, type, range, catalogId: paintOwner === null ? livePaintId : catalogId }
        : { ...paintSnapshotSchema.parse(JSON.parse(paintSnapshot)), catalogId: null };
    return { ...row, paint: { id: row.paintId, ...paint } };
  });
}

export async function listProjectRecipe(db: Kysely<Database>, userId: string, projectId: string): Promise<RecipeLink[]> {
  await requireLiveProject(db, userId, projectId);
  return listRecipeLinks(db, userId, [projectId]);
}

/** POST /api/projects/{id}/paints: `recipe.add`, placed after the project's last row. */
export async function addRecipePaint(
  sync: SyncDeps,
  userId: string,
  projectId: string,
  body: Record<string, unknown>,
): Promise<RecipeLink> {
  await requireLiveProject(sync.db, userId, projectId);
  const last = await sync.db
    .selectFrom('projectPaint')
    .select('position')
    .where('projectId', '=', projectId)
    .where('userId', '=', userId)
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst();
  const id = uuidv7();
  const args = {
    id,
    projectId,
    paintId: body.paintId,
    partName: body.partName,
    technique: body.technique,
    usageNotes: body.usageNotes,
    position: positionAfter(last?.position),
    createdAt: nowIso(),
  };
  await applyServerMutations(sync, userId, [{ mutation: mutations.recipe.add, args }]);
  const link = (await listRecipeLinks(sync.db, userId, [projectId])).find((candidate) => candidate.id === id);
  if (link === undefined) throw new Error('The recipe row just added is missing');
  return link;
}

/** DELETE /api/projects/{id}/paints/{paintId}: the path names the paint (spec §7), so every row of it goes. */
export async function removeRecipePaint(sync: SyncDeps, userId: string, projectId: string, paintId: string): Promise<void> {
  await requireLiveProject(sync.db, userId, projectId);
  const rows = await sync.db
    .selectFrom('projectPaint')
    .select('id')
    .where('projectId', '=', projectId)
    .where('userId', '=', userId)
    .where('paintId', '=', paintId)
    .where('deletedAt', 'is', null)
    .execute();
  if (rows.length === 0) throw new ApiError(404, 'not-found', 'This paint is not in the recipe.');
  const deletedAt = nowIso();
  await applyServerMutations(
    sync,
    userId,
    rows.map((row) => ({ mutation: mutations.recipe.remove, args: { id: row.id, deletedAt } })),
  );
}
