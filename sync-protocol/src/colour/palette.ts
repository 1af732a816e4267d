import { converter } from 'culori/fn';
import { colourDifference, nearnessLimits, type Lab } from './nearness.js';
import type { Pixels } from './white-balance.js';

/**
 * "Palette": the dominant colours of a photo by k-means (k-means++ seeding from a seeded generator, so a photo always
 * gives the same palette) over a sample of its pixels in sRGB. Clusters that end up very close (CIEDE2000 ≤ 3) are
 * merged and specks under 1% of the photo dropped, so a photo of four colours gives those four, not eight.
 *
 * A photo of a miniature is mostly backdrop: a large, flat, grey or white region all round the model. Left in, it
 * takes most of the palette's colours and the model's own go missing. So subjectPalette first finds the backdrop
 * from the photo's frame (its outer band): the frame's big colourless clusters are the backdrop, and every pixel near
 * one of them is left out before the palette of what remains, the subject, is found. Shares are of the subject.
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

interface Samples {
  /** r, g, b of each sampled opaque pixel. */
  points: Float64Array;
  /** Whether each sample lies in the photo's frame: the outer eighth on every side. */
  inFrame: Uint8Array;
}

function samplesOf(pixels: Pixels, maxSamples: number): Samples {
  const total = pixels.width * pixels.height;
  const step = Math.max(1, Math.ceil(total / maxSamples));
  const band = 0.125;
  const points: number[] = [];
  const inFrame: number[] = [];
  for (let i = 0; i < total; i += step) {
    const at = i * 4;
    if (pixels.data[at + 3] === 0) continue;
    points.push(pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!);
    const x = (i % pixels.width) / pixels.width;
    const y = Math.floor(i / pixels.width) / pixels.height;
    inFrame.push(x < band || x >= 1 - band || y < band || y >= 1 - band ? 1 : 0);
  }
  return { points: Float64Array.from(points), inFrame: Uint8Array.from(inFrame) };
}

/** The samples whose flag is set, as points. */
function pick(points: Float64Array, keep: (sample: number) => boolean): Float64Array {
  const kept: number[] = [];
  for (let p = 0; p < points.length / 3; p++) if (keep(p)) kept.push(points[p * 3]!, points[p * 3 + 1]!, points[p * 3 + 2]!);
  return Float64Array.from(kept);
}

const distance2 = (points: Float64Array, p: number, centres: number[], c: number) =>
  (points[p * 3]! - centres[c * 3]!) ** 2 +
  (points[p * 3 + 1]! - centres[c * 3 + 1]!) ** 2 +
  (points[p * 3 + 2]! - centres[c * 3 + 2]!) ** 2;

const hexOf = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

interface Cluster {
  rgb: [number, number, number];
  weight: number;
}

/** k-means over `points` (r, g, b triples), very close clusters merged; weights are sample counts. */
function clustersOf(points: Float64Array, k: number, iterations: number, seed: number): Cluster[] {
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

  // Merge very close clusters (weighted).
  const found: Cluster[] = [];
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
  return found;
}

/** Clusters as palette colours with their share of `count` samples, largest first, specks under 1% dropped. */
function paletteOf(clusters: readonly Cluster[], count: number): PaletteColour[] {
  return clusters
    .filter((cluster) => cluster.weight / count >= 0.01)
    .sort((a, b) => b.weight - a.weight)
    .map((cluster) => ({ hex: hexOf(...cluster.rgb), share: cluster.weight / count }));
}

export function dominantColours(
  pixels: Pixels,
  { k = 8, maxSamples = 20_000, iterations = 12, seed = 25 }: PaletteOptions = {},
): PaletteColour[] {
  const { points } = samplesOf(pixels, maxSamples);
  return paletteOf(clustersOf(points, k, iterations, seed), points.length / 3);
}

// nearness.ts registers the rgb and lab65 modes this converter needs (culori/fn registers none by itself).
const toLab = converter('lab65');
const labOfRgb = (r: number, g: number, b: number): Lab => toLab({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
const chromaOf = (lab: Lab) => Math.hypot(lab.a, lab.b);

/**
 * The backdrop's limits. A frame cluster is backdrop when it is colourless (chroma under 12: greys, whites, a black
 * cloth; a painted colour is far above) and holds at least a fifth of the frame. A pixel is backdrop when it is
 * colourless too and within 12 (CIE76) of a backdrop colour, which takes in the backdrop's shading and vignette. A
 * backdrop under 15% of the photo is no frame worth leaving out.
 */
const backdrop = { chroma: 12, frameShare: 0.2, reach: 12, photoShare: 0.15 } as const;

export interface SubjectPalette {
  /** The subject's colours, each with its share of the subject. */
  subject: PaletteColour[];
  /** The backdrop left out (its colours, each with its share of the whole photo); empty when none was found. */
  background: PaletteColour[];
}

/** The palette of a photo's subject, the backdrop that frames it left out (see the top of this file). */
export function subjectPalette(pixels: Pixels, options: PaletteOptions = {}): SubjectPalette {
  const { k = 8, maxSamples = 20_000, iterations = 12, seed = 25 } = options;
  const { points, inFrame } = samplesOf(pixels, maxSamples);
  const count = points.length / 3;
  const frame = pick(points, (p) => inFrame[p] === 1);
  const frameCount = frame.length / 3;
  const backdropLabs = clustersOf(frame, 4, iterations, seed)
    .filter((cluster) => cluster.weight / frameCount >= backdrop.frameShare)
    .map((cluster) => labOfRgb(...cluster.rgb))
    .filter((lab) => chromaOf(lab) < backdrop.chroma);
  const isBackdrop = new Uint8Array(count);
  let backdropCount = 0;
  if (backdropLabs.length > 0)
    for (let p = 0; p < count; p++) {
      const lab = labOfRgb(points[p * 3]!, points[p * 3 + 1]!, points[p * 3 + 2]!);
      if (chromaOf(lab) >= backdrop.chroma) continue;
      if (backdropLabs.some((other) => Math.hypot(lab.l - other.l, lab.a - other.a, lab.b - other.b) <= backdrop.reach)) {
        isBackdrop[p] = 1;
        backdropCount++;
      }
    }
  // A backdrop too small to matter, or a photo that is all backdrop (a grey swatch), keeps every pixel.
  if (backdropCount / count < backdrop.photoShare || count - backdropCount < count * 0.02)
    return { subject: paletteOf(clustersOf(points, k, iterations, seed), count), background: [] };
  const subject = pick(points, (p) => isBackdrop[p] === 0);
  const background = pick(points, (p) => isBackdrop[p] === 1);
  return {
    subject: paletteOf(clustersOf(subject, k, iterations, seed), subject.length / 3),
    background: paletteOf(clustersOf(background, 2, iterations, seed), count),
  };
}
