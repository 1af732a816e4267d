import { parseCatalogRange } from './catalog.js';

/**
 * How a paint is named wherever one is chosen or shown: its name and its range ("Macragge Blue · Base",
 * "Macragge Blue · Air", "Macragge Blue · Spray"), so paints of one name in several ranges are told apart at a
 * glance. The one place this is spelled: screens, the CSV, the recipe card image and the showcase all use it.
 */
export const rangeSeparator = ' · ';

/** The range as painters know it (without the source's "(discontinued)"), or '' for a paint without one. */
export function rangeLabel(range: string | null | undefined): string {
  return range ? parseCatalogRange(range).range.trim() : '';
}

export function paintLabel(paint: { name: string; range?: string | null }): string {
  const range = rangeLabel(paint.range);
  return range ? `${paint.name}${rangeSeparator}${range}` : paint.name;
}

/** `items` with the owned ones first, each group in its own order (a stable partition). */
export function ownedFirst<T>(items: readonly T[], isOwned: (item: T) => boolean): T[] {
  const owned: T[] = [];
  const others: T[] = [];
  for (const item of items) (isOwned(item) ? owned : others).push(item);
  return owned.concat(others);
}
