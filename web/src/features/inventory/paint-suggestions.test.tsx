import { describe, expect, it } from 'vitest';
import { type CatalogPaint } from '@paintforge/sync-protocol';
import { buildSearchIndex } from '@paintforge/sync-protocol/search';
import type { CatalogHolding } from '../../data/collection/paints';
import { suggestionsFor } from './paint-suggestions';

const pot = (range: string, type: string, color: string): CatalogPaint => ({
  id: `macragge-${range}`,
  name: 'Macragge Blue',
  brand: 'Citadel',
  range,
  type,
  color,
  userId: null,
  discontinued: false,
});
const index = buildSearchIndex([pot('Air', 'Air', '#0E407D'), pot('Spray', 'Spray', '#0F3D7B'), pot('Base', 'Base', '#1F3D7B')]);

describe('Add Paint suggestions', () => {
  it('list the brush-on pot first, and a pot the painter owns before any other', () => {
    expect(suggestionsFor(index, 'macragge', '').map((paint) => paint.range)).toEqual(['Base', 'Air', 'Spray']);
    const ownsSpray = new Map<string, CatalogHolding>([['macragge-Spray', { owned: { id: 'row', quantity: 2 }, wished: null }]]);
    expect(suggestionsFor(index, 'macragge', 'Citadel', ownsSpray).map((paint) => paint.range)).toEqual(['Spray', 'Base', 'Air']);
    // A paint only wished for is not owned.
    const wishesSpray = new Map<string, CatalogHolding>([['macragge-Spray', { owned: null, wished: { id: 'row' } }]]);
    expect(suggestionsFor(index, 'macragge', '', wishesSpray).map((paint) => paint.range)).toEqual(['Base', 'Air', 'Spray']);
  });

  it('forgive a typo', () => {
    expect(suggestionsFor(index, 'macrage blue', '')).toHaveLength(3);
  });
});
