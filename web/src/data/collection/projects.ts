import { useEffect, useMemo } from 'react';
import { notFound, shareTokenOf, showcasePath, type ProjectRow, mutations } from '@paintforge/sync-protocol';
import { getAuthToken } from '../account/auth-state';
import { downloadBlob, photoBlob } from '../sync/blobs';
import { requireDatabase } from '../sync/runtime';
import { newId, nowIso, useActiveDatabase, useUserLiveQuery, writeLocal } from '../sync/screen';
import { textEdit } from './text-edit';

/** The painter's projects (painted miniatures) for the screens: live reads and changes, saved locally first. */

export interface ProjectListItem extends ProjectRow {
  /** Recipe rows still in the recipe (removed ones not counted). */
  recipeCount: number;
}

const noProjects: ProjectListItem[] = [];

/** Live projects, newest first, each with its recipe count. */
export function useProjects(): ProjectListItem[] | undefined {
  return useUserLiveQuery(
    async (db) => {
      const projects = await db.projects.orderBy('createdAt').reverse().filter((project) => project.deletedAt === null).toArray();
      const counts = new Map<string, number>();
      await db.recipes.each((row) => {
        if (row.deletedAt === null) counts.set(row.projectId, (counts.get(row.projectId) ?? 0) + 1);
      });
      return projects.map((project) => ({ ...project, recipeCount: counts.get(project.id) ?? 0 }));
    },
    [],
    noProjects,
  );
}

export interface ProjectFields {
  name: string;
  description?: string | null;
  status?: ProjectRow['status'];
  /** The stage a new entry starts at (a gallery miniature is painted; a box off the pile is often unbuilt). */
  stage?: ProjectRow['stage'];
  /** Models in the entry: more than one for a unit or a whole box. */
  modelCount?: number;
  /** When the models were bought (an ISO instant); absent means now. */
  acquiredAt?: string | null;
  showTimeline?: boolean;
  /** The photo. Its bytes are stored on this device by their SHA-256 and uploaded before the project is sent. */
  image?: Blob | null;
  /** The same photo's large copy (details view, showcase); saved, replaced and removed together with `image`. */
  largeImage?: Blob | null;
}

/** The photo's blobs for a write: the card's copy and, when there is one, the large copy. */
async function photoBlobs(image: Blob | null | undefined, largeImage: Blob | null | undefined) {
  const card = image ? await photoBlob(image) : null;
  const large = card && largeImage ? await photoBlob(largeImage) : null;
  return {
    hashes: { imageHash: card?.sha256 ?? null, largeImageHash: large?.sha256 ?? null },
    blobs: [card, large].filter((blob) => blob !== null),
  };
}

/** Creates a project. Returns its id. Throws MutationRejected (the form's message) or PhotoRefused (type, size). */
export async function createProject({ image, largeImage, ...fields }: ProjectFields): Promise<string> {
  const id = newId();
  const photo = await photoBlobs(image, largeImage);
  await writeLocal(mutations.project.create, { ...fields, id, ...photo.hashes, createdAt: nowIso() }, photo.blobs.length ? { blobs: photo.blobs } : {});
  return id;
}

type EditableProject = Pick<ProjectRow, 'name' | 'description' | 'status' | 'imageHash' | 'largeImageHash' | 'modelCount' | 'acquiredAt' | 'showTimeline'>;

/**
 * Edits a project: only the fields that changed travel. `image: null` removes the photo; a Blob replaces it. `seen`: the
 * description the form opened with, the base of a description edit (text-edit.ts).
 */
export async function updateProject(
  id: string,
  { image, largeImage, stage: _stage, ...fields }: Partial<ProjectFields>,
  seen?: Pick<ProjectRow, 'description'>,
): Promise<void> {
  const db = await requireDatabase();
  const current = await db.projects.get(id);
  if (!current) throw notFound('project');
  const photo = await photoBlobs(image, largeImage);
  const requested: Partial<EditableProject> = { ...fields, ...(image === undefined ? {} : photo.hashes) };
  const { changes, base } = textEdit<EditableProject, 'description'>(current, requested, ['description'], seen);
  if (!changes) return;
  await writeLocal(mutations.project.update, { id, changes, base, updatedAt: nowIso() }, photo.blobs.length ? { blobs: photo.blobs } : {});
}

/** Deletes a project; its recipe hides with it and comes back with restoreProject. */
export async function deleteProject(id: string): Promise<void> {
  await writeLocal(mutations.project.delete, { id, deletedAt: nowIso() });
}

export async function restoreProject(id: string): Promise<void> {
  await writeLocal(mutations.project.restore, { id, updatedAt: nowIso() });
}

// An object URL outlives a component by a moment, so React's development double-mount reuses it instead of
// showing a revoked one.
const pendingRevocations = new Map<string, ReturnType<typeof setTimeout>>();
const revokeDelayMs = 1_000;

/**
 * An object URL for a photo: from the bytes on this device, else downloaded (`GET /api/blobs/:sha256` with the
 * bearer token) and stored, so it shows offline from then on. Null while there is none; revoked on unmount.
 */
export function useBlobUrl(hash: string | null | undefined): string | null {
  const db = useActiveDatabase();
  const stored = useUserLiveQuery(async (current) => ({ row: hash ? await current.blobs.get(hash) : undefined }), [hash], { row: undefined });
  const row = stored?.row;
  const url = useMemo(() => (row ? URL.createObjectURL(new Blob([row.bytes], { type: row.mime })) : null), [row]);

  useEffect(() => {
    if (!url) return;
    clearTimeout(pendingRevocations.get(url));
    pendingRevocations.delete(url);
    return () => {
      pendingRevocations.set(
        url,
        setTimeout(() => {
          pendingRevocations.delete(url);
          URL.revokeObjectURL(url);
        }, revokeDelayMs),
      );
    };
  }, [url]);

  const missing = stored !== undefined && !row;
  useEffect(() => {
    const token = getAuthToken();
    if (!db || !hash || !missing || !token) return;
    const retry = () => void downloadBlob(db, hash, token);
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [db, hash, missing]);

  return url;
}

/** Where a project's showcase is: the link anyone can open while it is shared. */
export function showcaseUrl(token: string): string {
  return `${window.location.origin}${showcasePath(token)}`;
}

export interface ProjectShare {
  /** The link's token on this device; null while the project is private. */
  token: string | null;
  /** True once the server has confirmed this token: before that the link opens nothing. */
  live: boolean;
}

/**
 * A project's sharing, live. The link works once the server has the share, which is when the confirmed row (what
 * the server last sent) carries the same token as the view (which includes this device's pending changes).
 */
export function useProjectShare(id: string): ProjectShare | undefined {
  return useUserLiveQuery(
    async (db) => {
      const token = (await db.projects.get(id))?.shareToken ?? null;
      const confirmed = (await db.confirmedProjects.get(id))?.shareToken ?? null;
      return { token, live: token !== null && token === confirmed };
    },
    [id],
    { token: null, live: false },
  );
}

/**
 * Shares a project, offline too: the token (128 random bits) is made here, so the link is known at once and goes
 * live when this device syncs. Sharing a shared project keeps its link. Returns the token.
 */
export async function shareProject(id: string): Promise<string> {
  const db = await requireDatabase();
  const current = await db.projects.get(id);
  if (!current || current.deletedAt !== null) throw notFound('project');
  if (current.shareToken) return current.shareToken;
  const shareToken = shareTokenOf(crypto.getRandomValues(new Uint8Array(16)));
  await writeLocal(mutations.project.share, { id, shareToken, updatedAt: nowIso() });
  return shareToken;
}

/** Stops sharing: the link answers "not found" once this syncs, and a later share makes a new one. */
export async function unshareProject(id: string): Promise<void> {
  await writeLocal(mutations.project.unshare, { id, updatedAt: nowIso() });
}
