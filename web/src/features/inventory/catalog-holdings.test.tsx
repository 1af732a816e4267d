import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { addPaint, addPaintFromCatalog, holdingsOf, movePaint } from '../../data/collection/paints';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { painter, renderScreen } from '../../testing/render';
import { holdingBadge } from './catalog-browser';

const nulnOil: CatalogPaint = {
  id: 'citadel-nuln-oil',
  name: 'Nuln Oil',
  brand: 'Citadel',
  range: 'Shade',
  type: 'Shade',
  color: '#14100E',
  userId: null,
};

let stopSync: (() => void) | null = null;
async function signedInWithDatabase() {
  const view = renderScreen(<p>Inventory</p>, { user: painter });
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  // The painter's database outlives a test (fake-indexeddb): each test starts from an empty one.
  await Promise.all([db.paints.clear(), db.outbox.clear(), db.confirmedPaints.clear()]);
  view.unmount();
}
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

async function liveRows() {
  return (await (await requireDatabase()).paints.toArray()).filter((row) => row.deletedAt === null);
}

describe('one row per catalog paint, and badges that tell the truth', () => {
  it('a wished paint is "On wishlist", never owned; buying it moves the same row into the inventory', async () => {
    await signedInWithDatabase();
    expect(await addPaintFromCatalog(nulnOil, 'wishlist')).toBe('added');
    expect(holdingBadge(holdingsOf(await liveRows()).get(nulnOil.id))).toBe('On wishlist');
    expect(await addPaintFromCatalog(nulnOil, 'wishlist')).toBe('already-wished');

    expect(await addPaintFromCatalog(nulnOil, 'inventory', 2)).toBe('bought');
    const rows = await liveRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isWishlist: false, status: 'in_stock', quantity: 2 });
    expect(holdingBadge(holdingsOf(rows).get(nulnOil.id))).toBe('Owned ×2');
  });

  it('adding an owned paint again adds one to its quantity; the wishlist leaves an owned paint alone', async () => {
    await signedInWithDatabase();
    expect(await addPaintFromCatalog(nulnOil, 'inventory')).toBe('added');
    expect(await addPaintFromCatalog(nulnOil, 'inventory')).toBe('incremented');
    expect(await addPaintFromCatalog(nulnOil, 'wishlist')).toBe('already-owned');
    const rows = await liveRows();
    expect(rows.map(({ quantity, isWishlist }) => ({ quantity, isWishlist }))).toEqual([{ quantity: 2, isWishlist: false }]);
    expect(holdingBadge(holdingsOf(rows).get(nulnOil.id))).toBe('Owned ×2');
  });

  it('running low moves the owned row back to the wishlist', async () => {
    await signedInWithDatabase();
    await addPaintFromCatalog(nulnOil, 'inventory');
    const [row] = await liveRows();
    await movePaint(row!.id, 'wishlist');
    const rows = await liveRows();
    expect(rows).toHaveLength(1);
    expect(holdingBadge(holdingsOf(rows).get(nulnOil.id))).toBe('On wishlist');
  });

  it('paints not from the catalog and deleted rows are not counted', async () => {
    await signedInWithDatabase();
    await addPaint({ name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade' });
    expect(holdingBadge(holdingsOf(await liveRows()).get(nulnOil.id))).toBeNull();
  });
});
