import type { PaintRow } from '@paintforge/sync-protocol';
import { colourDifference, labOf } from '@paintforge/sync-protocol/colour';
import { compareText } from '../../components/text-order';
import { t } from '../../i18n/t';

/**
 * Pure search, filter and sort of the painter's own list, kept apart from React so the bench and unit tests run
 * it as the screen does. Sorting uses the app's one collator (components/text-order.ts): localeCompare with options
 * builds a collator per comparison, which made one sort of 10,000 paints take 0.76 s in Chromium (11 ms with one).
 */

export type PaintSort = 'name' | 'brand' | 'type' | 'quantity';

/** The Sort by menu, in the painter's language (read when shown, so it follows a language switch). */
export const sortOptions = (): readonly { value: PaintSort; label: string }[] => [
  { value: 'name', label: t('inventory.sortName') },
  { value: 'brand', label: t('inventory.brand') },
  { value: 'type', label: t('inventory.type') },
  { value: 'quantity', label: t('inventory.sortQuantity') },
];

export interface PaintFilter {
  query: string;
  /** 'all' for every brand. */
  brand: string;
  /** 'all' for every type. */
  type: string;
  sort: PaintSort;
}

export const noFilter: PaintFilter = { query: '', brand: 'all', type: 'all', sort: 'name' };

/** A typed `#rgb` or `#rrggbb` as `#RRGGBB`, or null when the query is not a hex colour. */
export function hexQuery(query: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(query.trim());
  if (!match || !query.trim().startsWith('#')) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return `#${digits.toUpperCase()}`;
}

/** How far a hex query reaches: beyond this CIEDE2000 difference a paint is another colour (colour.ts says "close" up to 6). */
export const hexReach = 20;

/** The paints within reach of a hex colour, nearest first (CIEDE2000); nothing when the hex is not a colour. */
export function nearestToHex<T extends { color: string }>(paints: readonly T[], hex: string): T[] {
  if (!labOf(hex)) return [];
  const near: { paint: T; difference: number }[] = [];
  for (const paint of paints) {
    const difference = colourDifference(hex, paint.color);
    if (difference <= hexReach) near.push({ paint, difference });
  }
  return near.sort((a, b) => a.difference - b.difference).map((entry) => entry.paint);
}

const compareBy: Record<PaintSort, (a: PaintRow, b: PaintRow) => number> = {
  name: (a, b) => compareText(a.name, b.name),
  brand: (a, b) => compareText(a.brand, b.brand) || compareText(a.name, b.name),
  type: (a, b) => compareText(a.type, b.type) || compareText(a.name, b.name),
  quantity: (a, b) => b.quantity - a.quantity || compareText(a.name, b.name),
};

/**
 * The paints shown: brand and type filters, then the query over name, brand and colour (case-insensitive), sorted.
 * A hex query (`#8a0303`) instead finds the paints near that colour, nearest first.
 */
export function filterPaints(paints: readonly PaintRow[], { query, brand, type, sort }: PaintFilter): PaintRow[] {
  const byMenus =
    brand === 'all' && type === 'all'
      ? paints
      : paints.filter((p) => (brand === 'all' || p.brand === brand) && (type === 'all' || p.type === type));
  const hex = hexQuery(query);
  if (hex) return nearestToHex(byMenus, hex);
  const words = query.trim().toLowerCase();
  const found = words
    ? byMenus.filter(
        (p) => p.name.toLowerCase().includes(words) || p.brand.toLowerCase().includes(words) || p.color.toLowerCase().includes(words),
      )
    : [...byMenus];
  return found.sort(compareBy[sort]);
}

/** A menu's options built from the painter's own paints, plus All (spec §2). */
export function menuOf(
  values: Iterable<string>,
  labelOf: (value: string) => string = (value) => value,
): { value: string; label: string }[] {
  return [
    { value: 'all', label: t('inventory.all') },
    ...[...new Set(values)].sort(compareText).map((value) => ({ value, label: labelOf(value) })),
  ];
}
