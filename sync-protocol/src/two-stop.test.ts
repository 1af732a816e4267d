import { describe, expect, it } from 'vitest';
import { pooledColor } from './translucent.js';
import { isTwoStop, pooledStopOf } from './two-stop.js';

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

  it('draws a measured pooled stop instead of the approximation (issue 36)', () => {
    const nulnOil = { type: 'Shade', color: '#9A99A0' };
    expect(pooledStopOf(nulnOil)).toBe(pooledColor('#9A99A0'));
    const measured = { ...nulnOil, color: '#6E6C74', colorSource: 'measured', pooledColor: '#2A282F' };
    expect(pooledStopOf(measured)).toBe('#2A282F');
    // A colour corrected by eye is one colour; a flat paint has no pooled stop, whatever it carries.
    expect(pooledStopOf({ ...nulnOil, colorSource: 'correction' })).toBeUndefined();
    expect(pooledStopOf({ type: 'Layer', color: '#C01411', pooledColor: '#2A282F' })).toBeUndefined();
  });
});
