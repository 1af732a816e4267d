import { useMemo } from 'react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { nearMatches, paintKindOf, translucentKinds, type KindFacts } from '@paintforge/sync-protocol/colour';
import { closenessWords } from '../../messages/closeness-text';
import { t } from '../../i18n/t';
import { brandText } from './paint-type-text';

/** Brands whose washes, shades and contrast/speed paints carry hexes sampled far too light (Nuln Oil #9A99A0). */
const sampledWrong: ReadonlySet<string> = new Set(['Citadel', 'Army Painter']);

/** True when the swatch of this paint is known to be only approximate, so the UI says so. */
export function isApproximateSwatch(paint: KindFacts & { brand: string }): boolean {
  return sampledWrong.has(paint.brand) && translucentKinds.has(paintKindOf(paint));
}

/**
 * "Do I already own this, or something close?": the owned paints of the same kind that are the same or near in
 * colour (CIEDE2000, the shared colour module), in plain words, nearest first. Nothing when none is near.
 */
export function NearOwned({
  target,
  owned,
  exclude,
}: {
  target: KindFacts & { color: string; brand: string };
  owned: readonly PaintRow[];
  /** The painter's own row of this very paint, which is not "something close". */
  exclude?: string | null | undefined;
}) {
  const matches = useMemo(
    () =>
      nearMatches(
        target,
        owned.filter((paint) => paint.id !== exclude),
        2,
      ),
    [target, owned, exclude],
  );
  if (matches.length === 0) return null;
  return (
    <p data-testid="near-owned" className="text-xs [overflow-wrap:anywhere] text-muted">
      {isApproximateSwatch(target) ? t('inventory.nearOwnedApproximate') : t('inventory.nearOwned')}{' '}
      {matches.map((match, index) => (
        <span key={match.paint.id}>
          {index > 0 ? '; ' : ''}
          <span className="font-medium text-ink">{closenessWords[match.nearness]}</span> — {match.paint.name} (
          {brandText(match.paint.brand)})
        </span>
      ))}
    </p>
  );
}
