import { describe, expect, it } from 'vitest';
import { colourDifference } from './nearness.js';
import { dominantColours, subjectPalette } from './palette.js';

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

/**
 * A painted miniature photographed on a grey card: the backdrop shades from light grey in the middle to darker at the
 * corners (a lamp's fall-off), and the model stands in the middle: a brown base, a red cloak, skin, a black bow.
 */
function miniatureOnGrey(): { data: Uint8ClampedArray; width: number; height: number } {
  const width = 240;
  const height = 320;
  const data = new Uint8ClampedArray(width * height * 4);
  const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const fall = Math.hypot(x - width / 2, y - height / 2) / Math.hypot(width / 2, height / 2);
      const grey = Math.round(178 - 40 * fall);
      let rgb = [grey, grey, grey + 3];
      if (inEllipse(x, y, 120, 262, 70, 22)) rgb = [0x5c, 0x3a, 0x1e];
      else if (inEllipse(x, y, 120, 128, 40, 10)) rgb = [0x23, 0x1f, 0x20];
      else if (inEllipse(x, y, 120, 180, 48, 80)) rgb = [0x8e, 0x02, 0x0f];
      else if (inEllipse(x, y, 120, 84, 26, 30)) rgb = [0xc9, 0x8f, 0x6a];
      data.set([...rgb, 255], (y * width + x) * 4);
    }
  return { data, width, height };
}

describe('the palette of a photo’s subject', () => {
  it('leaves out the grey backdrop and keeps the model’s brown base, red, skin and black, shares of the model', () => {
    const { subject, background } = subjectPalette(miniatureOnGrey());
    const near = (hex: string) => subject.find((colour) => colourDifference(colour.hex, hex) <= 6);
    for (const hex of ['#8E020F', '#5C3A1E', '#C98F6A', '#231F20']) expect(near(hex), hex).toBeDefined();
    expect(subject.every((colour) => colourDifference(colour.hex, '#9C9C9F') > 10)).toBe(true);
    expect(subject.reduce((sum, colour) => sum + colour.share, 0)).toBeCloseTo(1, 1);
    // The cloak is the model's largest colour: about half of it.
    expect(subject[0]!.hex).toBe(near('#8E020F')!.hex);
    expect(subject[0]!.share).toBeGreaterThan(0.4);
    // The backdrop: most of the photo, grey.
    expect(background.reduce((sum, colour) => sum + colour.share, 0)).toBeGreaterThan(0.6);
    // Without the rule the backdrop's shades lead the palette and take two of its colours.
    const whole = dominantColours(miniatureOnGrey());
    expect(whole.filter((colour) => subject.every((kept) => kept.hex !== colour.hex)).length).toBeGreaterThanOrEqual(2);
    expect(colourDifference(whole[0]!.hex, '#9C9C9F')).toBeLessThan(6);
  });

  it('keeps every colour of a photo with no colourless frame', () => {
    expect(subjectPalette(fourColours())).toEqual({ subject: dominantColours(fourColours()), background: [] });
  });
});

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
