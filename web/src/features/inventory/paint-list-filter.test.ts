import { describe, expect, it } from 'vitest';
import type { PaintRow } from '@paintforge/sync-protocol';
import { filterPaints, hexQuery, noFilter } from './paint-list-filter';

const at = '2026-01-01T00:00:00.000Z';
function paint(name: string, color: string, extra: Partial<PaintRow> = {}): PaintRow {
  return {
    id: name,
    name,
    brand: 'Citadel',
    color,
    type: 'Base',
    range: null,
    catalogId: null,
    quantity: 1,
    status: 'in_stock',
    isWishlist: false,
    priority: 'medium',
    notes: null,
    runningLow: false,
    createdAt: at,
    updatedAt: at,
    conflicts: [],
    deletedAt: null,
    ...extra,
  };
}

const paints = [
  paint('Mephiston Red', '#9A1115'),
  paint('abaddon Black', '#231F20', { quantity: 5 }),
  paint('Khorne Red', '#6A0001', { brand: 'Vallejo' }),
  paint('Caliban Green', '#00401F'),
  paint('Évil Sunz Scarlet', '#C01411', { type: 'Layer' }),
];

describe('the inventory search, filters and sort', () => {
  it('sorts by name with one collator: case and accents do not split the order', () => {
    expect(filterPaints(paints, noFilter).map((p) => p.name)).toEqual([
      'abaddon Black',
      'Caliban Green',
      'Évil Sunz Scarlet',
      'Khorne Red',
      'Mephiston Red',
    ]);
  });

  it('quantity sorts most first; brand and type filter', () => {
    expect(filterPaints(paints, { ...noFilter, sort: 'quantity' })[0]!.name).toBe('abaddon Black');
    expect(filterPaints(paints, { ...noFilter, brand: 'Vallejo' }).map((p) => p.name)).toEqual(['Khorne Red']);
    expect(filterPaints(paints, { ...noFilter, type: 'Layer' }).map((p) => p.name)).toEqual(['Évil Sunz Scarlet']);
  });

  it('a word matches name, brand or colour', () => {
    expect(filterPaints(paints, { ...noFilter, query: 'red' }).map((p) => p.name)).toEqual(['Khorne Red', 'Mephiston Red']);
    expect(filterPaints(paints, { ...noFilter, query: 'vallejo' }).map((p) => p.name)).toEqual(['Khorne Red']);
  });

  it('a hex query finds the near colours, nearest first, and leaves far ones out', () => {
    expect(hexQuery('#8a0303')).toBe('#8A0303');
    expect(hexQuery('#f00')).toBe('#FF0000');
    expect(hexQuery('8a0303')).toBeNull();
    const found = filterPaints(paints, { ...noFilter, query: '#8a0303' }).map((p) => p.name);
    expect(found.slice(0, 2).sort()).toEqual(['Khorne Red', 'Mephiston Red']);
    expect(found).not.toContain('Caliban Green');
    expect(found).not.toContain('abaddon Black');
  });
});
