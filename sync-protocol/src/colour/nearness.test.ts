import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { colourDifference, labOf, nearMatches, nearnessOf, paintKindOf } from './nearness.js';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0').toUpperCase()}`);

describe('colour difference (CIEDE2000)', () => {
  it('is 0 for a colour and itself, whatever the hex case, and symmetric', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        expect(colourDifference(a, a.toLowerCase())).toBe(0);
        expect(colourDifference(a, b)).toBeCloseTo(colourDifference(b, a), 9);
        expect(colourDifference(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('measures black against white as 100 and a dark red against a near red as a few units', () => {
    expect(colourDifference('#000000', '#FFFFFF')).toBeCloseTo(100, 6);
    expect(colourDifference('#8A0303', '#9A1115')).toBeCloseTo(4.19, 2);
  });

  it('never calls a non-colour near', () => {
    expect(labOf('red')).toBeUndefined();
    expect(labOf('#12345')).toBeUndefined();
    expect(colourDifference('#000000', 'not a colour')).toBe(Number.POSITIVE_INFINITY);
    expect(nearnessOf(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('nearness words', () => {
  it('puts each limit in the nearer word and anything beyond 6 in none', () => {
    expect(nearnessOf(0)).toBe('same');
    expect(nearnessOf(1)).toBe('same');
    expect(nearnessOf(1.01)).toBe('very-close');
    expect(nearnessOf(3)).toBe('very-close');
    expect(nearnessOf(3.01)).toBe('close');
    expect(nearnessOf(6)).toBe('close');
    expect(nearnessOf(6.01)).toBeUndefined();
  });
});

describe('near matches', () => {
  const owned = [
    { id: 'far-red', color: '#D01010', type: 'Layer' },
    { id: 'near-red', color: '#9A1115', type: 'Base' },
    { id: 'same-red', color: '#8B0404', type: 'Base' },
    { id: 'red-wash', color: '#8A0303', type: 'Shade' },
    { id: 'black', color: '#000000', type: 'Base' },
  ];

  it('lists only paints of the same kind, nearest first, with their words', () => {
    const found = nearMatches({ color: '#8A0303', type: 'Base' }, owned);
    expect(found.map((match) => [match.paint.id, match.nearness])).toEqual([
      ['same-red', 'same'],
      ['near-red', 'close'],
    ]);
  });

  it('offers a wash only for a wash, and nothing for a technical paint', () => {
    expect(nearMatches({ color: '#8A0303', type: 'Wash' }, owned).map((match) => match.paint.id)).toEqual(['red-wash']);
    expect(nearMatches({ color: '#8A0303', type: 'Technical' }, [{ color: '#8A0303', type: 'Technical' }])).toEqual([]);
  });

  it('keeps to the limit and answers nothing for a target that is not a colour', () => {
    expect(nearMatches({ color: '#8A0303', type: 'Base' }, owned, 1)).toHaveLength(1);
    expect(nearMatches({ color: '#8A0303', type: 'Base' }, owned, 0)).toEqual([]);
    expect(nearMatches({ color: 'oops', type: 'Base' }, owned)).toEqual([]);
  });

  it('is ordered by difference and every answer is within "close" (property)', () => {
    const paint = fc.record({ color: hex, type: fc.constantFrom('Base', 'Layer', 'Shade', 'Metallic') });
    fc.assert(
      fc.property(paint, fc.array(paint, { maxLength: 40 }), (target, candidates) => {
        const found = nearMatches(target, candidates, 40);
        for (const [index, match] of found.entries()) {
          expect(paintKindOf(match.paint)).toBe(paintKindOf(target));
          expect(match.difference).toBeLessThanOrEqual(6);
          expect(match.difference).toBeCloseTo(colourDifference(target.color, match.paint.color), 9);
          if (index > 0) expect(match.difference).toBeGreaterThanOrEqual(found[index - 1]!.difference);
        }
      }),
    );
  });
});
