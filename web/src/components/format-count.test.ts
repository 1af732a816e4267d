import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countOf, formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands with commas, as English does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(5805)).toBe('5,805');
    expect(formatCount(1_000_000)).toBe('1,000,000');
    expect(formatCount(-12345)).toBe('-12,345');
  });

  it('writes every whole number as Intl does for en-US', () => {
    const english = new Intl.NumberFormat('en-US');
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (count) => formatCount(count) === english.format(count)));
  });

  it('puts the noun in the plural except for one', () => {
    expect(countOf(1, 'paint', 'paints')).toBe('1 paint');
    expect(countOf(0, 'paint', 'paints')).toBe('0 paints');
    expect(countOf(5805, 'paint', 'paints')).toBe('5,805 paints');
  });
});
