import type { Kysely, Selectable } from 'kysely';
import { shareTokenSchema, showcaseImagePath, type Showcase, type ShowcasePart } from '@paintforge/sync-protocol';
import type { Database, ProjectTable } from '../../db/schema.js';
import { findOwnedBlob } from '../blobs/service.js';
import { listRecipeLinks, type RecipeLink } from '../recipes/service.js';

/**
 * The live project a share token opens, or undefined. Only the token column is searched: a project's id, a
 * malformed token, a token turned off (null) or a deleted project all open nothing.
 */
export async function findSharedProject(db: Kysely<Database>, token: string): Promise<Selectable<ProjectTable> | undefined> {
  if (!shareTokenSchema.safeParse(token).success) return undefined;
  return db.selectFrom('project').selectAll().where('shareToken', '=', token).where('deletedAt', 'is', null).executeTakeFirst();
}

/** Recipe rows (already in recipe order) by part, parts in the order they first appear. */
export function groupByPart(links: readonly RecipeLink[]): ShowcasePart[] {
  const parts = new Map<string, ShowcasePart>();
  for (const link of links) {
    let part = parts.get(link.partName);
    if (part === undefined) {
      part = { partName: link.partName, paints: [] };
      parts.set(link.partName, part);
    }
    const { name, brand, color, type } = link.paint;
    part.paints.push({ name, brand, color, type, technique: link.technique, usageNotes: link.usageNotes });
  }
  return [...parts.values()];
}

/** GET /api/showcase/{token}: the shared miniature with only its public fields, or undefined. */
export async function readShowcase(db: Kysely<Database>, token: string): Promise<Showcase | undefined> {
  const project = await findSharedProject(db, token);
  if (project === undefined) return undefined;
  // The recipe reads the owner's rows, so a paint the owner renamed shows its current name, as in their gallery.
  const links = await listRecipeLinks(db, project.userId, [project.id]);
  return {
    name: project.name,
    description: project.description,
    status: project.status as Showcase['status'],
    imageUrl: project.imageHash === null ? null : showcaseImagePath(token),
    parts: groupByPart(links),
  };
}

/** The shared project's photo, only while it is shared; the blob must be its owner's, as for the owner's own reads. */
export async function findShowcaseImage(
  db: Kysely<Database>,
  token: string,
): Promise<{ sha256: string; mime: string; bytes: Buffer } | undefined> {
  const project = await findSharedProject(db, token);
  if (project?.imageHash == null) return undefined;
  const blob = await findOwnedBlob(db, project.userId, project.imageHash);
  return blob && { sha256: project.imageHash, ...blob };
}
