/**
 * Catalog search, shared by the server (`/api/paints/search`) and the offline client so both rank alike.
 * Matching is case- and accent-insensitive: every word of the query must appear in the paint's name,
 * brand, range or hex colour. Paints whose name matches best come first.
 */

export interface Searchable {
  name: string;
  brand: string;
  range?: string | null;
  color: string;
}

/** Folds case, accents and typographic quotes so "Cafe" finds "Café" and "Sorceror's" finds "Sorceror’s". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

interface Entry<T> {
  item: T;
  name: string;
  haystack: string;
}

export interface SearchIndex<T> {
  readonly entries: ReadonlyArray<Entry<T>>;
}

export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  return {
    entries: items.map((item) => {
      const name = foldForSearch(item.name);
      return { item, name, haystack: `${name} ${foldForSearch(item.brand)} ${foldForSearch(item.range ?? '')} ${item.color.toLowerCase()}` };
    }),
  };
}

/** Lower is better: exact name, name prefix, name starts with a query word, a name word does, elsewhere. */
function rank(name: string, query: string, words: readonly string[]): number {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (words.some((word) => name.startsWith(word))) return 2;
  if (words.some((word) => name.includes(` ${word}`))) return 3;
  return 4;
}

export function searchIndex<T extends Searchable>(index: SearchIndex<T>, query: string, limit = Infinity): T[] {
  const folded = foldForSearch(query);
  if (folded === '') return [];
  const words = folded.split(' ');
  const hits: Array<{ entry: Entry<T>; score: number }> = [];
  for (const entry of index.entries) {
    if (!words.every((word) => entry.haystack.includes(word))) continue;
    hits.push({ entry, score: rank(entry.name, folded, words) });
  }
  hits.sort((a, b) => a.score - b.score || a.entry.name.localeCompare(b.entry.name) || a.entry.item.brand.localeCompare(b.entry.item.brand));
  return hits.slice(0, limit).map((hit) => hit.entry.item);
}
