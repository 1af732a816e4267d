import type { Kysely, Selectable } from 'kysely';
import {
  rangeLabel,
  recipeRowsPerMiniature,
  shareTokenSchema,
  showcaseImagePath,
  type CatalogPaint,
  type LanguageCode,
  type Showcase,
  type ShowcasePart,
} from '@paintforge/sync-protocol';
import type { Database, ProjectTable } from '../../db/schema.js';
import { findOwnedBlob } from '../blobs/service.js';
import { listRecipeLinks, type RecipeLink } from '../recipes/service.js';
import { showcaseTimeline, showcaseWipPhotoHash } from './timeline.js';

export type SharedProject = Selectable<ProjectTable> & {
  /**
   * The owner's sync version: every write of theirs (this project, its recipe, a paint it shows) takes a new one,
   * so together with the catalog's version it names one state of the showcase (routes.ts's ETag).
   */
  ownerVersion: number;
  /** The owner's language (issue 38): the server-rendered page and its link preview speak it; null → English. */
  ownerLanguage: LanguageCode | null;
};

/**
 * The live project a share token opens, or undefined. Only the token column is searched: a project's id, a
 * malformed token, a token turned off (null) or a deleted project all open nothing.
 */
export async function findSharedProject(db: Kysely<Database>, token: string): Promise<SharedProject | undefined> {
  if (!shareTokenSchema.safeParse(token).success) return undefined;
  const row = await db
    .selectFrom('project')
    .leftJoin('syncSpace', 'syncSpace.userId', 'project.userId')
    .innerJoin('user', 'user.id', 'project.userId')
    .selectAll('project')
    .select(['syncSpace.version as ownerVersion', 'user.language as ownerLanguage'])
    .where('project.shareToken', '=', token)
    .where('project.deletedAt', 'is', null)
    .executeTakeFirst();
  return row && { ...row, ownerVersion: Number(row.ownerVersion ?? 0) };
}

/** Recipe rows (already in recipe order) by part, parts in the order they first appear. */
export function groupByPart(links: readonly RecipeLink[], findCatalogPaint: FindCatalogPaint = () => undefined): ShowcasePart[] {
  const parts = new Map<string, ShowcasePart>();
  for (const link of links) {
    let part = parts.get(link.partName);
    if (part === undefined) {
      part = { partName: link.partName, paints: [] };
      parts.set(link.partName, part);
    }
    const { name, brand, color, type } = link.paint;
    const range = rangeLabel(link.paint.range) || null;
    const catalogId = link.paint.catalogId ?? null;
    const catalogPaint = catalogId === null ? undefined : findCatalogPaint(catalogId);
    const { colorSource, pooledColor } = catalogPaint ?? {};
    part.paints.push({
      name,
      brand,
      range,
      color,
      type,
      technique: link.technique,
      usageNotes: link.usageNotes,
      catalogId,
      colorSource,
      ...(pooledColor !== undefined && { pooledColor }),
    });
  }
  return [...parts.values()];
}

/**
 * GET /api/showcase/{token}: the shared miniature with only its public fields. At most recipeRowsPerMiniature rows,
 * the first in recipe order: devices and the server refuse more, but rows written before that bound stay stored,
 * and an anonymous read must cost no more than a full recipe.
 */
/** The live catalog's paint of an id (its colour may be a correction, which a swatch draws flat). */
export type FindCatalogPaint = (id: string) => CatalogPaint | undefined;

export async function readShowcase(
  db: Kysely<Database>,
  project: SharedProject,
  token: string,
  findCatalogPaint: FindCatalogPaint,
): Promise<Showcase> {
  // The recipe reads the owner's rows, so a paint the owner renamed shows its current name, as in their gallery.
  const links = await listRecipeLinks(db, project.userId, [project.id], { limit: recipeRowsPerMiniature });
  return {
    name: project.name,
    description: project.description,
    status: project.status as Showcase['status'],
    imageUrl: project.imageHash === null ? null : showcaseImagePath(token),
    parts: groupByPart(links, findCatalogPaint),
    timeline: showcaseTimeline(project, token),
  };
}

/** The shared project's photo, only while it is shared; the blob must be its owner's, as for the owner's own reads. */
export async function findShowcaseImage(
  db: Kysely<Database>,
  token: string,
): Promise<{ sha256: string; mime: string; bytes: Buffer } | undefined> {
  const project = await findSharedProject(db, token);
  // The large copy when the photo has one (issue 24: whole and sharp in the showcase and its link preview).
  const hash = project?.largeImageHash ?? project?.imageHash;
  if (project === undefined || hash == null) return undefined;
  const blob = await findOwnedBlob(db, project.userId, hash);
  return blob && { sha256: hash, ...blob };
}

/**
 * A work-in-progress photo of a shared miniature (issue 26): only while the project is shared, its painter shows the
 * timeline, and the photo is one of the project's; the blob must be the owner's, as for the main photo.
 */
export async function findShowcaseWipImage(
  db: Kysely<Database>,
  token: string,
  photoId: string,
  size: 'card' | 'large',
): Promise<{ sha256: string; mime: string; bytes: Buffer } | undefined> {
  const project = await findSharedProject(db, token);
  const hash = project && showcaseWipPhotoHash(project, photoId, size);
  if (project === undefined || hash === undefined) return undefined;
  const blob = await findOwnedBlob(db, project.userId, hash);
  return blob && { sha256: hash, ...blob };
}
