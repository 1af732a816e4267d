import { converter, differenceCiede2000, modeLab65, modeRgb, useMode, type Lab65 } from 'culori/fn';
import { answersKind, matchKindOf, type KindFacts } from './paint-kind.js';

// The kind rule travels with nearness: every screen that asks "how near" also asks "of the same kind".
export * from './paint-kind.js';

/**
 * Colour nearness for "do I already own this, or something close?" (inventory, scanner) and recipe substitutes
 * (gallery): one module so every screen says the same thing about the same pair of paints.
 *
 * Distances are CIEDE2000 (culori), the industry's perceptual difference: about 1 is the smallest difference a
 * trained eye sees side by side, 2–3 is noticeable only side by side, above 6 two paints read as different colours.
 */

// culori/fn registers only the colour spaces we use, so a screen that loads this module does not carry all of them.
useMode(modeRgb);
useMode(modeLab65);
const toLab = converter('lab65');
const ciede2000 = differenceCiede2000();

export type Lab = Lab65;

export const nearnesses = ['same', 'very-close', 'close'] as const;
export type Nearness = (typeof nearnesses)[number];

/** The largest CIEDE2000 difference that still earns each word (inclusive). */
export const nearnessLimits: Readonly<Record<Nearness, number>> = { same: 1, 'very-close': 3, close: 6 };

/** How near a difference is (the web words it), or undefined when the two paints are not near at all. */
export function nearnessOf(difference: number): Nearness | undefined {
  return nearnesses.find((nearness) => difference <= nearnessLimits[nearness]);
}

// Hexes repeat across the catalog and a painter's paints; converting each once keeps a 10,000-paint comparison
// to the distance maths alone. Bounded so a long session of typed hexes cannot grow it without end.
const labCache = new Map<string, Lab>();
const labCacheMax = 20_000;

/** The CIELAB (D65) of a `#RRGGBB` hex, or undefined when the text is not a colour. */
export function labOf(hex: string): Lab | undefined {
  const key = hex.toUpperCase();
  const cached = labCache.get(key);
  if (cached) return cached;
  if (!/^#[0-9A-F]{6}$/.test(key)) return undefined;
  const lab = toLab(key);
  if (!lab) return undefined;
  if (labCache.size >= labCacheMax) labCache.clear();
  labCache.set(key, lab);
  return lab;
}

/** CIEDE2000 between two hexes; Infinity when either is not a colour, so it never counts as near. */
export function colourDifference(a: string, b: string): number {
  const labA = labOf(a);
  const labB = labOf(b);
  return labA && labB ? ciede2000(labA, labB) : Number.POSITIVE_INFINITY;
}

export interface ColouredPaint extends KindFacts {
  color: string;
}

export interface NearMatch<T> {
  paint: T;
  difference: number;
  nearness: Nearness;
}

/**
 * The candidates of the same kind as `target` (the kind rule, paint-kind.ts) whose colour is at most "close", nearest
 * first (ties keep the candidates' order). One pass over the candidates: instant at 10,000 owned paints.
 */
export function nearMatches<T extends ColouredPaint>(target: ColouredPaint, candidates: readonly T[], limit = 5): NearMatch<T>[] {
  const kind = matchKindOf(target);
  const targetLab = labOf(target.color);
  if (!targetLab || !kind || limit <= 0) return [];
  const found: NearMatch<T>[] = [];
  for (const paint of candidates) {
    if (!answersKind(kind, paint)) continue;
    const lab = labOf(paint.color);
    if (!lab) continue;
    const difference = ciede2000(targetLab, lab);
    const nearness = nearnessOf(difference);
    if (nearness) found.push({ paint, difference, nearness });
  }
  return found.sort((a, b) => a.difference - b.difference).slice(0, limit);
}
