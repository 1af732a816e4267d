import { describe, expect, it } from 'vitest';
import { isTwoStop } from './two-stop.js';

describe('two-stop swatches of translucent paints', () => {
  it('draws washes, shades, contrasts, inks and glazes in two stops until a measured colour replaces the sample', () => {
    for (const type of ['Shade', 'Wash', 'Contrast', 'Ink', 'Glaze']) expect(isTwoStop({ type })).toBe(true);
    // The kind rule reads names too: Vallejo's Transparent Red, sold in Model Color, is a glaze; Leadbelcher no wash.
    expect(isTwoStop({ type: 'Acrylic', name: 'Transparent Red' })).toBe(true);
    expect(isTwoStop({ type: 'Base', name: 'Leadbelcher' })).toBe(false);
    expect(isTwoStop({ type: 'Base' })).toBe(false);
    expect(isTwoStop({ type: 'Shade', colorSource: 'correction' })).toBe(false);
    // A painter's paint from the catalog keeps the dataset's sample; one of their own making, the colour they chose.
    expect(isTwoStop({ type: 'Shade', catalogId: 'citadel-shade-nuln-oil' })).toBe(true);
    expect(isTwoStop({ type: 'Shade', catalogId: null })).toBe(false);
  });
});
