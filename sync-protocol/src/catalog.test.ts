import { describe, expect, it } from 'vitest';
import { catalogTypeFromRange } from './catalog.js';

describe('catalog type from range', () => {
  it.each([
    ['Base', 'Base'],
    ['Layer', 'Layer'],
    ['Shade (discontinued)', 'Shade'],
    ['Contrast', 'Contrast'],
    ['Speedpaint 2.0', 'Contrast'],
    ['Warpaints Air', 'Air'],
    ['MSP Primer', 'Primer'],
    ['Game Color Wash', 'Wash'],
    ['Metal Color', 'Metallic'],
    ['Foundation (discontinued)', 'Base'],
    ['Model Color', 'Acrylic'],
    ['Wave 1 - Highlight', 'Layer'],
    ['Technical', 'Technical'],
    ['Dry', 'Dry'],
  ])('%s → %s', (range, type) => {
    expect(catalogTypeFromRange(range)).toBe(type);
  });
});
