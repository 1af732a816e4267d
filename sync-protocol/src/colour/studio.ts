import type { Lab } from './nearness.js';
import { answersKind, type KindFacts, type MatchKind } from './paint-kind.js';
import { buildColourIndex, nearestByScan, nearestInIndex, type ColourIndex, type ColourMatch } from './nearest.js';

/**
 * The colour studio's question, "which of my paints is this colour, and what is nearest in every brand?", over
 * indexes built once per list of paints (nearest.ts): the owned paints first, then one best catalog paint per brand.
 */

export interface StudioPaint extends KindFacts {
  name: string;
  brand: string;
  color: string;
}

export interface StudioIndexes<O extends StudioPaint, C extends StudioPaint> {
  owned: ColourIndex<O>;
  brands: ReadonlyMap<string, ColourIndex<C>>;
}

export function buildStudioIndexes<O extends StudioPaint, C extends StudioPaint>(
  owned: readonly O[],
  catalog: readonly C[],
): StudioIndexes<O, C> {
  const byBrand = new Map<string, C[]>();
  for (const paint of catalog) {
    const list = byBrand.get(paint.brand);
    if (list) list.push(paint);
    else byBrand.set(paint.brand, [paint]);
  }
  const colourOf = (paint: StudioPaint) => paint.color;
  return {
    owned: buildColourIndex(owned, colourOf),
    brands: new Map([...byBrand].map(([brand, paints]) => [brand, buildColourIndex(paints, colourOf)])),
  };
}

export interface StudioQuery {
  target: Lab;
  /**
   * The kind of paint that may answer (the kind rule, paint-kind.ts): 'flat' for a picked or typed colour, the
   * paint's own kind for a paint, or the kind the painter asked for with a kind chip.
   */
  kind: MatchKind;
  ownedLimit?: number;
  /** Leaves a paint out (the paint the query came from). */
  exclude?: (paint: StudioPaint) => boolean;
}

export interface StudioAnswer<O, C> {
  owned: ColourMatch<O>[];
  /** One per brand, nearest first. */
  catalog: ColourMatch<C>[];
}

type Search = <T>(index: ColourIndex<T>, target: Lab, limit: number, accept: (item: T) => boolean) => ColourMatch<T>[];

function answer<O extends StudioPaint, C extends StudioPaint>(
  indexes: StudioIndexes<O, C>,
  query: StudioQuery,
  search: Search,
): StudioAnswer<O, C> {
  const accept = (paint: StudioPaint) => answersKind(query.kind, paint) && !query.exclude?.(paint);
  const catalog: ColourMatch<C>[] = [];
  for (const index of indexes.brands.values()) catalog.push(...search(index, query.target, 1, accept));
  return {
    owned: search(indexes.owned, query.target, query.ownedLimit ?? 5, accept),
    catalog: catalog.sort((a, b) => a.difference - b.difference),
  };
}

/** The studio's answer through the lightness-pruned search (nearest.ts). */
export function nearestPaints<O extends StudioPaint, C extends StudioPaint>(
  indexes: StudioIndexes<O, C>,
  query: StudioQuery,
): StudioAnswer<O, C> {
  return answer(indexes, query, nearestInIndex);
}

/** The same answer by measuring every paint: the baseline `npm run bench` prints beside it, and the tests' oracle. */
export function nearestPaintsByScan<O extends StudioPaint, C extends StudioPaint>(
  indexes: StudioIndexes<O, C>,
  query: StudioQuery,
): StudioAnswer<O, C> {
  return answer(indexes, query, nearestByScan);
}

/** Paints a mix is proposed from: flat paints (and primers); translucent, metallic and fluorescent ones mix unlike their swatch. */
export function isMixable(paint: KindFacts): boolean {
  return answersKind('flat', paint);
}
