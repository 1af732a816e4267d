/**
 * Picking a colour from a photo: the average of a small area, in linear light (averaging sRGB values would darken
 * edges between colours), and a white balance by von Kries scaling: each linear channel multiplied by a gain that
 * makes the reference (a white or grey card the painter tapped, or the whole photo's average for "automatic",
 * grey-world) neutral at its own luminance. Pure: the screen hands in the canvas's pixels.
 */

export type LinearRgb = readonly [number, number, number];

export interface Pixels {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

const toLinearTable = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function toSrgbByte(linear: number): number {
  const c = Math.min(1, Math.max(0, linear));
  const srgb = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(srgb * 255);
}

export function hexToLinear(hex: string): LinearRgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [toLinearTable[(n >> 16) & 255]!, toLinearTable[(n >> 8) & 255]!, toLinearTable[n & 255]!];
}

export function linearToHex(rgb: LinearRgb): string {
  return `#${rgb.map((c) => toSrgbByte(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** The mean linear colour of the square of side 2·radius+1 around (x, y), clipped to the image; opaque pixels only. */
export function averageArea(pixels: Pixels, x: number, y: number, radius: number): LinearRgb | undefined {
  const cx = Math.round(x);
  const cy = Math.round(y);
  let r = 0;
  let g = 0;
  let b = 0;
  let count = 0;
  for (let row = Math.max(0, cy - radius); row <= Math.min(pixels.height - 1, cy + radius); row++) {
    for (let column = Math.max(0, cx - radius); column <= Math.min(pixels.width - 1, cx + radius); column++) {
      const at = (row * pixels.width + column) * 4;
      if (pixels.data[at + 3] === 0) continue;
      r += toLinearTable[pixels.data[at]!]!;
      g += toLinearTable[pixels.data[at + 1]!]!;
      b += toLinearTable[pixels.data[at + 2]!]!;
      count++;
    }
  }
  return count === 0 ? undefined : [r / count, g / count, b / count];
}

/** Grey-world: the photo's mean linear colour (every `step`-th pixel, which is plenty for a mean), as a reference. */
export function greyWorldReference(pixels: Pixels, step = 7): LinearRgb | undefined {
  let r = 0;
  let g = 0;
  let b = 0;
  let count = 0;
  for (let i = 0; i < pixels.width * pixels.height; i += step) {
    const at = i * 4;
    if (pixels.data[at + 3] === 0) continue;
    r += toLinearTable[pixels.data[at]!]!;
    g += toLinearTable[pixels.data[at + 1]!]!;
    b += toLinearTable[pixels.data[at + 2]!]!;
    count++;
  }
  return count === 0 ? undefined : [r / count, g / count, b / count];
}

const luminanceOf = ([r, g, b]: LinearRgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** The von Kries gains that turn `reference` into the neutral grey of its own luminance; undefined for a black card. */
export function whiteBalanceGains(reference: LinearRgb): LinearRgb | undefined {
  const luminance = luminanceOf(reference);
  if (reference.some((c) => c <= 1e-4) || luminance <= 1e-3) return undefined;
  return [luminance / reference[0], luminance / reference[1], luminance / reference[2]];
}

export function applyGains(rgb: LinearRgb, gains: LinearRgb | undefined): LinearRgb {
  return gains ? [rgb[0] * gains[0], rgb[1] * gains[1], rgb[2] * gains[2]] : rgb;
}
