import { useSyncExternalStore } from 'react';
import { useAuth } from '../account/auth-state';
import { reportPendingChanges } from '../account/session';
import type { NoticeRow } from '../sync/database';
import type { SyncPhase, SyncProblem, SyncStatus } from '../sync/engine';
import { activeNotices, dismissAllNotices, dismissNotice as dismissStoredNotice } from '../sync/notices';
import { getActiveSync, subscribeActiveSync } from '../sync/runtime';
import { useActiveDatabase, useUserLiveQuery } from '../sync/screen';

/** What the header's sync status control shows. */
export interface SyncStatusView {
  phase: SyncPhase;
  /** Changes on this device not yet confirmed by the server (in any tab). */
  pendingCount: number;
  lastSyncedAt: number | null;
  /** Why the last run stopped (the UI says it in words). */
  problem: SyncProblem | null;
  /** False when nobody is, or was, signed in on this device: there is nothing to sync and no control to show. */
  available: boolean;
  /** The server's live stream is open: another device's change shows here at once (data/sync/live.ts). */
  live: boolean;
}

const idle: SyncStatus = { phase: 'idle', pendingCount: 0, lastSyncedAt: null, problem: null, nextRetryAt: null };

function subscribeEngine(listener: () => void): () => void {
  let unsubscribeEngine = getActiveSync()?.engine.subscribe(listener);
  const unsubscribeActive = subscribeActiveSync(() => {
    unsubscribeEngine?.();
    unsubscribeEngine = getActiveSync()?.engine.subscribe(listener);
    listener();
  });
  return () => {
    unsubscribeActive();
    unsubscribeEngine?.();
  };
}

const engineStatus = () => getActiveSync()?.engine.getStatus() ?? idle;

function subscribeLive(listener: () => void): () => void {
  let unsubscribeLive = getActiveSync()?.live.subscribe(listener);
  const unsubscribeActive = subscribeActiveSync(() => {
    unsubscribeLive?.();
    unsubscribeLive = getActiveSync()?.live.subscribe(listener);
    listener();
  });
  return () => {
    unsubscribeActive();
    unsubscribeLive?.();
  };
}

const liveNow = () => getActiveSync()?.live.isLive() ?? false;

/**
 * The sync state: the engine's phase in this tab, with the counts and the last sync time read live from the
 * database (so a sync made by another tab shows here too). Signed out while the data stays: 'signed-out'.
 */
export function useSyncStatus(): SyncStatusView {
  const { user } = useAuth();
  const status = useSyncExternalStore(subscribeEngine, engineStatus, () => idle);
  const live = useSyncExternalStore(subscribeLive, liveNow, () => false);
  const stored = useUserLiveQuery(
    async (db) => {
      const [pendingCount, meta] = await Promise.all([db.outbox.where('status').equals('pending').count(), db.meta.get('sync')]);
      return { pendingCount, lastSyncedAt: meta?.lastSyncedAt ?? null };
    },
    [],
    null,
  );
  const available = useActiveDatabase() !== null;
  // Without a stored session the engine has not necessarily run yet; the painter should still read "Sign in to sync".
  const phase: SyncPhase = status.phase === 'update-required' ? 'update-required' : !user ? 'signed-out' : status.phase;
  return {
    phase,
    pendingCount: stored?.pendingCount ?? status.pendingCount,
    lastSyncedAt: stored?.lastSyncedAt ?? status.lastSyncedAt,
    problem: phase === status.phase ? status.problem : null,
    available,
    live: live && phase === 'idle',
  };
}

/** "Sync now": runs at once, whatever the backoff. */
export function syncNow(): void {
  void getActiveSync()?.engine.syncNow();
}

/** One sync before something that would delete what waits on the device (a logout), for at most `waitMs`. */
export async function syncBeforeLeaving(waitMs: number): Promise<void> {
  const sync = getActiveSync();
  if (!sync) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([sync.engine.syncNow(), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  // The count the logout reads, as it stands now (the live count follows a moment after the sync's last transaction).
  reportPendingChanges(await sync.db.outbox.where('status').equals('pending').count());
}

const noNotices: NoticeRow[] = [];

/** Notices the painter has not dismissed (refused changes, edits of items deleted elsewhere), newest first. */
export function useNotices(): NoticeRow[] {
  return useUserLiveQuery(activeNotices, [], noNotices) ?? noNotices;
}

export async function dismissNotice(id: string): Promise<void> {
  const db = getActiveSync()?.db;
  if (db) await dismissStoredNotice(db, id);
}

export async function dismissNotices(): Promise<void> {
  const db = getActiveSync()?.db;
  if (db) await dismissAllNotices(db);
}

export type { NoticeRow, SyncProblem };
