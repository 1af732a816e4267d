import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { labOf } from './nearness.js';
import { buildColourIndex, closenessOf, nearestByScan, nearestInIndex } from './nearest.js';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);

describe('nearestInIndex', () => {
  it('equals the brute-force CIEDE2000 scan on random paints and queries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ color: hex, odd: fc.boolean() }), { maxLength: 300 }),
        hex,
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        (paints, query, limit, filtered) => {
          const index = buildColourIndex(paints, (paint) => paint.color);
          const accept = filtered ? (paint: { odd: boolean }) => paint.odd : undefined;
          const target = labOf(query)!;
          const fast = nearestInIndex(index, target, limit, accept);
          const slow = nearestByScan(index, target, limit, accept);
          expect(fast.map((match) => match.difference)).toEqual(slow.map((match) => match.difference));
          expect(fast.map((match) => match.item)).toEqual(slow.map((match) => match.item));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds an exact colour at difference 0 and says "same"', () => {
    const index = buildColourIndex(['#102030', '#FF0000', '#00FF00'], (colour) => colour);
    const [match] = nearestInIndex(index, labOf('#FF0000')!, 1);
    expect(match).toEqual({ item: '#FF0000', difference: 0 });
    expect(closenessOf(0)).toBe('same');
  });

  it('says the word for each difference band', () => {
    expect(closenessOf(1)).toBe('same');
    expect(closenessOf(2.5)).toBe('very-close');
    expect(closenessOf(6)).toBe('close');
    expect(closenessOf(6.01)).toBe('far');
  });
});
