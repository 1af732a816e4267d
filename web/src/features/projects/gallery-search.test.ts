import { describe, expect, it } from 'vitest';
import { gallerySearch } from './gallery-search';

const items = [
  { name: 'Knight of the Café', description: null },
  { name: 'Dragon', description: 'Scales in GREEN, gold claws' },
  { name: 'Wizard', description: 'Blue robes' },
];
const names = (query: string) => gallerySearch(items)(query).map((item) => item.name);

describe('gallery search', () => {
  it('finds every word in the name or description, in any order, whatever the case and accents', () => {
    expect(names('cafe knight')).toEqual(['Knight of the Café']);
    expect(names('gold green')).toEqual(['Dragon']);
    expect(names('  BLUE  ')).toEqual(['Wizard']);
    expect(names('blue gold')).toEqual([]);
  });

  it('an empty query shows everything, in the same order', () => {
    expect(names('')).toEqual(['Knight of the Café', 'Dragon', 'Wizard']);
    expect(names('   ')).toEqual(['Knight of the Café', 'Dragon', 'Wizard']);
  });
});
