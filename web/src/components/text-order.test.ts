import { describe, expect, it } from 'vitest';
import { compareText, sortedOptions } from './text-order';

describe('text order', () => {
  it('puts numbers in number order and ignores case and accents', () => {
    expect(['Paint 10', 'paint 2', 'Paint 1'].sort(compareText)).toEqual(['Paint 1', 'paint 2', 'Paint 10']);
    expect(compareText('citadel', 'Citadel')).toBe(0);
    expect(compareText('Éclat', 'eclat')).toBe(0);
    expect(compareText('Army Painter', 'Citadel')).toBeLessThan(0);
  });

  it('gives the distinct non-blank options in order', () => {
    expect(sortedOptions(['Vallejo', ' ', 'Citadel', 'Vallejo', '', 'army painter'])).toEqual(['army painter', 'Citadel', 'Vallejo']);
  });
});
