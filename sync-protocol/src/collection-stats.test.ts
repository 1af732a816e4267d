import { describe, expect, it } from 'vitest';
import { collectionStats } from './collection-stats.js';

const paint = (quantity: number, runningLow = false, status = 'in_stock') => ({
  brand: 'Citadel',
  type: 'Base',
  quantity,
  status,
  runningLow,
});

describe('running low (issue 24)', () => {
  it('counts what the painter marked and paints with no pot left, never a paint merely at one pot', () => {
    const stats = collectionStats([paint(1), paint(1), paint(5, true), paint(0), paint(0, false, 'wishlist')]);
    expect(stats.runningLowCount).toBe(2);
  });

  it('reads rows from before the mark (no field, or the database integer) as unmarked or marked', () => {
    expect(collectionStats([{ brand: 'Citadel', type: 'Base', quantity: 2, status: 'in_stock' }]).runningLowCount).toBe(0);
    expect(collectionStats([{ brand: 'Citadel', type: 'Base', quantity: 2, status: 'in_stock', runningLow: 1 }]).runningLowCount).toBe(1);
  });
});
