import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSearchIndex, foldForSearch, searchIndex } from './catalog-search.js';

const paints = [
  { name: 'Abaddon Black', brand: 'Citadel', range: 'Base', color: '#231F20' },
  { name: 'Black Templar', brand: 'Citadel', range: 'Contrast', color: '#989C9F' },
  { name: 'Café Crème', brand: 'Vallejo', range: 'Model Color', color: '#C8A27A' },
  { name: 'Matt Black', brand: 'Army Painter', range: 'Warpaints Fanatic', color: '#0C0C0C' },
  { name: "Sorceror's Cloak", brand: 'Two Thin Coats', range: 'Wave 1 - Midtone', color: '#3B2A5A' },
];
const index = buildSearchIndex(paints);

describe('catalog search', () => {
  it('ignores case and accents in both directions', () => {
    expect(searchIndex(index, 'cafe creme').map((p) => p.name)).toEqual(['Café Crème']);
    expect(searchIndex(index, 'CAFÉ').map((p) => p.name)).toEqual(['Café Crème']);
  });

  it('matches brand and range words together with the name', () => {
    expect(searchIndex(index, 'citadel black').map((p) => p.name)).toEqual(['Black Templar', 'Abaddon Black']);
    expect(searchIndex(index, 'contrast').map((p) => p.name)).toEqual(['Black Templar']);
  });

  it('ranks a name prefix before a match inside the name', () => {
    expect(searchIndex(index, 'black').map((p) => p.name)).toEqual(['Black Templar', 'Abaddon Black', 'Matt Black']);
  });

  it('finds a paint by hex colour and folds curly apostrophes', () => {
    expect(searchIndex(index, '#231f20').map((p) => p.name)).toEqual(['Abaddon Black']);
    expect(searchIndex(index, 'sorceror\u2019s').map((p) => p.name)).toEqual(["Sorceror's Cloak"]);
  });

  it('returns nothing for a blank query and honours the limit', () => {
    expect(searchIndex(index, '   ')).toEqual([]);
    expect(searchIndex(index, 'a', 2)).toHaveLength(2);
  });

  it('every hit contains every folded query word (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (query) => {
        const words = foldForSearch(query).split(' ').filter(Boolean);
        for (const hit of searchIndex(index, query)) {
          const hay = foldForSearch(`${hit.name} ${hit.brand} ${hit.range} ${hit.color}`);
          for (const word of words) expect(hay).toContain(word);
        }
      }),
    );
  });
});

describe('trigram index', () => {
  const many = Array.from({ length: 300 }, (_, i) => ({
    name: `Paint ${i} ${['Red', 'Blue', 'Café', 'Grey'][i % 4]}`,
    brand: ['Citadel', 'Vallejo', 'Army Painter'][i % 3]!,
    range: ['Base', 'Layer', 'Model Air'][i % 3]!,
    color: `#${(i * 4099).toString(16).padStart(6, '0').slice(-6).toUpperCase()}`,
  }));
  const big = buildSearchIndex(many);

  it('returns exactly what a full scan of the folded text returns, in the same order (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.constantFrom('cafe', 'pai', 'el ba', 'air', '1', 'e r', '#'), (noise, word) => {
        for (const query of [noise, word, `${word} ${noise}`]) {
          const words = foldForSearch(query).split(' ').filter(Boolean);
          const hits = searchIndex(big, query);
          const expected = many.filter((paint) =>
            words.every((w) =>
              `${foldForSearch(paint.name)} ${foldForSearch(paint.brand)} ${foldForSearch(paint.range)} ${paint.color.toLowerCase()}`.includes(
                w,
              ),
            ),
          );
          expect(new Set(hits)).toEqual(new Set(words.length ? expected : []));
        }
      }),
    );
  });

  it('answers nothing at once for a trigram no paint has', () => {
    expect(searchIndex(big, 'qqq')).toEqual([]);
  });
});
