import type { Closeness } from '@paintforge/sync-protocol/colour-studio';
import { activeLocale, namedMessages, t } from '../i18n/t';

/**
 * The plain word beside a ΔE (CIEDE2000) in the colour studio. The limits are sync-protocol's nearnessLimits:
 * same ≤ 1 (a trained eye barely tells them apart side by side), very close ≤ 3, close ≤ 6, far above 6.
 */
export const closenessWords: Readonly<Record<Closeness, string>> = namedMessages('closeness', {
  same: 'same',
  'very-close': 'veryClose',
  close: 'close',
  far: 'far',
});

/** "ΔE 2.3" (German "ΔE 2,3") with one decimal: finer than the eye and the catalog's sampled colours can back. */
export function differenceText(difference: number): string {
  const oneDecimal = new Intl.NumberFormat(activeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `ΔE ${oneDecimal.format(difference)}`;
}

/** The one line a tap on a ΔE shows. */
export const differenceExplanation = (): string => t('closeness.explanation');
