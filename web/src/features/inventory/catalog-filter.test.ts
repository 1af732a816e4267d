import { describe, expect, it } from 'vitest';
import { filterCatalog, optionsOf } from './catalog-filter';

const paints = [
  { id: 1, brand: 'Citadel', range: 'Base' },
  { id: 2, brand: 'Citadel', range: 'Layer' },
  { id: 3, brand: 'Vallejo', range: 'Model Color' },
];

describe('catalog filter', () => {
  it('filters by brand, then by range', () => {
    expect(filterCatalog(paints, { brand: '', range: '' })).toBe(paints);
    expect(filterCatalog(paints, { brand: 'Citadel', range: '' }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterCatalog(paints, { brand: 'Citadel', range: 'Layer' }).map((p) => p.id)).toEqual([2]);
    expect(filterCatalog(paints, { brand: 'Vallejo', range: 'Layer' })).toEqual([]);
  });

  it('builds sorted, distinct menu options', () => {
    expect(optionsOf(['Vallejo', 'citadel', 'Army Painter', 'Vallejo', 'Wave 10', 'Wave 2'])).toEqual([
      'Army Painter',
      'citadel',
      'Vallejo',
      'Wave 2',
      'Wave 10',
    ]);
  });
});
