import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { labOf } from './nearness.js';
import { matchKinds } from './paint-kind.js';
import { buildStudioIndexes, nearestPaints, nearestPaintsByScan, type StudioPaint } from './studio.js';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);
const paint = fc.record({
  name: fc.string({ maxLength: 4 }),
  brand: fc.constantFrom('Citadel', 'Vallejo', 'Army Painter', 'Scale75'),
  color: hex,
  type: fc.constantFrom('Base', 'Layer', 'Shade', 'Contrast', 'Metallic', 'Varnish', 'Ink'),
});

describe('nearestPaints', () => {
  it('equals the brute-force scan: owned first, one catalog paint per brand', () => {
    fc.assert(
      fc.property(
        fc.array(paint, { maxLength: 120 }),
        fc.array(paint, { maxLength: 200 }),
        hex,
        fc.constantFrom(...matchKinds),
        (owned, catalog, query, kind) => {
          const indexes = buildStudioIndexes(owned, catalog);
          const request = { target: labOf(query)!, kind };
          expect(nearestPaints(indexes, request)).toEqual(nearestPaintsByScan(indexes, request));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('offers a shade for a flat colour only when the wash kind is asked for, never a varnish', () => {
    const shade: StudioPaint = { name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade' };
    const base: StudioPaint = { name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base' };
    const varnish: StudioPaint = { name: 'Gloss', brand: 'Vallejo', color: '#14100E', type: 'Varnish' };
    const indexes = buildStudioIndexes([shade, base, varnish], [shade, varnish]);
    const target = labOf('#14100E')!;
    const plain = nearestPaints(indexes, { target, kind: 'flat' });
    expect(plain.owned.map((match) => match.item)).toEqual([base]);
    expect(plain.catalog).toEqual([]);
    const asked = nearestPaints(indexes, { target, kind: 'wash' });
    expect(asked.owned).toEqual([{ item: shade, difference: 0 }]);
    expect(asked.catalog.map((match) => match.item)).toEqual([shade]);
  });

  it('keeps one best paint per brand, nearest brand first', () => {
    const catalog: StudioPaint[] = [
      { name: 'A', brand: 'Citadel', color: '#FF0000', type: 'Base' },
      { name: 'B', brand: 'Citadel', color: '#FE0000', type: 'Base' },
      { name: 'C', brand: 'Vallejo', color: '#EE1010', type: 'Base' },
    ];
    const answer = nearestPaints(buildStudioIndexes([], catalog), { target: labOf('#FE0000')!, kind: 'flat' });
    expect(answer.catalog.map((match) => match.item.name)).toEqual(['B', 'C']);
  });
});
