import type { CatalogPaint, PaintRow } from '@paintforge/sync-protocol';

/**
 * A painter's paint as a device keeps it, for component tests: a black pot in stock, with only the fields a test
 * names changed. One fixture, so a new field of the row is added once here, not in every test that shows a paint.
 */
export function paintRow(fields: Partial<PaintRow> = {}): PaintRow {
  return {
    id: 'id-1',
    name: 'Abaddon Black',
    brand: 'Citadel',
    color: '#231F20',
    type: 'Base',
    range: null,
    catalogId: null,
    quantity: 2,
    status: 'in_stock',
    isWishlist: false,
    runningLow: false,
    priority: 'medium',
    notes: null,
    conflicts: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deletedAt: null,
    ...fields,
  };
}

/** A catalog paint the scanner's tests look up: Citadel's Mephiston Red, a flat red. */
export const mephistonRed: CatalogPaint = {
  id: 'mephiston',
  name: 'Mephiston Red',
  brand: 'Citadel',
  range: 'Base',
  type: 'Base',
  color: '#9A1115',
  userId: null,
};
