import { describe, expect, it } from 'vitest';
import { colourDifference } from './nearness.js';
import { buildStudioIndexes, nearestPaints } from './studio.js';
import { labOf } from './nearness.js';
import {
  applyGains,
  averageArea,
  greyWorldReference,
  hexToLinear,
  linearToHex,
  whiteBalanceGains,
  type LinearRgb,
  type Pixels,
} from './white-balance.js';

/** A generated photo: vertical stripes of the given colours, each `stripe` pixels wide, seen under `cast`. */
function photo(colours: string[], cast: LinearRgb = [1, 1, 1], stripe = 20, height = 20): Pixels {
  const width = colours.length * stripe;
  const data = new Uint8ClampedArray(width * height * 4);
  const castHexes = colours.map((colour) => {
    const linear = hexToLinear(colour);
    return linearToHex([linear[0] * cast[0], linear[1] * cast[1], linear[2] * cast[2]]);
  });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const n = Number.parseInt(castHexes[Math.floor(x / stripe)]!.slice(1), 16);
      data.set([(n >> 16) & 255, (n >> 8) & 255, n & 255, 255], (y * width + x) * 4);
    }
  return { data, width, height };
}

const card = '#BDBDBD';
const truth = '#7A5C3E';
const warmCast: LinearRgb = [1.25, 1, 0.72];

describe('picking from a photo', () => {
  it('a solid patch returns its own colour and the expected catalog paint', () => {
    const catalog = [
      { name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' },
      { name: 'Macragge Blue', brand: 'Citadel', color: '#0D407F', type: 'Base' },
      { name: 'Moot Green', brand: 'Citadel', color: '#3DAF44', type: 'Layer' },
    ];
    const image = photo(catalog.map((paint) => paint.color));
    const picked = linearToHex(averageArea(image, 30, 10, 3)!);
    expect(picked).toBe('#0D407F');
    const answer = nearestPaints(buildStudioIndexes([], catalog), { target: labOf(picked)!, kind: 'flat' });
    expect(answer.catalog[0]!.item.name).toBe('Macragge Blue');
  });

  it('averages a clipped area at the corner and across a boundary in linear light', () => {
    const image = photo(['#000000', '#FFFFFF'], [1, 1, 1], 2, 1);
    // Columns 1..3 of black, black, white, white: one black and two whites, averaged as light (not as sRGB bytes).
    expect(averageArea(image, 2, 0, 1)).toEqual([2 / 3, 2 / 3, 2 / 3]);
    expect(averageArea(image, 3, 0, 5)).toEqual([0.5, 0.5, 0.5]);
    expect(averageArea(image, 0, 0, 0)).toEqual([0, 0, 0]);
  });

  it('a tinted patch comes back within ΔE 2 of its true colour with the grey card, and not without it', () => {
    const image = photo([card, truth], warmCast);
    const tinted = averageArea(image, 30, 10, 4)!;
    const gains = whiteBalanceGains(averageArea(image, 10, 10, 4)!);
    const corrected = linearToHex(applyGains(tinted, gains));
    expect(colourDifference(corrected, truth)).toBeLessThan(2);
    expect(colourDifference(linearToHex(tinted), truth)).toBeGreaterThan(2);
  });

  it('"automatic" (grey-world) corrects a cast on a photo whose colours average to grey', () => {
    const neutralScene = ['#B04040', '#40B040', '#4040B0', card, truth, '#5C7A98'];
    const image = photo(neutralScene, warmCast);
    const gains = whiteBalanceGains(greyWorldReference(image, 1)!);
    const tinted = averageArea(image, 4 * 20 + 10, 10, 4)!;
    const corrected = linearToHex(applyGains(tinted, gains));
    expect(colourDifference(corrected, truth)).toBeLessThan(colourDifference(linearToHex(tinted), truth));
  });

  it('refuses a black card as a reference', () => {
    expect(whiteBalanceGains([0, 0, 0])).toBeUndefined();
  });
});
