import { periodicSyncTag } from '../../data/sync/triggers';

/** How often the browser may wake the worker to sync with the app closed; it decides the real rhythm (engagement, battery). */
export const periodicSyncMinIntervalMs = 12 * 60 * 60 * 1000;

interface PeriodicSyncManagerLike {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/**
 * Asks for Periodic Background Sync where the browser grants it (Chromium, for an installed app the painter uses), so
 * changes left waiting go out, and others' arrive, even when neither a write nor the network coming back fires the
 * one-off sync. Elsewhere (no API, or permission not granted) nothing happens: the page's triggers and the one-off sync
 * cover it.
 */
export async function registerPeriodicSync(registration: ServiceWorkerRegistration): Promise<void> {
  const periodicSync = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManagerLike }).periodicSync;
  if (!periodicSync || !navigator.permissions) return;
  try {
    const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (permission.state === 'granted') await periodicSync.register(periodicSyncTag, { minInterval: periodicSyncMinIntervalMs });
  } catch {
    // Unknown permission name or refused: the other triggers cover it.
  }
}
