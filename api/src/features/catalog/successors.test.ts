import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colourDifference } from '@paintforge/sync-protocol/colour';
import { createTestConfig } from '../../testing/test-config.js';
import { parseCatalogFile } from './catalog-file.js';
import { catalogPaintId } from './catalog-id.js';
import { createCatalog, toCatalogPaints } from './service.js';

// The real data file: these counts are facts about it (api/catalog/SOURCES.md lists the ranges).
const paints = toCatalogPaints(parseCatalogFile(readFileSync(createTestConfig({ dataDir: '/nonexistent' }).catalogPath, 'utf8')));
const byId = new Map(paints.map((paint) => [paint.id, paint]));
const find = (brand: string, range: string, name: string) =>
  paints.find((paint) => paint.brand === brand && paint.range === range && paint.name === name && paint.discontinued !== undefined);

describe('discontinued paints and their successors, on the real catalog', () => {
  const discontinued = paints.filter((paint) => paint.discontinued);

  it('parses 299 discontinued paints from the source ranges and keeps the range without the suffix', () => {
    expect(discontinued).toHaveLength(299);
    expect(paints.filter((paint) => /discontinued/i.test(paint.range))).toEqual([]);
    const nulnOilGloss = paints.find((paint) => paint.name === 'Nuln Oil Gloss')!;
    expect(nulnOilGloss).toMatchObject({ range: 'Shade', discontinued: true, type: 'Shade' });
    // The id is still made from the source's range, so every painter's reference to the paint survives.
    expect(nulnOilGloss.id).toBe(catalogPaintId('Citadel', 'Shade (discontinued)', 'Nuln Oil Gloss'));
    expect(paints.filter((paint) => paint.discontinued === false)).toHaveLength(5805 - 299);
  });

  it('finds a current successor of the same brand for every discontinued paint', () => {
    const withSuccessor = discontinued.filter((paint) => paint.successorId);
    expect(withSuccessor).toHaveLength(299);
    for (const paint of withSuccessor) {
      const successor = byId.get(paint.successorId!)!;
      expect(successor).toMatchObject({ brand: paint.brand, discontinued: false });
      expect(paint.successorDifference).toBeCloseTo(colourDifference(paint.color, successor.color), 1);
    }
    const sameName = withSuccessor.filter((paint) => byId.get(paint.successorId!)!.name.toLowerCase() === paint.name.toLowerCase());
    // Counted apart from the code: discontinued paints whose brand still sells a paint of that very name.
    const currentNames = new Set(
      paints.filter((paint) => !paint.discontinued).map((paint) => `${paint.brand}|${paint.name.toLowerCase()}`),
    );
    const expected = discontinued.filter((paint) => currentNames.has(`${paint.brand}|${paint.name.toLowerCase()}`));
    expect(sameName).toEqual(expected);
    expect(sameName).toHaveLength(113);
    expect(paints.filter((paint) => !paint.discontinued && paint.successorId)).toEqual([]);
  });

  it('takes the same name in a current range first: the discontinued Air Balor Brown is followed by the Layer pot', () => {
    const air = find('Citadel', 'Air', 'Balor Brown');
    expect(air?.discontinued).toBe(true);
    const successor = byId.get(air!.successorId!)!;
    expect(successor).toMatchObject({ name: 'Balor Brown', range: 'Layer', discontinued: false });
    expect(air!.successorDifference).toBe(Math.round(colourDifference(air!.color, successor.color) * 10) / 10);
  });

  it('otherwise takes the nearest current paint of the same type by CIEDE2000, with its difference', () => {
    const dheneb = find('Citadel', 'Foundation', 'Dheneb Stone')!;
    const successor = byId.get(dheneb.successorId!)!;
    expect(successor).toMatchObject({ brand: 'Citadel', type: 'Base', discontinued: false });
    const nearest = Math.min(
      ...paints
        .filter((paint) => paint.brand === 'Citadel' && paint.type === 'Base' && !paint.discontinued)
        .map((paint) => colourDifference(dheneb.color, paint.color)),
    );
    expect(dheneb.successorDifference).toBe(Math.round(nearest * 10) / 10);
    expect(dheneb.successorDifference).toBeGreaterThan(0);
  });

  it('says where each colour comes from and how far to trust it', () => {
    expect(new Set(paints.map((paint) => paint.colorSource))).toEqual(new Set(['dataset']));
    expect(find('Citadel', 'Shade', 'Nuln Oil')).toMatchObject({ colorConfidence: 'low' });
    expect(find('Citadel', 'Base', 'Abaddon Black')).toMatchObject({ colorConfidence: 'medium' });
  });

  it('ranks current paints before discontinued ones in search', () => {
    const search = (query: string) =>
      createCatalog(paints)
        .search(query)
        .map((paint) => `${paint.name}/${paint.range}/${paint.discontinued}`);
    // Both are exact names; the discontinued Air pot sorts first by range, the current Layer pot is ranked first.
    expect(search('balor brown')).toEqual(['Balor Brown/Layer/false', 'Balor Brown/Air/true']);
    expect(search('nuln oil').slice(0, 2)).toEqual(['Nuln Oil/Shade/false', 'Nuln Oil Gloss/Shade/true']);
  });
});

describe('a discontinued finish of a current paint', () => {
  it('is succeeded by that paint: "Nuln Oil Gloss" by the Nuln Oil shade, not by the nearest colour', () => {
    for (const name of ['Nuln Oil', 'Agrax Earthshade', 'Reikland Fleshshade']) {
      const gloss = find('Citadel', 'Shade', `${name} Gloss`)!;
      expect(byId.get(gloss.successorId!)).toMatchObject({ name, range: 'Shade', discontinued: false });
    }
  });
});
