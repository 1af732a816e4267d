import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { labOf, matchKindOf } from '@paintforge/sync-protocol/colour';
import { partnersOf } from '@paintforge/sync-protocol/colour-studio';
import { defaultCatalogPath } from '../../config.js';
import { parseCatalogFile } from './catalog-file.js';
import { toCatalogPaints } from './service.js';

/** Suggested partners (sync-protocol/src/colour/partners.ts) on the real catalog, as the server builds it. */
const catalog = toCatalogPaints(parseCatalogFile(readFileSync(defaultCatalogPath, 'utf8')));
const find = (brand: string, name: string, range: string) =>
  catalog.find((paint) => paint.brand === brand && paint.name === name && paint.range === range)!;
const byBrand = new Map<string, CatalogPaint[]>();
for (const paint of catalog) byBrand.set(paint.brand, [...(byBrand.get(paint.brand) ?? []), paint]);
const ladder = (brand: string, name: string, range: string) =>
  partnersOf(find(brand, name, range), byBrand.get(brand)!).map(
    ({ step, paint, self }) => `${step}: ${paint.name}${self ? ' (self)' : ''}`,
  );

describe('partners of a paint', () => {
  it('give Mephiston Red its Citadel ladder: itself as Base, a shade, and lighter reds as Layer and Highlight', () => {
    expect(ladder('Citadel', 'Mephiston Red', 'Base')).toEqual([
      'base: Mephiston Red (self)',
      'shade: Reikland Fleshshade',
      'layer: Evil Sunz Scarlet',
      'highlight: Wild Rider Red',
    ]);
    // A Layer holds its own step, and finds its Base below it.
    expect(ladder('Citadel', 'Evil Sunz Scarlet', 'Layer').slice(0, 1)).toEqual(['base: Mephiston Red']);
  });

  it('keep to the brand, the kind and the order of lightness, for every fifth current paint of four brands', () => {
    for (const paint of catalog.filter(
      (each) => !each.discontinued && ['Citadel', 'Vallejo', 'Army Painter', 'Scale75'].includes(each.brand),
    )) {
      const partners = partnersOf(paint, byBrand.get(paint.brand)!);
      if (matchKindOf(paint) === undefined) expect(partners).toEqual([]);
      const l = (step: string) => {
        const found = partners.find((partner) => partner.step === step);
        return found ? labOf(found.paint.color)!.l : undefined;
      };
      for (const { step, paint: partner } of partners) {
        expect(partner.brand).toBe(paint.brand);
        expect(partner.discontinued).toBe(false);
        expect(matchKindOf(partner)).toBe(step === 'shade' ? 'wash' : matchKindOf(paint));
      }
      const [base, layer, highlight] = [l('base'), l('layer'), l('highlight')];
      if (base !== undefined && layer !== undefined) expect(layer).toBeGreaterThan(base);
      if (layer !== undefined && highlight !== undefined) expect(highlight).toBeGreaterThan(layer);
    }
  });

  it('answer a metallic with metallics and its shade with a wash', () => {
    expect(ladder('Citadel', 'Leadbelcher', 'Base')).toEqual([
      'base: Leadbelcher (self)',
      'shade: Nuln Oil',
      'layer: Runefang Steel',
      'highlight: Stormhost Silver',
    ]);
  });
});
