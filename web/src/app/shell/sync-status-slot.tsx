import { lazy, Suspense, useEffect } from 'react';
import { useHasSyncUser } from '../../data/sync-user';

// Dexie, the sync engine and the control load only for a painter who is, or was, signed in on this device.
const SyncStatusControl = lazy(() => import('./sync-status'));

/**
 * Runs the sync layer while there is a painter to sync for: opens their database on sign-in, keeps it while a
 * session has only expired, and lets the runtime close it on sign-out (data/sync/runtime.ts).
 */
export function useSyncRuntime(): void {
  const wanted = useHasSyncUser();
  useEffect(() => {
    if (!wanted) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../data/sync/runtime').then(({ startSyncRuntime }) => {
      if (!cancelled) stop = startSyncRuntime();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [wanted]);
}

/** The header's place for the sync status control: hidden for someone never signed in here; a same-size placeholder while it loads. */
export function SyncStatusSlot() {
  if (!useHasSyncUser()) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="size-10 shrink-0" />}>
      <SyncStatusControl />
    </Suspense>
  );
}
