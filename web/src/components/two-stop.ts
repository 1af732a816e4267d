// The kind rule alone, not the colour maths; and apart from translucent.ts, so the landing page's swatches (which
// draw pooled stops but never ask a paint's kind) do not carry the rule.
import { paintKindOf, translucentKinds, type KindFacts } from '@paintforge/sync-protocol/paint-kind';

/** What isTwoStop reads of a paint: a catalog paint, or a painter's own (catalogId null when it is no catalog paint). */
export interface TwoStopPaint extends KindFacts {
  colorSource?: string | undefined;
  catalogId?: string | null | undefined;
}

/**
 * Whether a paint is drawn with two stops (translucent.ts): a translucent kind (the kind rule, paint-kind.ts) whose
 * colour is still the dataset's sample (a catalog paint, or a painter's paint added from the catalog). A painter's own
 * paint keeps the colour they chose, flat.
 */
export function isTwoStop(paint: TwoStopPaint): boolean {
  return translucentKinds.has(paintKindOf(paint)) && (paint.colorSource ?? 'dataset') === 'dataset' && paint.catalogId !== null;
}
