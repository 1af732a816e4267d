import type { Kysely } from 'kysely';
import { shareTokenSchema, wipPhotoSchema, type WipPhoto } from '@paintforge/sync-protocol';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { findOwnedBlob } from './service.js';

/**
 * Which work-in-progress photos (issue 26) anyone may see: a photo is private like every blob (only its owners read
 * it) unless its miniature is shared AND its painter chose to show the timeline (showTimeline). Turning either off
 * hides every photo of the timeline again at once. The showcase reads the timeline and its photos only through
 * these two functions.
 */

const wipPhotosSchema = z.array(wipPhotoSchema);

/** The timeline a shared miniature shows: its photos when the painter chose to show them, else none. */
export function publicTimeline(project: { showTimeline: 0 | 1; wipPhotos: string }): WipPhoto[] {
  return project.showTimeline === 1 ? wipPhotosSchema.parse(JSON.parse(project.wipPhotos)) : [];
}

/**
 * The bytes of work-in-progress photo `photoId` of the miniature that `token` shares, or undefined when the token
 * opens nothing (turned off, deleted miniature), the timeline is hidden, or the miniature has no such photo. `large`
 * serves the 1600 px copy where there is one. The blob must be the owner's, as for the owner's own reads.
 */
export async function findPublicWipPhoto(
  db: Kysely<Database>,
  token: string,
  photoId: string,
  { large = false }: { large?: boolean } = {},
): Promise<{ sha256: string; mime: string; bytes: Buffer } | undefined> {
  if (!shareTokenSchema.safeParse(token).success) return undefined;
  const project = await db
    .selectFrom('project')
    .select(['userId', 'showTimeline', 'wipPhotos'])
    .where('shareToken', '=', token)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const photo = project && publicTimeline(project).find((item) => item.id === photoId);
  if (project === undefined || photo === undefined) return undefined;
  const hash = (large ? photo.largeImageHash : null) ?? photo.imageHash;
  const blob = await findOwnedBlob(db, project.userId, hash);
  return blob && { sha256: hash, ...blob };
}
