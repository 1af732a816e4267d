import { Dexie, type EntityTable } from 'dexie';
import { canonicalBarcode, mutations, restContract, type CatalogPaint } from '@paintforge/sync-protocol';
import { onSignOut } from '../account/auth-state';
import { getActiveSync } from '../sync/runtime';
import { writeLocal, writeLocalBatch } from '../sync/screen';
import { catalogDatabase } from './catalog';
import { barcodeLinksPendingKey } from '../status/outbox-keys';
import { callRoute } from '../server/rest-client';

/**
 * Pot barcodes on the device (issue 14), so a scan in the shop answers with no network:
 * - the shared code map, refreshed like the catalog (ETag, a 304 when unchanged) and joined with the stored catalog;
 * - the painter's own links, kept here for scans and queued in the painter's sync outbox as a `barcode.link@1`
 *   delivery (issue 32, "one outbox"), which the sync engine sends with every other change. A delivery rather than
 *   a synced entity: a link is one idempotent upsert per code, never edited on two devices at once, so it needs no
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
  /**
   * 1: an older app's outbox (before the one outbox) had not sent it yet; adoptOlderWaitingLinks queues it in the
   * sync outbox once. This app writes 0 (what waits is in the sync outbox).
   */
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

/** The codes of the painter's links still waiting in their sync outbox, as the server will store them. */
async function waitingLinkCodes(): Promise<Set<string>> {
  const outbox = getActiveSync()?.db.outbox;
  if (!outbox) return new Set();
  const rows = await outbox.where('status').equals('pending').filter((row) => row.name === mutations.barcode.link.key).toArray();
  return new Set(rows.map((row) => canonicalBarcode(String((row.args as { code?: unknown }).code)) ?? ''));
}

/** Takes the server's list of the painter's links (links made on another device); a link still waiting here stays as it is. */
export async function syncOwnBarcodes(userId: string, db: BarcodeDatabase = barcodeDatabase()): Promise<void> {
  const mine = await callRoute(restContract.ownBarcodes, {}).catch(() => undefined);
  if (mine === undefined) return;
  const waiting = await waitingLinkCodes();
  await db.own.bulkPut(
    mine
      .filter(([code]) => !waiting.has(code))
      .map(([code, catalogPaintId]) => ({ key: ownKey(userId, code), userId, code, catalogPaintId, pending: 0 as const })),
  );
}

/**
 * Queues in the sync outbox, once, the links an older app's own outbox had not sent (pending rows, counted under a
 * localStorage key); then nothing waits outside the one outbox.
 */
export async function adoptOlderWaitingLinks(userId: string, db: BarcodeDatabase = barcodeDatabase()): Promise<void> {
  const waiting = await db.own.where('pending').equals(1).filter((link) => link.userId === userId).toArray();
  // A link this app's rules refuse (a paint no longer in the catalog is the server's to refuse) is left out alone.
  await writeLocalBatch(waiting.map((link) => (write) => write(mutations.barcode.link, { code: link.code, catalogPaintId: link.catalogPaintId })));
  await db.own.bulkPut(waiting.map((link) => ({ ...link, pending: 0 as const })));
  if ((await db.own.where('pending').equals(1).count()) === 0) localStorage.removeItem(barcodeLinksPendingKey);
}

/** Refreshes what a scan reads; every failure leaves the stored copies, which is what offline means. */
export async function refreshBarcodes(userId: string | null): Promise<void> {
  await refreshSharedBarcodes().catch(() => 'error');
  if (userId !== null) await syncOwnBarcodes(userId).catch(() => undefined);
}

/**
 * Links a code for the painter: queued in the sync outbox (sent with their other changes when the network allows),
 * then stored for scans, so the answer shows at once, offline too.
 */
export async function linkBarcode(userId: string, code: string, catalogPaintId: string): Promise<void> {
  await writeLocal(mutations.barcode.link, { code, catalogPaintId });
  await barcodeDatabase().own.put({ key: ownKey(userId, code), userId, code, catalogPaintId, pending: 0 });
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
