import { rangeLabel, type CatalogPaint, type PaintRow } from '@paintforge/sync-protocol';
import { foldForSearch } from '@paintforge/sync-protocol/search';
import { holdingsOf, type PaintList } from '../../data/collection/paints';
import type { ImportedPaint } from './paint-csv';
import type { NameMatch, candidatesOf, csvRowMatch } from './name-matcher';

/**
 * What the import preview shows and adds, built from a CSV's rows or pasted names: each paint with its match, the
 * other pots of its name, and what the list already holds of it. Pure, so the round trip is tested without a screen.
 */

/** One paint the preview shows and the import adds: a catalog paint (kept as one row per paint) or a paint of its own. */
export interface ImportItem {
  key: string;
  /** What the painter gave: the CSV row's name or the pasted line. */
  source: string;
  name: string;
  brand: string;
  type: string;
  color: string;
  quantity: number;
  /** The painter's own paint's range ('' for none). */
  range: string;
  catalog: CatalogPaint | null;
  /** The pots of the matched name the painter may switch to (the match first); empty for a paint of their own. */
  candidates: readonly CatalogPaint[];
  /** How many of it the list already holds (owned ×N; 1 for a wishlist entry), or null when it holds none. */
  already: number | null;
  /** What to do with a paint already held: add it again (one more, or N more) or leave it as it is. */
  decision: 'add' | 'skip';
}

/** A painter's own paint (no catalog paint) by name, brand and range, as a CSV row names it. */
const ownKey = (paint: { name: string; brand: string; range: string | null }) =>
  [paint.name, paint.brand, rangeLabel(paint.range)].map(foldForSearch).join('\u0000');

/** How much of each paint the list holds: by catalog id, and the painter's own paints by name, brand and range. */
export function heldIn(
  rows: readonly PaintRow[],
  list: PaintList,
): (item: Pick<ImportItem, 'catalog' | 'name' | 'brand' | 'range'>) => number | null {
  const holdings = holdingsOf(rows);
  const own = new Map<string, number>();
  for (const row of rows) {
    if (row.catalogId || row.deletedAt !== null || row.isWishlist !== (list === 'wishlist')) continue;
    own.set(ownKey(row), (own.get(ownKey(row)) ?? 0) + (list === 'wishlist' ? 1 : row.quantity));
  }
  return (item) => {
    if (!item.catalog) return own.get(ownKey(item)) ?? null;
    const holding = holdings.get(item.catalog.id);
    if (list === 'wishlist') return holding?.wished || holding?.owned ? 1 : null;
    return holding?.owned ? holding.owned.quantity : null;
  };
}

/** An import item for a catalog paint (a pasted name's match, a CSV row's, or the pot the painter switched to). */
export function catalogItem(key: string, source: string, quantity: number, paint: CatalogPaint, candidates: readonly CatalogPaint[]) {
  const { name, brand, type, color } = paint;
  return { key, source, name, brand, type, color, range: rangeLabel(paint.range), quantity, catalog: paint, candidates };
}

/** The name matcher's functions a CSV's rows are matched with (name-matcher.ts, loaded when a file is read). */
export interface CsvMatcher {
  csvRowMatch: typeof csvRowMatch;
  candidatesOf: typeof candidatesOf;
}

/**
 * A CSV's rows as import items. A file is usually a collection's export, so a paint already held is skipped unless
 * the painter says add: importing one's own export changes nothing.
 */
export function itemsFromCsv(
  paints: readonly ImportedPaint[],
  catalog: readonly CatalogPaint[],
  rows: readonly PaintRow[],
  list: PaintList,
  matcher: CsvMatcher,
): ImportItem[] {
  const byId = new Map(catalog.map((paint) => [paint.id, paint]));
  const held = heldIn(rows, list);
  return paints.map((paint, index): ImportItem => {
    const match = matcher.csvRowMatch(catalog, paint, byId);
    const item = match
      ? catalogItem(`csv-${index}`, paint.name, paint.quantity, match, matcher.candidatesOf(catalog, match))
      : { ...paint, key: `csv-${index}`, source: paint.name, catalog: null, candidates: [] };
    return { ...item, already: held(item), decision: 'skip' };
  });
}

/** Pasted names as import items. A typed list says what was bought: a paint already owned gets more unless skipped. */
export function itemsFromNames(matches: readonly NameMatch[], rows: readonly PaintRow[], list: PaintList): ImportItem[] {
  const held = heldIn(rows, list);
  return matches.flatMap((match, index): ImportItem[] => {
    if (!match.paint) return [];
    const item = catalogItem(`line-${index}`, match.line, Math.max(1, match.quantity), match.paint, match.candidates);
    return [{ ...item, already: held(item), decision: 'add' }];
  });
}
