import { randomBytes } from 'node:crypto';
import { shareTokenOf, showcasePath, type ShareResponse, mutations } from '@paintforge/sync-protocol';
import { nowIso } from '../../db/schema.js';
import { projectNotFound } from '../recipes/service.js';
import { applyServerMutations, type SyncDeps } from '../sync/apply.js';

// The answer's schema is the REST contract's (sync-protocol rest-answers.ts).
export { shareResponseSchema } from '@paintforge/sync-protocol';

async function liveShareToken(sync: SyncDeps, userId: string, projectId: string): Promise<string | null> {
  const project = await sync.db
    .selectFrom('project')
    .select('shareToken')
    .where('id', '=', projectId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (project === undefined) throw projectNotFound();
  return project.shareToken;
}

/**
 * POST /api/projects/{id}/share: the project's link, through `project.share` like a device's share. A project
 * already shared keeps its link (a second client asking must not break the one already sent around).
 */
export async function shareProject(sync: SyncDeps, userId: string, projectId: string, appUrl: string): Promise<ShareResponse> {
  let token = await liveShareToken(sync, userId, projectId);
  if (token === null) {
    token = shareTokenOf(randomBytes(16));
    await applyServerMutations(sync, userId, [
      { mutation: mutations.project.share, args: { id: projectId, shareToken: token, updatedAt: nowIso() } },
    ]);
  }
  return { token, url: `${appUrl}${showcasePath(token)}` };
}

/** DELETE /api/projects/{id}/share: the link stops working at once; sharing again makes a new one. */
export async function unshareProject(sync: SyncDeps, userId: string, projectId: string): Promise<void> {
  if ((await liveShareToken(sync, userId, projectId)) === null) return;
  await applyServerMutations(sync, userId, [{ mutation: mutations.project.unshare, args: { id: projectId, updatedAt: nowIso() } }]);
}
