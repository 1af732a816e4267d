import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { catalogDatabase, type CatalogDatabase, type StoredCatalogPaint } from './catalog-database';
import { useOwnColours, withOwnColours } from './own-colours';
import { catalogResponseSchema, type CatalogPaint } from '@paintforge/sync-protocol';
import { buildSearchIndex, type SearchIndex } from '@paintforge/sync-protocol/search';

/**
 * The shared paint catalog, kept on the device in IndexedDB so it opens and searches with no network.
 * It is refreshed from `GET /api/paints/all` with the stored ETag: an unchanged catalog costs one 304.
 * Only the inventory screen (and later the recipe picker) imports this module, so Dexie and the catalog never
 * weigh on the landing page.
 */

export const catalogUrl = '/api/paints/all';

export { CatalogDatabase, catalogDatabase, catalogDatabaseName, type CatalogMeta, type StoredCatalogPaint } from './catalog-database';

export type RefreshOutcome =
  | { outcome: 'updated'; count: number }
  | { outcome: 'unchanged' }
  | { outcome: 'offline' }
  | { outcome: 'error'; message: string };

export interface RefreshOptions {
  db?: CatalogDatabase;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/**
 * Brings the stored catalog up to date. On 200 the response is validated and then replaces the stored rows in
 * one transaction, so a reader sees either the old catalog or the new one, never a half-written mix; on 304 the
 * rows are kept; on no network or a bad answer the stored copy is left as it was.
 */
export async function refreshCatalog(options: RefreshOptions = {}): Promise<RefreshOutcome> {
  const db = options.db ?? catalogDatabase();
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;

  const [meta, storedCount] = await Promise.all([db.meta.get('catalog'), db.paints.count()]);
  const headers = new Headers({ Accept: 'application/json' });
  // Only ask "has it changed?" when there is a stored copy to keep.
  if (meta?.etag && storedCount > 0) headers.set('If-None-Match', meta.etag);

  let response: Response;
  try {
    // no-store: the stored copy in IndexedDB is the cache; the browser's HTTP cache would only duplicate it.
    response = await doFetch(catalogUrl, { headers, cache: 'no-store', credentials: 'same-origin' });
  } catch {
    return { outcome: 'offline' };
  }

  if (response.status === 304) {
    if (meta) await db.meta.put({ ...meta, checkedAt: now() });
    return { outcome: 'unchanged' };
  }
  if (!response.ok) return { outcome: 'error', message: `${response.status}: ${response.statusText || 'the paint database could not be loaded'}` };

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { outcome: 'error', message: 'The paint database answer was not valid JSON.' };
  }
  const parsed = catalogResponseSchema.safeParse(body);
  if (!parsed.success) return { outcome: 'error', message: 'The paint database answer did not have the expected shape.' };
  if (parsed.data.length === 0) return { outcome: 'error', message: 'The paint database answer was empty.' };

  const rows: StoredCatalogPaint[] = parsed.data.map((paint, position) => ({ ...paint, position }));
  const at = now();
  await db.transaction('rw', db.paints, db.meta, async () => {
    await db.paints.clear();
    await db.paints.bulkPut(rows);
    await db.meta.put({ key: 'catalog', etag: response.headers.get('ETag'), fetchedAt: at, checkedAt: at, count: rows.length });
  });
  return { outcome: 'updated', count: rows.length };
}

export type CatalogStatus = 'loading' | 'ready' | 'offline' | 'error';

interface RefreshState {
  running: boolean;
  last: RefreshOutcome | null;
}

/**
 * What the catalog screen should show, from the number of stored paints (undefined while IndexedDB is being
 * read) and the state of the refresh. A stored copy is always shown; 'offline' then only says it could not be
 * checked.
 */
export function catalogStatus(storedCount: number | undefined, refresh: RefreshState): CatalogStatus {
  if (storedCount === undefined) return 'loading';
  const failed = refresh.last?.outcome === 'offline' ? 'offline' : refresh.last?.outcome === 'error' ? 'error' : null;
  if (storedCount > 0) return failed === 'offline' ? 'offline' : 'ready';
  // 'updated' with nothing read yet: the live query has not caught up with the new rows.
  if (refresh.running || refresh.last === null || refresh.last.outcome === 'updated') return 'loading';
  return failed ?? 'ready';
}

let refreshState: RefreshState = { running: false, last: null };
let inFlight: Promise<RefreshOutcome> | null = null;
const refreshListeners = new Set<() => void>();

function setRefreshState(next: RefreshState) {
  refreshState = next;
  refreshListeners.forEach((listener) => listener());
}

/** Runs one refresh at a time; later callers share the running one. */
function startRefresh(): Promise<RefreshOutcome> {
  if (inFlight) return inFlight;
  // Known offline: skip a request that can only fail (and that the browser would log as an error).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    setRefreshState({ running: false, last: { outcome: 'offline' } });
    return Promise.resolve({ outcome: 'offline' });
  }
  setRefreshState({ ...refreshState, running: true });
  inFlight = refreshCatalog()
    .catch((error: unknown): RefreshOutcome => ({ outcome: 'error', message: error instanceof Error ? error.message : String(error) }))
    .then((outcome) => {
      inFlight = null;
      setRefreshState({ running: false, last: outcome });
      // The shared barcode map travels with the catalog (issue 14): a device that reached the server brings it up to
      // date too. Loaded on demand and not awaited, so the catalog's status never waits for it.
      if (outcome.outcome === 'updated' || outcome.outcome === 'unchanged') {
        void import('./barcodes').then(({ refreshSharedBarcodes }) => refreshSharedBarcodes()).catch(() => undefined);
        // The painter's own colour reports (another device's too) travel with it: what only they see.
        void import('./own-colours-refresh').then(({ refreshOwnColours }) => refreshOwnColours()).catch(() => undefined);
      }
      return outcome;
    });
  return inFlight;
}

function subscribeRefresh(listener: () => void) {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

const sortedPaints = () =>
  catalogDatabase()
    .paints.orderBy('position')
    .toArray();

export interface CatalogState {
  paints: CatalogPaint[];
  status: CatalogStatus;
  /** When the stored copy was downloaded, or null before the first download. */
  fetchedAt: number | null;
  /** Tries the download again (after 'offline' or 'error'). */
  retry: () => void;
}

const noPaints: CatalogPaint[] = [];
const retry = () => void startRefresh();

/**
 * The catalog for a screen: the stored paints (live: a refresh shows up at once) as the signed-in painter sees them
 * (their own colour reports applied: own-colours.ts), and a status. Checks the server once per app start, and again
 * when the device comes back online after a failed check.
 */
export function useCatalog(): CatalogState {
  const stored = useLiveQuery(sortedPaints, []);
  const own = useOwnColours();
  const paints = useMemo(() => (stored === undefined ? undefined : withOwnColours(stored, own)), [stored, own]);
  const meta = useLiveQuery(() => catalogDatabase().meta.get('catalog'), []);
  const refresh = useSyncExternalStore(subscribeRefresh, () => refreshState, () => refreshState);

  useEffect(() => {
    if (refreshState.last === null || (refreshState.last.outcome !== 'updated' && refreshState.last.outcome !== 'unchanged')) void startRefresh();
    const onOnline = () => {
      const last = refreshState.last?.outcome;
      if (last === 'offline' || last === 'error') void startRefresh();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  return {
    paints: (paints as CatalogPaint[] | undefined) ?? noPaints,
    status: catalogStatus(paints?.length, refresh),
    fetchedAt: meta?.fetchedAt ?? null,
    retry,
  };
}

const indexCache = new WeakMap<readonly CatalogPaint[], SearchIndex<CatalogPaint>>();

/** The search index of a paint list, built once per list (the live query hands out a new list only on change). */
export function catalogSearchIndex(paints: readonly CatalogPaint[]): SearchIndex<CatalogPaint> {
  let index = indexCache.get(paints);
  if (!index) {
    index = buildSearchIndex(paints);
    indexCache.set(paints, index);
  }
  return index;
}
