// Apart from translucent.ts: the landing page's swatches draw pooled stops but never ask a paint's kind, so they do
// not carry the kind rule.
import { paintKindOf, translucentKinds, type KindFacts } from './colour/paint-kind.js';
import { pooledColor } from './translucent.js';

/** What isTwoStop reads of a paint: a catalog paint, or a painter's own (catalogId null when it is no catalog paint). */
export interface TwoStopPaint extends KindFacts {
  colorSource?: string | undefined;
  catalogId?: string | null | undefined;
  /** A measured pooled stop (issue 36: painters measured the paint thin and pooled), which replaces the drawn one. */
  pooledColor?: string | undefined;
}

/**
 * Whether a paint is drawn with two stops (translucent.ts): a translucent kind (the kind rule, colour/paint-kind.ts)
 * whose colour is still the dataset's sample (a catalog paint, or a painter's paint added from the catalog), or whose
 * two stops painters measured. A painter's own paint keeps the colour they chose, flat; so does a catalog colour
 * corrected by eye, which is one colour.
 */
export function isTwoStop(paint: TwoStopPaint): boolean {
  return (
    translucentKinds.has(paintKindOf(paint)) &&
    paint.catalogId !== null &&
    (paint.pooledColor !== undefined || (paint.colorSource ?? 'dataset') === 'dataset')
  );
}

/** The pooled stop a paint's swatch draws: the measured one, else the approximation from its thin colour; undefined when flat. */
export function pooledStopOf(paint: TwoStopPaint & { color: string }): string | undefined {
  return isTwoStop(paint) ? (paint.pooledColor ?? pooledColor(paint.color)) : undefined;
}
