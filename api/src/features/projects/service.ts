import { mutations } from '@paintforge/sync-protocol';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { ProjectResponse } from '@paintforge/sync-protocol';
import { nowIso, type Database } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import { blobMaxBytes, decodeImageUrl, imageMessages } from '../blobs/images.js';
import { imageTooLarge, invalidImage, storeBlob } from '../blobs/service.js';
import { listRecipeLinks, projectNotFound } from '../recipes/service.js';
import { applyServerMutations, type SyncDeps } from '../sync/apply.js';
import { toProjectRow } from '../sync/rows.js';

// The answer's schema is the REST contract's (sync-protocol rest-answers.ts).
export { projectResponseSchema, type ProjectResponse } from '@paintforge/sync-protocol';

/** Room for a 5MB photo as a base64 data URL (4/3 of it) in the JSON body of POST /api/projects. */
export const projectBodyLimit = Math.ceil((blobMaxBytes * 4) / 3) + 256 * 1024;

export function imageUrlOf(imageHash: string | null): string | null {
  return imageHash === null ? null : `/api/blobs/${imageHash}`;
}

async function projectsWithRecipes(db: Kysely<Database>, userId: string, ids?: readonly string[]): Promise<ProjectResponse[]> {
  let query = db.selectFrom('project').selectAll().where('userId', '=', userId).where('deletedAt', 'is', null);
  if (ids !== undefined) query = query.where('id', 'in', ids);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  const links = await listRecipeLinks(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    // The synced fields as the sync has them (rows.ts, the one mapping), less the tombstone: only live rows are read.
    const { deletedAt: _deletedAt, ...fields } = toProjectRow(row);
    return {
      ...fields,
      imageUrl: imageUrlOf(row.imageHash),
      userId: row.userId,
      paints: links.filter((link) => link.projectId === row.id),
    };
  });
}

/** GET /api/projects: the user's live projects, newest first, each with its recipe. */
export function listProjects(db: Kysely<Database>, userId: string): Promise<ProjectResponse[]> {
  return projectsWithRecipes(db, userId);
}

type ImagePlan = { imageHash: string | null; bytes?: Buffer };

/** Spec §3: a project's imageUrl may arrive as a data URL. Its bytes become a blob, referenced by hash. */
function planImage(imageUrl: unknown): ImagePlan {
  if (imageUrl === undefined || imageUrl === null || imageUrl === '') return { imageHash: null };
  if (typeof imageUrl !== 'string') throw invalidImage();
  const decoded = decodeImageUrl(imageUrl);
  switch (decoded.kind) {
    case 'blob':
      // Ownership is checked by the mutation (store.ts): a photo not uploaded by this user is refused there.
      return { imageHash: decoded.sha256 };
    case 'linked':
      throw new ApiError(400, 'invalid-image', imageMessages.linked);
    case 'invalid':
      throw invalidImage();
    default:
      if (decoded.bytes.length > blobMaxBytes) throw imageTooLarge();
      return { imageHash: null, bytes: decoded.bytes };
  }
}

/**
 * POST /api/projects {name, description, imageUrl, status, stage, modelCount}: the photo (if any) and `project.create`
 * in one transaction. The mutation's schema checks every field (a bad stage or count is a 400 'validation').
 */
export async function createProject(sync: SyncDeps, userId: string, body: Record<string, unknown>): Promise<ProjectResponse> {
  const image = planImage(body.imageUrl);
  const id = uuidv7();
  const args: Record<string, unknown> = {
    id,
    name: body.name,
    description: body.description,
    imageHash: image.imageHash,
    status: body.status ?? undefined,
    // Spec §3: status defaults to active. The stage is a fact of its own: the mutation's default (painted) is the
    // gallery's, whose miniatures this API documents; the pile sends the stage a box is at.
    stage: body.stage ?? undefined,
    modelCount: body.modelCount ?? undefined,
    createdAt: nowIso(),
  };
  await applyServerMutations(sync, userId, [{ mutation: mutations.project.create, args }], async (trx) => {
    if (image.bytes !== undefined) args.imageHash = (await storeBlob(trx, userId, image.bytes)).sha256;
  });
  const [project] = await projectsWithRecipes(sync.db, userId, [id]);
  if (project === undefined) throw projectNotFound();
  return project;
}
