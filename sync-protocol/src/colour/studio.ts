import { paintKindOf, type Lab, type PaintKind } from './nearness.js';
import { buildColourIndex, nearestByScan, nearestInIndex, type ColourIndex, type ColourMatch } from './nearest.js';

/**
 * The colour studio's question, "which of my paints is this colour, and what is nearest in every brand?", over
 * indexes built once per list of paints (nearest.ts): the owned paints first, then one best catalog paint per brand.
 */

export interface StudioPaint {
  name: string;
  brand: string;
  color: string;
  type: string;
}

/** Washes and contrast paints (shades, inks, glazes, speedpaints) tint what is under them: not a base coat's match. */
const translucentKinds: ReadonlySet<PaintKind> = new Set(['wash', 'contrast']);

// A few dozen type names cover every paint; the search asks for each paint it measures, so each name is read once.
const kindByType = new Map<string, PaintKind>();
function cachedKindOf(type: string): PaintKind {
  let kind = kindByType.get(type);
  if (kind === undefined) {
    kind = paintKindOf(type);
    if (kindByType.size < 1000) kindByType.set(type, kind);
  }
  return kind;
}

/**
 * Whether a paint of `type` may answer a query of `queryKind`: varnishes have no colour to match; translucent paints
 * answer only a translucent query, or any query when the painter asked for them (`includeTranslucent`).
 */
export function kindFits(queryKind: PaintKind, type: string, includeTranslucent: boolean): boolean {
  const kind = cachedKindOf(type);
  if (kind === 'varnish') return false;
  if (!translucentKinds.has(kind)) return true;
  return includeTranslucent || translucentKinds.has(queryKind);
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
  /** The kind of paint the colour is for: 'opaque' for a picked or typed colour, the paint's own kind for a paint. */
  kind: PaintKind;
  includeTranslucent: boolean;
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
  const accept = (paint: StudioPaint) => kindFits(query.kind, paint.type, query.includeTranslucent) && !query.exclude?.(paint);
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

/** Paints a mix is proposed from: opaque paints (and primers); translucent, metallic and technical ones mix unlike their swatch. */
export function isMixable(paint: StudioPaint): boolean {
  const kind = cachedKindOf(paint.type);
  return kind === 'opaque' || kind === 'primer';
}
