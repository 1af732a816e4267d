import { differenceCiede2000 } from 'culori/fn';
import { labOf, nearnessOf, type Lab, type Nearness } from './nearness.js';

/**
 * Nearest paints by CIEDE2000, exact, without comparing the query to every paint.
 *
 * The pruning rests on one bound. CIEDE2000 is sqrt((ΔL/SL)² + (ΔC'/SC)² + (ΔH'/SH)² + RT·(ΔC'/SC)·(ΔH'/SH)), and
 * the chroma/hue part is a quadratic form x² + y² + RT·x·y with |RT| ≤ 2, so never negative. Hence
 *   ΔE00 ≥ |ΔL| / SL(L̄)  and  SL(L̄) = 1 + 0.015(L̄−50)² / sqrt(20 + (L̄−50)²) ≤ SL(0) = SL(100) < 1.75
 * (L' is L unchanged in CIEDE2000). With paints sorted by lightness, the floor |ΔL| / SL((L + Lq) / 2) of a paint at
 * distance d = |ΔL| on one side of the query is d / SL(Lq ± d/2), which grows with d: SL's slope in L̄ is below 0.0165,
 * so in d below 0.0083, and d · 0.0083 < 1 ≤ SL for d ≤ 100. So walking outward from the query's L, a side is done
 * at its first paint whose floor exceeds the k-th best difference so far. The floor costs no trigonometry; only
 * paints under it are measured in full. The answer equals a brute-force scan (nearest.test.ts, studio.test.ts).
 *
 * Inside the band a second floor adds the chroma/hue part: |RT| = RC·|sin 2Δθ| ≤ 2·sin 60° (Δθ ≤ 30°), so the form
 * is at least (1 − 0.866)(x² + y²); SH ≤ SC (0.015·T ≤ 0.029 < 0.045), so x² + y² ≥ (ΔC'² + ΔH'²) / SC², and
 * ΔC'² + ΔH'² is the squared distance in (a', b') = ((1+G)a, b) with one G for both, so at least Δa² + Δb². SC =
 * 1 + 0.045·C̄' and C' ≤ 1.5·C, so SC ≤ 1 + 0.0675·(C1 + C2)/2. Hence
 *   ΔE00² ≥ (ΔL/SL)² + 0.1339·(Δa² + Δb²) / (1 + 0.03375·(C1 + C2))².
 */

const ciede2000 = differenceCiede2000();

function slOf(meanL: number): number {
  const offset = (meanL - 50) ** 2;
  return 1 + (0.015 * offset) / Math.sqrt(20 + offset);
}

export interface ColourIndex<T> {
  /** The items with a colour, sorted by lightness. */
  readonly items: readonly T[];
  readonly labs: readonly Lab[];
  readonly lightness: Float64Array;
  /** a, b and chroma (CIELAB) by position, for the second floor. */
  readonly ab: Float64Array;
}

/** Precomputes each item's Lab once (items without a valid hex are left out) and sorts them by lightness. */
export function buildColourIndex<T>(items: readonly T[], hexOf: (item: T) => string): ColourIndex<T> {
  const entries: { item: T; lab: Lab }[] = [];
  for (const item of items) {
    const lab = labOf(hexOf(item));
    if (lab) entries.push({ item, lab });
  }
  entries.sort((a, b) => a.lab.l - b.lab.l);
  return {
    items: entries.map((entry) => entry.item),
    labs: entries.map((entry) => entry.lab),
    lightness: Float64Array.from(entries, (entry) => entry.lab.l),
    ab: Float64Array.from(entries.flatMap(({ lab }) => [lab.a, lab.b, Math.hypot(lab.a, lab.b)])),
  };
}

export interface ColourMatch<T> {
  item: T;
  difference: number;
}

/** The first position whose lightness is at least `l` (binary search). */
function lowerBound(lightness: Float64Array, l: number): number {
  let low = 0;
  let high = lightness.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lightness[middle]! < l) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The `limit` accepted items nearest to `target`, nearest first (equal differences: lighter first, as the brute
 * force sorted stably over the index's order gives). Exact: the same answer as measuring every item.
 */
export function nearestInIndex<T>(
  index: ColourIndex<T>,
  target: Lab,
  limit: number,
  accept: (item: T) => boolean = () => true,
): ColourMatch<T>[] {
  if (limit <= 0) return [];
  const { items, labs, lightness, ab } = index;
  const targetChroma = Math.hypot(target.a, target.b);
  // Kept sorted by (difference, position) so ties resolve as in a stable sort over the index.
  const best: { position: number; difference: number }[] = [];
  const worst = () => (best.length < limit ? Number.POSITIVE_INFINITY : best[best.length - 1]!.difference);
  const consider = (position: number, difference: number) => {
    const bound = worst();
    if (difference > bound) return;
    let at = best.length;
    while (
      at > 0 &&
      (best[at - 1]!.difference > difference || (best[at - 1]!.difference === difference && best[at - 1]!.position > position))
    )
      at--;
    if (at >= limit) return;
    best.splice(at, 0, { position, difference });
    if (best.length > limit) best.pop();
  };
  // The lightness floor of a paint, |ΔL| / SL(L̄), grows with |ΔL| along each side (see the top of this file), so a
  // side is done at its first paint whose floor exceeds the k-th best difference.
  const floorAt = (position: number) => {
    const l = lightness[position]!;
    return Math.abs(l - target.l) / slOf((l + target.l) / 2);
  };
  let down = lowerBound(lightness, target.l) - 1;
  let up = down + 1;
  while (down >= 0 || up < items.length) {
    const downGap = down >= 0 ? target.l - lightness[down]! : Number.POSITIVE_INFINITY;
    const upGap = up < items.length ? lightness[up]! - target.l : Number.POSITIVE_INFINITY;
    const fromBelow = downGap <= upGap;
    const position = fromBelow ? down-- : up++;
    const lightFloor = floorAt(position);
    const bound = worst();
    if (lightFloor > bound) {
      if (fromBelow) down = -1;
      else up = items.length;
      continue;
    }
    const spread = 1 + 0.03375 * (targetChroma + ab[position * 3 + 2]!);
    const abDistance2 = (ab[position * 3]! - target.a) ** 2 + (ab[position * 3 + 1]! - target.b) ** 2;
    // 0.1339 is just under 1 − sin 60° (0.13397…), so rounding never lifts the floor over the true difference.
    if (lightFloor ** 2 + (0.1339 * abDistance2) / spread ** 2 > bound ** 2) continue;
    if (accept(items[position]!)) consider(position, ciede2000(target, labs[position]!));
  }
  return best.map(({ position, difference }) => ({ item: items[position]!, difference }));
}

/** The brute-force answer the index must equal: every accepted item measured, stable-sorted, first `limit`. */
export function nearestByScan<T>(
  index: ColourIndex<T>,
  target: Lab,
  limit: number,
  accept: (item: T) => boolean = () => true,
): ColourMatch<T>[] {
  const all: ColourMatch<T>[] = [];
  index.items.forEach((item, position) => {
    if (accept(item)) all.push({ item, difference: ciede2000(target, index.labs[position]!) });
  });
  return all.sort((a, b) => a.difference - b.difference).slice(0, Math.max(0, limit));
}

/** Beyond "close" (nearnessLimits.close) two paints read as different colours: the word is "far". */
export type Closeness = Nearness | 'far';

export function closenessOf(difference: number): Closeness {
  return nearnessOf(difference) ?? 'far';
}
