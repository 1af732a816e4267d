import { colourDifference, nearnessLimits } from './nearness.js';
import type { Pixels } from './white-balance.js';

/**
 * "Palette": the dominant colours of a photo by k-means (k-means++ seeding from a seeded generator, so a photo always
 * gives the same palette) over a sample of its pixels in sRGB. Clusters that end up very close (CIEDE2000 ≤ 3) are
 * merged and specks under 1% of the photo dropped, so a photo of four colours gives those four, not eight.
 */

export interface PaletteColour {
  hex: string;
  /** Its part of the sampled pixels, 0–1. */
  share: number;
}

export interface PaletteOptions {
  k?: number;
  maxSamples?: number;
  iterations?: number;
  seed?: number;
}

function generator(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

function samplesOf(pixels: Pixels, maxSamples: number): Float64Array {
  const total = pixels.width * pixels.height;
  const step = Math.max(1, Math.ceil(total / maxSamples));
  const points: number[] = [];
  for (let i = 0; i < total; i += step) {
    const at = i * 4;
    if (pixels.data[at + 3] === 0) continue;
    points.push(pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!);
  }
  return Float64Array.from(points);
}

const distance2 = (points: Float64Array, p: number, centres: number[], c: number) =>
  (points[p * 3]! - centres[c * 3]!) ** 2 +
  (points[p * 3 + 1]! - centres[c * 3 + 1]!) ** 2 +
  (points[p * 3 + 2]! - centres[c * 3 + 2]!) ** 2;

const hexOf = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

export function dominantColours(
  pixels: Pixels,
  { k = 8, maxSamples = 20_000, iterations = 12, seed = 25 }: PaletteOptions = {},
): PaletteColour[] {
  const points = samplesOf(pixels, maxSamples);
  const count = points.length / 3;
  if (count === 0) return [];
  const random = generator(seed);

  // k-means++: each next centre drawn with probability by squared distance to the nearest chosen one; when every
  // point sits on a centre already (fewer distinct colours than k), there are no more centres to draw.
  const centres: number[] = [];
  const first = Math.floor(random() * count);
  centres.push(points[first * 3]!, points[first * 3 + 1]!, points[first * 3 + 2]!);
  const nearest = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  while (centres.length / 3 < k) {
    const last = centres.length / 3 - 1;
    let sum = 0;
    for (let p = 0; p < count; p++) {
      nearest[p] = Math.min(nearest[p]!, distance2(points, p, centres, last));
      sum += nearest[p]!;
    }
    if (sum === 0) break;
    let pick = random() * sum;
    let chosen = 0;
    for (; chosen < count - 1; chosen++) {
      pick -= nearest[chosen]!;
      if (pick < 0) break;
    }
    centres.push(points[chosen * 3]!, points[chosen * 3 + 1]!, points[chosen * 3 + 2]!);
  }

  const clusters = centres.length / 3;
  const owner = new Int32Array(count);
  const sums = new Float64Array(clusters * 4);
  for (let round = 0; round < iterations; round++) {
    let moved = false;
    sums.fill(0);
    for (let p = 0; p < count; p++) {
      let best = 0;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let c = 0; c < clusters; c++) {
        const d = distance2(points, p, centres, c);
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      }
      if (owner[p] !== best) moved = true;
      owner[p] = best;
      sums[best * 4]! += points[p * 3]!;
      sums[best * 4 + 1]! += points[p * 3 + 1]!;
      sums[best * 4 + 2]! += points[p * 3 + 2]!;
      sums[best * 4 + 3]! += 1;
    }
    for (let c = 0; c < clusters; c++) {
      const n = sums[c * 4 + 3]!;
      if (n > 0) for (let channel = 0; channel < 3; channel++) centres[c * 3 + channel] = sums[c * 4 + channel]! / n;
    }
    if (!moved && round > 0) break;
  }

  // Merge very close clusters (weighted), then drop specks.
  const found: { rgb: [number, number, number]; weight: number }[] = [];
  for (let c = 0; c < clusters; c++) {
    const weight = sums[c * 4 + 3]!;
    if (weight === 0) continue;
    const rgb: [number, number, number] = [centres[c * 3]!, centres[c * 3 + 1]!, centres[c * 3 + 2]!];
    const twin = found.find((other) => colourDifference(hexOf(...other.rgb), hexOf(...rgb)) <= nearnessLimits['very-close']);
    if (twin) {
      const total = twin.weight + weight;
      twin.rgb = [0, 1, 2].map((i) => (twin.rgb[i]! * twin.weight + rgb[i]! * weight) / total) as [number, number, number];
      twin.weight = total;
    } else found.push({ rgb, weight });
  }
  return found
    .filter((cluster) => cluster.weight / count >= 0.01)
    .sort((a, b) => b.weight - a.weight)
    .map((cluster) => ({ hex: hexOf(...cluster.rgb), share: cluster.weight / count }));
}
