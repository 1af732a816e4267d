// Apart from translucent.ts: the landing page's swatches draw pooled stops but never ask a paint's kind, so they do
// not carry the kind rule.
import { paintKindOf, translucentKinds, type KindFacts } from './colour/paint-kind.js';

/** What isTwoStop reads of a paint: a catalog paint, or a painter's own (catalogId null when it is no catalog paint). */
export interface TwoStopPaint extends KindFacts {
  colorSource?: string | undefined;
  catalogId?: string | null | undefined;
}

/**
 * Whether a paint is drawn with two stops (translucent.ts): a translucent kind (the kind rule, colour/paint-kind.ts)
 * whose colour is still the dataset's sample (a catalog paint, or a painter's paint added from the catalog). A
 * painter's own paint keeps the colour they chose, flat.
 */
export function isTwoStop(paint: TwoStopPaint): boolean {
  return translucentKinds.has(paintKindOf(paint)) && (paint.colorSource ?? 'dataset') === 'dataset' && paint.catalogId !== null;
}
