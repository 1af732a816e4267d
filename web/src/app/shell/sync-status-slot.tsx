import { lazy, Suspense, useEffect } from 'react';
import { AfterFirstPaint, afterPaintAndIdle } from '../../components/after-first-paint';
import { afterDataLayer } from '../../data/collection/data-layer';
import { useHasSyncUser } from '../../data/account/sync-user';

// Dexie, the sync engine and the control load only for a painter who is, or was, signed in on this device, and only
// once the page's first frame is painted: fetched before it, they shared a slow network with the page's own code.
const SyncStatusControl = lazy(afterDataLayer(() => import('./sync-status')));
const loadRuntime = afterDataLayer(() => import('../../data/sync/runtime'));

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
    const cancelWait = afterPaintAndIdle(() => {
      void loadRuntime().then(({ startSyncRuntime }) => {
        if (!cancelled) stop = startSyncRuntime();
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [wanted]);
}

const controlRoom = <span aria-hidden="true" className="size-10 shrink-0" />;

/** The header's place for the sync status control: hidden for someone never signed in here; a same-size placeholder while it loads. */
export function SyncStatusSlot() {
  if (!useHasSyncUser()) return null;
  return (
    <AfterFirstPaint placeholder={controlRoom}>
      <Suspense fallback={controlRoom}>
        <SyncStatusControl />
      </Suspense>
    </AfterFirstPaint>
  );
}
