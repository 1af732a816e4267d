import { describe, expect, it } from 'vitest';
import type { PaintRow } from '@paintforge/sync-protocol';
import type { RecipeItem } from '../../data/collection/recipes';
import { groupByPart, missingPaints, moveNextTo, moveWithinPart, ownershipOf } from './recipe-model';

const item = (id: string, partName: string, paint: Partial<RecipeItem['paint']> = {}, paintId: string | null = `p-${id}`): RecipeItem => {
  const resolved = {
    id: paintId,
    name: `Paint ${id}`,
    brand: 'Citadel',
    color: '#336699',
    type: 'Base',
    source: 'catalog' as const,
    catalogId: paintId,
    ...paint,
  };
  return {
    id,
    projectId: 'project',
    paintId,
    paintSnapshot: {
      name: resolved.name,
      brand: resolved.brand,
      color: resolved.color,
      type: resolved.type,
      range: resolved.range ?? null,
    },
    partName,
    technique: null,
    usageNotes: null,
    position: `a${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    conflicts: [],
    deletedAt: null,
    paint: resolved,
  };
};

const own = (id: string, fields: Partial<PaintRow> = {}): PaintRow =>
  ({
    id,
    name: `Own ${id}`,
    brand: 'Vallejo',
    color: '#000000',
    type: 'Base',
    quantity: 1,
    status: 'in_stock',
    isWishlist: false,
    priority: 'medium',
    notes: null,
    range: null,
    catalogId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deletedAt: null,
    ...fields,
  }) as PaintRow;

describe('the recipe by part', () => {
  const rows = [item('1', 'Armor'), item('2', 'Skin'), item('3', 'Armor'), item('4', 'Skin'), item('5', 'Armor')];

  it('groups rows by part in the order each part first appears, rows in recipe order', () => {
    expect(groupByPart(rows).map((group) => [group.part, group.items.map((row) => row.id)])).toEqual([
      ['Armor', ['1', '3', '5']],
      ['Skin', ['2', '4']],
    ]);
    expect(groupByPart([])).toEqual([]);
  });

  it('moves a row past its neighbour in the same part, whatever other parts lie between', () => {
    // Up: 3 lands just before 1 (nothing before it).
    expect(moveWithinPart(rows, '3', 'up')).toEqual({ id: '3', beforeId: null, afterId: '1' });
    // Down: 3 lands just after 5 (the end).
    expect(moveWithinPart(rows, '3', 'down')).toEqual({ id: '3', beforeId: '5', afterId: null });
    // 4 up: just before 2, after 1 (another part's row stays where it was).
    expect(moveWithinPart(rows, '4', 'up')).toEqual({ id: '4', beforeId: '1', afterId: '2' });
    expect(moveWithinPart(rows, '2', 'down')).toEqual({ id: '2', beforeId: '4', afterId: '5' });
  });

  it('does not move the first row up, the last row down, or a row that is gone', () => {
    expect(moveWithinPart(rows, '1', 'up')).toBeNull();
    expect(moveWithinPart(rows, '5', 'down')).toBeNull();
    expect(moveWithinPart(rows, '4', 'down')).toBeNull();
    expect(moveWithinPart(rows, 'missing', 'up')).toBeNull();
  });
});

describe('dragging a row onto another (desktop)', () => {
  const rows = [item('1', 'Armor'), item('2', 'Skin'), item('3', 'Armor'), item('4', 'Armor')];

  it('lands just before or after the row it is dropped on', () => {
    expect(moveNextTo(rows, '4', '1', 'before')).toEqual({ id: '4', beforeId: null, afterId: '1' });
    expect(moveNextTo(rows, '1', '4', 'after')).toEqual({ id: '1', beforeId: '4', afterId: null });
    expect(moveNextTo(rows, '1', '3', 'after')).toEqual({ id: '1', beforeId: '3', afterId: '4' });
  });

  it('ignores a drop on itself, on another part, or where it already is', () => {
    expect(moveNextTo(rows, '3', '3', 'before')).toBeNull();
    expect(moveNextTo(rows, '3', '2', 'before')).toBeNull();
    expect(moveNextTo(rows, '3', '4', 'before')).toBeNull();
    expect(moveNextTo(rows, '4', '3', 'after')).toBeNull();
  });
});

describe('what the painter owns', () => {
  const catalogBlue = item('blue', 'Armor', { name: 'Kantor Blue', color: '#1D4ED8', type: 'Base' }, 'cat-kantor');

  it('a catalog paint is owned when the inventory holds a copy of it; a wishlist copy is not owning it', () => {
    const copy = own('copy', { name: 'Kantor Blue', brand: 'Citadel', catalogId: 'cat-kantor', color: '#1D4ED8' });
    expect(ownershipOf(catalogBlue, [copy], [])).toEqual({ kind: 'owned', paint: copy });
    const wished = { ...copy, isWishlist: true, status: 'wishlist' as const, quantity: 0 };
    expect(ownershipOf(catalogBlue, [], [wished])).toEqual({ kind: 'wishlist', substitute: null });
  });

  it('offers the closest owned paint of the same kind, never a wash for a base or a far colour', () => {
    const near = own('near', { color: '#1E4AD0' });
    const wash = own('wash', { color: '#1D4ED8', type: 'Shade' });
    const far = own('far', { color: '#B91C1C' });
    const result = ownershipOf(catalogBlue, [far, wash, near], []);
    expect(result.kind).toBe('missing');
    expect(result.kind !== 'owned' && result.substitute?.paint.id).toBe('near');
    expect(result.kind !== 'owned' && result.substitute?.nearness).toBe('very-close');
    const none = ownershipOf(catalogBlue, [far, wash], []);
    expect(none).toEqual({ kind: 'missing', substitute: null });
  });

  it('a deleted paint (its snapshot only) still counts as owned by name and brand', () => {
    const gone = item('gone', 'Trim', { name: 'Retributor Armour', brand: 'Citadel', source: 'snapshot' }, null);
    expect(ownershipOf(gone, [own('again', { name: 'retributor armour ', brand: 'Citadel' })], []).kind).toBe('owned');
  });

  it('lists each missing paint once, leaving out owned and wishlisted ones', () => {
    const twice = item('twice', 'Skin', { name: 'Kantor Blue', color: '#1D4ED8' }, 'cat-kantor');
    const owned = item('owned', 'Skin', { name: 'Own mine', brand: 'Vallejo' }, 'mine');
    const wished = item('wished', 'Skin', { name: 'Wanted' }, 'cat-wanted');
    const missing = missingPaints(
      [catalogBlue, twice, owned, wished],
      [own('mine', { name: 'Own mine' })],
      [own('w', { catalogId: 'cat-wanted', isWishlist: true })],
    );
    expect(missing.map((row) => row.id)).toEqual(['blue']);
  });
});
