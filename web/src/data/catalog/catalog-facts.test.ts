import { describe, expect, it } from 'vitest';
import paintsFile from '../../../../api/catalog/paints.json?raw';
import { catalogBrandCount, catalogPaintCount, featuredBrands } from './catalog-facts';

// The landing page states these numbers without downloading the catalog; they must match the data the server loads.
const paints = JSON.parse(paintsFile) as Array<{ brand: string }>;

describe('catalog facts', () => {
  it('match the catalog data file', () => {
    expect(paints).toHaveLength(catalogPaintCount);
    expect(new Set(paints.map((paint) => paint.brand)).size).toBe(catalogBrandCount);
    for (const brand of featuredBrands) expect(paints.filter((paint) => paint.brand === brand.name)).toHaveLength(brand.paints);
  });
});
