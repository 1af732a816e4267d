import { describe, expect, it } from 'vitest';
import { isBrushOnCurrent, type CatalogPaint } from '@paintforge/sync-protocol';
import { realCatalog } from '../../testing/real-catalog';
import { buildSearchIndex, searchWithTypos } from '@paintforge/sync-protocol/search';
import { bestMatch, candidatesOf, fuzzySearch, matchPastedNames, quantityAndName } from './name-matcher';

const catalog = realCatalog();

/** Twenty names a Citadel painter pastes; each is sold in several pots (Base or Layer, and Air and Spray). */
const commonNames = [
  'Abaddon Black',
  'Mephiston Red',
  'Macragge Blue',
  'Leadbelcher',
  'Retributor Armour',
  'Nuln Oil',
  'Agrax Earthshade',
  'Wraithbone',
  'Corax White',
  'White Scar',
  'Zandri Dust',
  'Balthasar Gold',
  'Averland Sunset',
  'Caliban Green',
  'Khorne Red',
  'Evil Sunz Scarlet',
  'Ushabti Bone',
  'Death Guard Green',
  'Mechanicus Standard Grey',
  'Dawnstone',
];

const label = (paint: CatalogPaint | null) =>
  paint ? `${paint.brand} ${paint.name} · ${paint.range}${paint.discontinued ? ' (discontinued)' : ''}` : null;

describe('pasted paint names matched to the pot a painter means', () => {
  it('matches each of twenty common names to its brush-on pot of a current range, never Air, Spray or discontinued', () => {
    const matches = matchPastedNames(commonNames.join('\n'), catalog);
    expect(matches.map((match) => match.paint?.name)).toEqual(commonNames);
    for (const match of matches) expect(isBrushOnCurrent(match.paint!), label(match.paint)!).toBe(true);
    expect(label(matches[2]!.paint)).toBe('Citadel Macragge Blue · Base');
    expect(label(matches[19]!.paint)).toBe('Citadel Dawnstone · Layer');
    // The other pots of the name are there to switch to, the chosen one first.
    expect(matches[2]!.candidates.map((paint) => paint.range)).toEqual(['Base', 'Air', 'Spray']);
  });

  it('understands brand and range words, before or after the name, and quantities', () => {
    expect(label(bestMatch(catalog, 'Citadel Air Mephiston Red'))).toBe('Citadel Mephiston Red · Air');
    expect(label(bestMatch(catalog, 'Mephiston Red (Citadel Spray)'))).toBe('Citadel Mephiston Red · Spray');
    expect(label(bestMatch(catalog, 'Vallejo Model Color Azure'))).toBe('Vallejo Azure · Model Color');
    expect(label(bestMatch(catalog, 'GW Nuln Oil'))).toBe('Citadel Nuln Oil · Shade');
    const [nuln] = matchPastedNames('2x Nuln Oil', catalog);
    expect({ quantity: nuln!.quantity, paint: label(nuln!.paint) }).toEqual({ quantity: 2, paint: 'Citadel Nuln Oil · Shade' });
  });

  it('prefers a current pot to a discontinued one, and takes a discontinued paint when that is all there is', () => {
    expect(label(bestMatch(catalog, 'Balor Brown'))).toBe('Citadel Balor Brown · Layer');
    expect(label(bestMatch(catalog, 'Dheneb Stone'))).toBe('Citadel Dheneb Stone · Foundation (discontinued)');
    const balor = bestMatch(catalog, 'Balor Brown')!;
    expect(candidatesOf(catalog, balor).map((paint) => label(paint))).toEqual([
      'Citadel Balor Brown · Layer',
      'Citadel Balor Brown · Air (discontinued)',
    ]);
  });

  it('ranks the pot a painter means by one rule in the search and the import: "vallejo black" is Model Color Black', () => {
    const searched = searchWithTypos(buildSearchIndex(catalog), 'vallejo black').items.slice(0, 3).map(label);
    expect(searched[0]).toBe('Vallejo Black · Model Color');
    expect(label(bestMatch(catalog, 'Vallejo Black'))).toBe('Vallejo Black · Model Color');
    expect(label(bestMatch(catalog, 'Black', 'Vallejo'))).toBe('Vallejo Black · Model Color');
    // Army Painter's current brush-on range first, not its discontinued Warpaints or its Air bottle.
    expect(label(searchWithTypos(buildSearchIndex(catalog), 'army painter matt black').items[0] ?? null)).toBe(
      'Army Painter Matt Black · Warpaints Fanatic',
    );
  });

  it('forgives a typo per word: "blod angles red" is Blood Angels Red', () => {
    const [match] = matchPastedNames('blod angles red', catalog);
    expect(match?.paint).toMatchObject({ name: 'Blood Angels Red', brand: 'Citadel' });
    expect(label(bestMatch(catalog, 'macrage blue'))).toBe('Citadel Macragge Blue · Base');
  });

  it('reads quantities and list bullets, skips blank lines, and says when nothing matches', () => {
    const matches = matchPastedNames('- 2x Nuln Oil\n\nAbaddon Black x3\nqqqzzzxxx', catalog);
    expect(matches.map((m) => [m.quantity, m.paint?.name ?? null])).toEqual([
      [2, 'Nuln Oil'],
      [3, 'Abaddon Black'],
      [1, null],
    ]);
    expect(quantityAndName('Mephiston Red')).toEqual({ quantity: 1, name: 'Mephiston Red' });
  });

  it('a typed search with a typo still finds the paint', () => {
    expect(fuzzySearch(catalog, 'mephistn red').map((paint) => paint.name)).toContain('Mephiston Red');
  });
});
