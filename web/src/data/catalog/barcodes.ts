import { Dexie, type EntityTable } from 'dexie';
import { restContract, type CatalogPaint } from '@paintforge/sync-protocol';
import { ApiError } from '../server/api-client';
import { onSignOut } from '../account/auth-state';
import { catalogDatabase } from './catalog';
import { barcodeLinksPendingKey } from '../status/outbox-keys';
import { callRoute } from '../server/rest-client';

/**
 * Pot barcodes on the device (issue 14), so a scan in the shop answers with no network:
 * - the shared code map, refreshed like the catalog (ETag, a 304 when unchanged) and joined with the stored catalog;
 * - the painter's own links, written here first and sent to `POST /api/barcodes` from a small outbox (pending rows)
 *   when the network allows: at once, and again whenever the app starts, comes back online or a painter signs in
 *   (app/shell/outbox-runner.ts, told by a localStorage flag that something waits). A REST outbox rather than a
 *   synced entity: a link is one idempotent upsert per code, never edited on two devices at once, so it needs no
 *   merge, and the server keeps it private until shared.
 */

export const barcodeDatabaseName = 'paintforge-barcodes';
export const sharedBarcodesUrl = restContract.sharedBarcodes.path;

interface SharedCode {
  code: string;
  catalogPaintId: string;
}

interface OwnLink {
  /** `${userId} ${code}`: one device may hold several painters' links. */
  key: string;
  userId: string;
  code: string;
  catalogPaintId: string;
  /** 1 while the server has not stored it yet (the outbox). */
  pending: 0 | 1;
}

interface BarcodeMeta {
  key: 'shared';
  etag: string | null;
  checkedAt: number;
}

export class BarcodeDatabase extends Dexie {
  shared!: EntityTable<SharedCode, 'code'>;
  own!: EntityTable<OwnLink, 'key'>;
  meta!: EntityTable<BarcodeMeta, 'key'>;

  constructor(name: string = barcodeDatabaseName) {
    super(name);
    this.version(1).stores({ shared: 'code', own: 'key, userId, pending', meta: 'key' });
  }
}

let database: BarcodeDatabase | null = null;
export function barcodeDatabase(): BarcodeDatabase {
  database ??= new BarcodeDatabase();
  return database;
}

const ownKey = (userId: string, code: string) => `${userId} ${code}`;

// A painter's links are private: they leave the device with the painter (sign-outs after the scanner was opened;
// the links are keyed by painter, so another painter on this device never reads them either way).
onSignOut(async () => {
  await barcodeDatabase().own.clear();
  localStorage.removeItem(barcodeLinksPendingKey);
});

export type BarcodeRefresh = 'updated' | 'unchanged' | 'offline' | 'error';

/** Brings the shared code map up to date; the stored copy stays as it was on no network or a bad answer. */
export async function refreshSharedBarcodes(
  db: BarcodeDatabase = barcodeDatabase(),
  doFetch: typeof globalThis.fetch = globalThis.fetch.bind(globalThis),
): Promise<BarcodeRefresh> {
  const meta = await db.meta.get('shared');
  const headers = new Headers({ Accept: 'application/json' });
  if (meta?.etag) headers.set('If-None-Match', meta.etag);
  let response: Response;
  try {
    response = await doFetch(sharedBarcodesUrl, { headers, cache: 'no-store', credentials: 'same-origin' });
  } catch {
    return 'offline';
  }
  if (response.status === 304) return 'unchanged';
  if (!response.ok) return 'error';
  const parsed = restContract.sharedBarcodes.response.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return 'error';
  await db.transaction('rw', db.shared, db.meta, async () => {
    await db.shared.clear();
    await db.shared.bulkPut(parsed.data.map(([code, catalogPaintId]) => ({ code, catalogPaintId })));
    await db.meta.put({ key: 'shared', etag: response.headers.get('ETag'), checkedAt: Date.now() });
  });
  return 'updated';
}

/** Sends the painter's pending links, then takes the server's list of them (links made on another device). */
export async function syncOwnBarcodes(userId: string, db: BarcodeDatabase = barcodeDatabase()): Promise<void> {
  if (!(await sendPendingLinks(userId, db))) return;
  const mine = await callRoute(restContract.ownBarcodes, {}).catch(() => undefined);
  if (mine === undefined) return;
  await db.transaction('rw', db.own, async () => {
    const stillPending = new Set((await db.own.where('userId').equals(userId).filter((link) => link.pending === 1).toArray()).map((link) => link.code));
    await db.own.bulkPut(
      mine
        .filter(([code]) => !stillPending.has(code))
        .map(([code, catalogPaintId]) => ({ key: ownKey(userId, code), userId, code, catalogPaintId, pending: 0 as const })),
    );
  });
}

/**
 * Sends the painter's links the server has not stored yet. False when one could not be sent (no network, the session
 * gone, a limit): it stays pending for the next try. The shell's flag goes once no link on the device waits.
 */
export async function sendPendingLinks(userId: string, db: BarcodeDatabase = barcodeDatabase()): Promise<boolean> {
  const pending = await db.own.where('pending').equals(1).filter((link) => link.userId === userId).toArray();
  for (const link of pending) {
    try {
      await callRoute(restContract.linkBarcode, { body: { code: link.code, catalogPaintId: link.catalogPaintId } });
      await db.own.update(link.key, { pending: 0 });
    } catch (error) {
      // A paint gone from the catalog or a code the server refuses will never be stored: drop it, keep the rest.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429)
        await db.own.delete(link.key);
      else {
        await countWaitingLinks(db);
        return false;
      }
    }
  }
  await countWaitingLinks(db);
  return true;
}

/** Writes how many links wait under the shell's key (the logout warns of them), or removes it once none does. */
async function countWaitingLinks(db: BarcodeDatabase): Promise<void> {
  const waiting = await db.own.where('pending').equals(1).count();
  if (waiting === 0) localStorage.removeItem(barcodeLinksPendingKey);
  else localStorage.setItem(barcodeLinksPendingKey, String(waiting));
}

/** Refreshes what a scan reads; every failure leaves the stored copies, which is what offline means. */
export async function refreshBarcodes(userId: string | null): Promise<void> {
  await refreshSharedBarcodes().catch(() => 'error');
  if (userId !== null) await syncOwnBarcodes(userId).catch(() => undefined);
}

/** Links a code for the painter: stored at once (the answer shows offline), sent when the network allows. */
export async function linkBarcode(userId: string, code: string, catalogPaintId: string): Promise<void> {
  const db = barcodeDatabase();
  await db.own.put({ key: ownKey(userId, code), userId, code, catalogPaintId, pending: 1 });
  await countWaitingLinks(db);
  // Not awaited: the answer shows from the stored link at once; the send finishes (or waits for the network) behind it.
  void syncOwnBarcodes(userId, db).catch(() => undefined);
}

export type BarcodeLookup = { found: true; paint: CatalogPaint; source: 'own' | 'shared' } | { found: false };

/** What a code means on this device: the painter's own link first, then the shared map, joined with the stored catalog. */
export async function lookUpBarcode(userId: string | null, code: string): Promise<BarcodeLookup> {
  const db = barcodeDatabase();
  const own = userId === null ? undefined : await db.own.get(ownKey(userId, code));
  const shared = own === undefined ? await db.shared.get(code) : undefined;
  const id = own?.catalogPaintId ?? shared?.catalogPaintId;
  const stored = id === undefined ? undefined : await catalogDatabase().paints.get(id);
  if (stored === undefined) return { found: false };
  const { position: _position, ...paint } = stored;
  return { found: true, paint, source: own !== undefined ? 'own' : 'shared' };
}
