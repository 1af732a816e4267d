import { describe, expect, it } from 'vitest';
import { dominantColours } from './palette.js';

/** A generated photo of four colour blocks of different sizes, with a sprinkle of noise-free edges. */
function fourColours(): { data: Uint8ClampedArray; width: number; height: number } {
  const width = 200;
  const height = 100;
  const data = new Uint8ClampedArray(width * height * 4);
  const colours = [
    [0x8e, 0x02, 0x0f],
    [0xda, 0xd1, 0xb4],
    [0x0d, 0x40, 0x7f],
    [0x3d, 0xaf, 0x44],
  ];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Shares 40%, 30%, 20%, 10% by column.
      const which = x < 80 ? 0 : x < 140 ? 1 : x < 180 ? 2 : 3;
      data.set([...colours[which]!, 255], (y * width + x) * 4);
    }
  return { data, width, height };
}

describe('dominantColours', () => {
  it('a 4-colour synthetic image yields those 4 colours, largest first', () => {
    const palette = dominantColours(fourColours());
    expect(palette.map((colour) => colour.hex)).toEqual(['#8E020F', '#DAD1B4', '#0D407F', '#3DAF44']);
    expect(palette.map((colour) => Math.round(colour.share * 100))).toEqual([40, 30, 20, 10]);
  });

  it('ignores transparent pixels and gives nothing for an empty image', () => {
    expect(dominantColours({ data: new Uint8ClampedArray(16), width: 2, height: 2 })).toEqual([]);
  });

  it('is the same palette every time for the same photo', () => {
    expect(dominantColours(fourColours(), { maxSamples: 500 })).toEqual(dominantColours(fourColours(), { maxSamples: 500 }));
  });
});
