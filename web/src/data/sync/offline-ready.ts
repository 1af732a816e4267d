import { photoHashesOf } from '@paintforge/sync-protocol';
import { refreshCatalog } from '../catalog/catalog';
import { refreshSharedBarcodes } from '../catalog/barcodes';
import { downloadBlob } from './blobs';
import type { UserDatabase } from './database';
import { reportSavedForOffline } from './offline-notice';

/** Where a device remembers that it told this painter their paint database is stored (once per painter). */
const toldKey = (userId: string) => `paintforge.saved-for-offline.${userId}`;

/**
 * Ready for the shop after one sign-in (issue 33): once the painter's device has synced, it stores in the background
 * what it needs with no network, without the painter opening any screen: the catalog, the shared barcode map and
 * the painter's photos (each miniature's and its timeline's). When the catalog was newly stored here for a painter,
 * the shell says "Paint database saved for offline use", once. Every failure leaves what was stored: it is tried again at
 * the next sign-in or start.
 */
export async function storeForOffline(db: UserDatabase, userId: string, token: string): Promise<void> {
  const catalog = await refreshCatalog();
  await refreshSharedBarcodes().catch(() => 'error');
  // Said when this device newly stored it for this painter: a device that had it already has nothing to announce.
  if (catalog.outcome === 'updated' && localStorage.getItem(toldKey(userId)) === null) {
    localStorage.setItem(toldKey(userId), new Date().toISOString());
    reportSavedForOffline();
  }
  const projects = await db.projects.filter((project) => project.deletedAt === null).toArray();
  for (const hash of new Set(projects.flatMap(photoHashesOf))) {
    // One at a time, behind the painter's own requests; a photo already here is not fetched again.
    if (!(await db.blobs.get(hash))) await downloadBlob(db, hash, token);
  }
}
