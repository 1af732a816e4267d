import { describe, expect, it } from 'vitest';
import { buildStudioIndexes } from './studio.js';
import { equivalenceTable, equivalentsOf } from './equivalents.js';

const catalog = [
  { name: 'Mephiston Red', brand: 'Citadel', color: '#8E020F', type: 'Base' },
  { name: 'Old Red', brand: 'Vallejo', color: '#8E020F', type: 'Acrylic', discontinued: true },
  { name: 'Bloody Red', brand: 'Vallejo', color: '#9A1115', type: 'Acrylic' },
  { name: 'Red Wash', brand: 'Vallejo', color: '#8E020F', type: 'Wash' },
  { name: 'Pure Red', brand: 'Army Painter', color: '#C8102E', type: 'Acrylic' },
  { name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade' },
];
const { brands } = buildStudioIndexes([], catalog);

describe('equivalents', () => {
  it('gives the nearest current paint of the same kind in every other brand, nearest first', () => {
    const found = equivalentsOf(catalog[0]!, brands);
    expect(found.map((match) => match.item.name)).toEqual(['Bloody Red', 'Pure Red']);
    expect(found[0]!.difference).toBeGreaterThan(0);
  });

  it('builds a brand pair table, a row for every current paint of the first brand', () => {
    const rows = equivalenceTable(brands, 'Citadel', 'Vallejo');
    expect(rows.map((row) => [row.from.name, row.to?.item.name])).toEqual([
      ['Nuln Oil', 'Red Wash'],
      ['Mephiston Red', 'Bloody Red'],
    ]);
    expect(equivalenceTable(brands, 'Vallejo', 'Nobody').every((row) => row.to === undefined)).toBe(true);
  });
});
