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
