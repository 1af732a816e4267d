import { differenceCiede2000 } from 'culori/fn';
import { labOf, type Lab } from './nearness.js';
import { answersKind, matchKindOf } from './paint-kind.js';
import type { CatalogLike } from './equivalents.js';

/**
 * "What goes with this paint?", the question a new painter asks in the shop: for any paint, its usual Base → Shade →
 * Layer → Highlight partners in the same brand. No maker's chart is in the catalog, so they are suggested, derived
 * from colour by one rule:
 *
 * - the paint holds its own step: a Layer (by type) is the Layer, any other paint the Base;
 * - each other step aims at a colour moved in lightness (CIELAB L): the Base at the paint's colour 12 below the Layer,
 *   the Layer 12 above the Base, the Highlight at the Layer's colour 14 lighter with a sixth less chroma (highlights
 *   go paler);
 * - the Base, Layer and Highlight are the brand's current paints of the paint's own kind (flat with flat, metallic
 *   with metallic; the kind rule): of type Base or Layer where the brand sells both (Citadel), else of the paint's own
 *   range (Vallejo's Game Color with Game Color, not Arte Deco craft paint);
 * - each step takes the paint nearest its aim by CIEDE2000, within 30° of the paint's hue (any hue for a grey), and
 *   keeps the ladder in order: a Layer lighter than the Base, a Highlight lighter than the Layer;
 * - the Shade is the wash nearest the paint in hue and chroma, its lightness not compared: a wash's catalog colour is a
 *   thin coat over white, far lighter than the wash in a recess;
 * - a step with no such paint is left out.
 */

export const partnerSteps = ['base', 'shade', 'layer', 'highlight'] as const;
export type PartnerStep = (typeof partnerSteps)[number];

export interface Partner<C> {
  step: PartnerStep;
  paint: C;
  /** The paint the partners were asked for. */
  self: boolean;
}

const ciede2000 = differenceCiede2000();
const offsets = { base: -12, highlight: 14 } as const;
const chromaOf = (lab: Lab) => Math.hypot(lab.a, lab.b);
const hueOf = (lab: Lab) => Math.atan2(lab.b, lab.a);

function hueGap(a: Lab, b: Lab): number {
  const gap = Math.abs(hueOf(a) - hueOf(b)) % (2 * Math.PI);
  return ((gap > Math.PI ? 2 * Math.PI - gap : gap) * 180) / Math.PI;
}

/** Whether `candidate` is of the paint's family of colour: within 30° of its hue, or a grey for a grey. */
function sameHue(paint: Lab, candidate: Lab): boolean {
  if (chromaOf(paint) < 10) return chromaOf(candidate) < 15;
  return chromaOf(candidate) >= 6 && hueGap(paint, candidate) <= 30;
}

/** The wash nearest `lab` in hue and chroma (CIEDE2000 at equal lightness), of the same family of colour. */
function nearestWash<C extends CatalogLike>(lab: Lab, paints: readonly C[]): C | undefined {
  let best: C | undefined;
  let bestDifference = Number.POSITIVE_INFINITY;
  for (const other of paints) {
    const otherLab = labOf(other.color);
    if (!otherLab || !answersKind('wash', other) || !sameHue(lab, otherLab)) continue;
    const difference = ciede2000({ ...lab, l: otherLab.l }, otherLab);
    if (difference < bestDifference) {
      best = other;
      bestDifference = difference;
    }
  }
  return best;
}

/** The suggested partners of `paint` among `brandPaints` (its brand's catalog paints), in step order. */
export function partnersOf<C extends CatalogLike & { range: string }>(paint: C, brandPaints: readonly C[]): Partner<C>[] {
  const lab = labOf(paint.color);
  const kind = matchKindOf(paint);
  if (!lab || !kind) return [];
  const ofBrand = brandPaints.filter((other) => !other.discontinued && other !== paint && other.brand === paint.brand);
  const types = new Set(ofBrand.map((other) => other.type));
  const typed = types.has('Base') && types.has('Layer');
  const inRange = ofBrand.filter((other) => other.range === paint.range);
  // A wash is looked for across the brand: ranges rarely hold their own.
  const current = typed || inRange.length === 0 ? ofBrand : [...inRange, ...ofBrand.filter((other) => answersKind('wash', other))];
  const ownStep: PartnerStep = paint.type === 'Layer' ? 'layer' : 'base';
  const layerL = ownStep === 'layer' ? lab.l : lab.l - offsets.base;
  const baseL = layerL + offsets.base;
  const aim = (l: number, chroma = 1): Lab => ({ ...lab, l, a: lab.a * chroma, b: lab.b * chroma });

  const nearest = (target: Lab, accept: (other: C, otherLab: Lab) => boolean): C | undefined => {
    let best: C | undefined;
    let bestDifference = Number.POSITIVE_INFINITY;
    for (const other of current) {
      const otherLab = labOf(other.color);
      if (!otherLab || !sameHue(lab, otherLab) || !accept(other, otherLab)) continue;
      const difference = ciede2000(target, otherLab);
      if (difference < bestDifference) {
        best = other;
        bestDifference = difference;
      }
    }
    return best;
  };
  const ofKind = (type: string) => (other: C) => answersKind(kind, other) && (!typed || other.type === type);

  const base = ownStep === 'base' ? paint : nearest(aim(baseL), (other, at) => ofKind('Base')(other) && at.l < lab.l - 3);
  const layer = ownStep === 'layer' ? paint : nearest(aim(layerL), (other, at) => ofKind('Layer')(other) && at.l > lab.l + 3);
  const layerLab = layer ? labOf(layer.color)! : aim(layerL);
  const highlight = nearest(
    { ...layerLab, l: layerLab.l + offsets.highlight, a: layerLab.a * 0.85, b: layerLab.b * 0.85 },
    (other, at) => ofKind('Layer')(other) && other !== layer && at.l > layerLab.l + 3,
  );
  const shade = nearestWash(lab, current);

  const found: Array<[PartnerStep, C | undefined]> = [
    ['base', base],
    ['shade', shade],
    ['layer', layer],
    ['highlight', highlight],
  ];
  return found.flatMap(([step, partner]) => (partner ? [{ step, paint: partner, self: partner === paint }] : []));
}
