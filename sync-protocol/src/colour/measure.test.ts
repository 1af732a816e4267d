import { describe, expect, it } from 'vitest';
import { measureSwatch } from './measure.js';
import { colourDifference } from './nearness.js';
import { hexToLinear, linearToHex, type LinearRgb, type Pixels } from './white-balance.js';

/**
 * Calibration on synthetic photos: a swatch on white card (the card is the white, linear 1), lit by a lamp of colour
 * `cast`, at an `exposure`, through the camera's sRGB encoding to 8 bits, with a little seeded sensor noise. Left:
 * bare card; middle: the swatch; right: the pooled coat, if any.
 */
function swatchPhoto(swatch: LinearRgb, cast: LinearRgb, exposure: number, pooled?: LinearRgb): Pixels {
  const width = 90;
  const height = 30;
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed / 2_147_483_648 - 0.5) * 4; // ±2 levels
  };
  const regions: LinearRgb[] = [[1, 1, 1], swatch, pooled ?? swatch];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const surface = regions[Math.floor(x / 30)]!;
      const seen = linearToHex([surface[0] * cast[0] * exposure, surface[1] * cast[1] * exposure, surface[2] * cast[2] * exposure]);
      const n = Number.parseInt(seen.slice(1), 16);
      data.set([((n >> 16) & 255) + noise(), ((n >> 8) & 255) + noise(), (n & 255) + noise(), 255], (y * width + x) * 4);
    }
  return { data, width, height };
}

const spots = { card: { x: 15, y: 15 }, swatch: { x: 45, y: 15 }, pooled: { x: 75, y: 15 }, radius: 6 };

/** Five ways a photo comes out coloured: three lamps and two camera white balances set wrong, each its own exposure. */
const casts: ReadonlyArray<[string, LinearRgb, number]> = [
  ['warm lamp', [1, 0.72, 0.42], 0.9],
  ['cool daylight', [0.8, 0.92, 1], 0.85],
  ['green fluorescent', [0.78, 1, 0.7], 0.8],
  ['camera set to tungsten in daylight', [0.62, 0.8, 1], 0.9],
  ['camera set to shade under a lamp', [1, 0.86, 0.64], 0.7],
];

describe('measuring a paint on white card', () => {
  it('recovers a known swatch within ΔE2000 3 under every cast', () => {
    for (const hex of ['#8E020F', '#DAD1B4', '#0D407F', '#3DAF44', '#5C3A1E']) {
      for (const [name, cast, exposure] of casts) {
        const measured = measureSwatch(swatchPhoto(hexToLinear(hex), cast, exposure), spots);
        expect(measured.ok, `${hex} ${name}`).toBe(true);
        if (measured.ok) expect(colourDifference(measured.thin, hex), `${hex} ${name}: ${measured.thin}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('recovers the thin and the pooled stop of a simulated wash', () => {
    // A brown wash passing T of the light per coat: thin over white is T, a pool three coats deep T³ (translucent.ts).
    const thinHex = '#A8866A';
    const thin = hexToLinear(thinHex);
    const pooled: LinearRgb = [thin[0] ** 3, thin[1] ** 3, thin[2] ** 3];
    for (const [name, cast, exposure] of casts) {
      const measured = measureSwatch(swatchPhoto(thin, cast, exposure, pooled), spots);
      expect(measured.ok, name).toBe(true);
      if (!measured.ok) continue;
      expect(colourDifference(measured.thin, thinHex), name).toBeLessThanOrEqual(3);
      expect(colourDifference(measured.pooled!, linearToHex(pooled)), name).toBeLessThanOrEqual(3);
    }
  });

  it('refuses a card that clipped or is too dark, and a spot off the photo', () => {
    expect(measureSwatch(swatchPhoto(hexToLinear('#8E020F'), [1, 1, 1], 1.2), spots)).toEqual({ ok: false, reason: 'card-clipped' });
    expect(measureSwatch(swatchPhoto(hexToLinear('#8E020F'), [1, 1, 1], 0.004), spots)).toEqual({ ok: false, reason: 'card-too-dark' });
    expect(measureSwatch(swatchPhoto(hexToLinear('#8E020F'), [1, 1, 1], 0.8), { ...spots, swatch: { x: 500, y: 500 } })).toEqual({
      ok: false,
      reason: 'spot-outside',
    });
  });
});
