/**
 * Catalog search, shared by the server (`/api/paints/search`) and the offline client so both rank alike.
 * Matching is case- and accent-insensitive: every word of the query must appear in the paint's name,
 * brand, range or hex colour. Paints whose name matches best come first, then by name.
 *
 * A trigram index keeps a keystroke cheap on a phone: only the paints that contain the query's rarest
 * three-letter run are checked, instead of all 5,805.
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
  /** Sorted by name, then brand. */
  readonly entries: ReadonlyArray<Entry<T>>;
  /** Trigram → ascending positions in `entries` of the haystacks that contain it. */
  readonly trigrams: ReadonlyMap<string, readonly number[]>;
}

export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const entries = items.map((item) => {
    const name = foldForSearch(item.name);
    return { item, name, haystack: `${name} ${foldForSearch(item.brand)} ${foldForSearch(item.range ?? '')} ${item.color.toLowerCase()}` };
  });
  // Sorted once here so a query only has to bucket its hits by rank: no per-query sort.
  entries.sort((a, b) => a.name.localeCompare(b.name) || a.item.brand.localeCompare(b.item.brand));
  const trigrams = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    for (let i = 0; i + 3 <= entry.haystack.length; i++) {
      const trigram = entry.haystack.slice(i, i + 3);
      const postings = trigrams.get(trigram);
      if (!postings) trigrams.set(trigram, [position]);
      else if (postings[postings.length - 1] !== position) postings.push(position);
    }
  });
  return { entries, trigrams };
}

const rankCount = 5;

/** 0 to rankCount-1, lower is better: exact name, name prefix, name starts with a query word, a name word does, elsewhere. */
function rank(name: string, query: string, words: readonly string[]): number {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (words.some((word) => name.startsWith(word))) return 2;
  if (words.some((word) => name.includes(` ${word}`))) return 3;
  return 4;
}

/** The shortest posting list among the query's trigrams; null when no word is long enough to have one. */
function candidates(index: SearchIndex<unknown>, words: readonly string[]): readonly number[] | null {
  let best: readonly number[] | null = null;
  for (const word of words) {
    for (let i = 0; i + 3 <= word.length; i++) {
      const postings = index.trigrams.get(word.slice(i, i + 3)) ?? [];
      if (best === null || postings.length < best.length) best = postings;
    }
  }
  return best;
}

export function searchIndex<T extends Searchable>(index: SearchIndex<T>, query: string, limit = Infinity): T[] {
  const folded = foldForSearch(query);
  if (folded === '') return [];
  const words = folded.split(' ');
  const buckets: T[][] = Array.from({ length: rankCount }, () => []);
  const positions = candidates(index, words);
  const count = positions ? positions.length : index.entries.length;
  // Plain loops, not every()/some() closures: this runs on every keystroke on a phone.
  candidates: for (let i = 0; i < count; i++) {
    const entry = index.entries[positions ? positions[i]! : i]!;
    for (const word of words) if (!entry.haystack.includes(word)) continue candidates;
    buckets[rank(entry.name, folded, words)]!.push(entry.item);
  }
  return buckets.flat().slice(0, limit);
}
