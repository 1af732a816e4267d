import type { Closeness } from '@paintforge/sync-protocol/colour-studio';

/**
 * The plain word beside a ΔE (CIEDE2000) in the colour studio. The limits are sync-protocol's nearnessLimits:
 * same ≤ 1 (a trained eye barely tells them apart side by side), very close ≤ 3, close ≤ 6, far above 6.
 */
export const closenessWords: Readonly<Record<Closeness, string>> = {
  same: 'Same colour',
  'very-close': 'Very close',
  close: 'Close',
  far: 'Far',
};

/** "ΔE 2.3" with one decimal: finer than the eye and the catalog's sampled colours can back. */
export function differenceText(difference: number): string {
  return `ΔE ${difference.toFixed(1)}`;
}

/** The one line a tap on a ΔE shows. */
export const differenceExplanation =
  'ΔE (CIEDE2000) is how far apart two colours look: up to 1 the same, up to 3 very close, up to 6 close, beyond that a different colour.';
