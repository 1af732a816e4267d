import spectral from 'spectral.js';
import { differenceCiede2000 } from 'culori/fn';
import { labOf, type Lab } from './nearness.js';
import { nearestInIndex, type ColourIndex } from './nearest.js';

/**
 * "Mix what you lack": two of the painter's paints and a ratio that land near a colour they do not own. Mixing is
 * spectral.js's Kubelka–Munk model (MIT; pigments mix by absorption and scattering, so blue and yellow give green,
 * not grey, and red and white give pink). Only promising pairs are tried: those of the paints nearest the target, so
 * the search stays small at 10,000 owned paints.
 *
 * White is never proposed to reach a colour more saturated than the paint it would be mixed into. In a pot, white
 * makes a colour paler and chalkier (a red turns pink), never brighter; the model can put a dark red plus a little
 * white nearer a bright red by lightness alone, and a painter who tried it would stop trusting the answer.
 */

const ciede2000 = differenceCiede2000();

const chromaOf = (lab: Lab) => Math.hypot(lab.a, lab.b);

/** A white or near-white paint: light and all but colourless (White Scar, Ulthuan Grey; not a bone or a cream). */
export function isWhite(lab: Lab): boolean {
  return lab.l >= 80 && chromaOf(lab) < 12;
}

/** Whether mixing `first` and `second` may be proposed for `target`: not with white, towards a more saturated colour. */
function mayMixFor(target: Lab, first: Lab, second: Lab): boolean {
  const whiteFirst = isWhite(first);
  if (whiteFirst === isWhite(second)) return true;
  const coloured = whiteFirst ? second : first;
  return chromaOf(target) <= chromaOf(coloured);
}

/** Parts of the first paint to parts of the second. */
export const mixRatios: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 1],
  [1, 2],
  [3, 1],
  [1, 3],
];

/** The colour spectral.js gives for `parts` of two colours (hexes), as a hex (gamut-mapped into sRGB). */
export function mixColours(first: string, second: string, parts: readonly [number, number]): string {
  return spectral.mix([new spectral.Color(first), parts[0]], [new spectral.Color(second), parts[1]]).toString();
}

export interface MixProposal<T> {
  first: T;
  second: T;
  ratio: readonly [number, number];
  color: string;
  difference: number;
}

export interface MixSearch<T> {
  /** How many of the owned paints nearest the target are paired (each pair tried at every ratio). */
  candidates?: number;
  limit?: number;
  accept?: (paint: T) => boolean;
}

/**
 * The best two-paint mixes of the owned paints for `target`, nearest first: at most one proposal per pair (its best
 * ratio), only mixes nearer than the nearest single paint, which would otherwise be the better answer, and no white
 * towards a more saturated colour (see the top of this file).
 */
export function proposeMixes<T extends { color: string }>(
  target: Lab,
  owned: ColourIndex<T>,
  { candidates = 40, limit = 3, accept }: MixSearch<T> = {},
): MixProposal<T>[] {
  const near = nearestInIndex(owned, target, candidates, accept);
  if (near.length < 2) return [];
  const toBeat = near[0]!.difference;
  const colours = near.map(({ item }) => new spectral.Color(item.color));
  const labs = near.map(({ item }) => labOf(item.color)!);
  const proposals: MixProposal<T>[] = [];
  for (let i = 0; i < near.length; i++)
    for (let j = i + 1; j < near.length; j++) {
      if (near[i]!.item.color.toUpperCase() === near[j]!.item.color.toUpperCase()) continue;
      if (!mayMixFor(target, labs[i]!, labs[j]!)) continue;
      let best: MixProposal<T> | undefined;
      for (const ratio of mixRatios) {
        const color = spectral.mix([colours[i]!, ratio[0]], [colours[j]!, ratio[1]]).toString();
        const lab = labOf(color);
        if (!lab) continue;
        const difference = ciede2000(target, lab);
        if (!best || difference < best.difference) best = { first: near[i]!.item, second: near[j]!.item, ratio, color, difference };
      }
      if (best && best.difference < toBeat) proposals.push(best);
    }
  return proposals.sort((a, b) => a.difference - b.difference).slice(0, limit);
}
