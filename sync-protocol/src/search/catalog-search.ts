import { potOrder } from '../paint-pots.js';

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
  /** Discontinued paints are found, but after every current paint of the same rank. */
  discontinued?: boolean;
  type?: string;
}

const compact = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

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
  /** The name without spaces or punctuation, and its words (positions in `words`): what the typo search compares. */
  compactName: string;
  nameWords: readonly number[];
  /** Which pot a bare name means (paint-pots.ts): equal names list the brush-on current pot first. */
  pot: number;
}

export interface SearchIndex<T> {
  /** Sorted by name, then brand. */
  readonly entries: ReadonlyArray<Entry<T>>;
  /** Trigram → ascending positions in `entries` of the haystacks that contain it. */
  readonly trigrams: ReadonlyMap<string, readonly number[]>;
  /** Every distinct word of the names, once: a typed word is compared with each of these, not with every name. */
  readonly words: readonly string[];
}

export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  const idOf = (word: string) => {
    let id = wordIds.get(word);
    if (id === undefined) {
      id = words.push(word) - 1;
      wordIds.set(word, id);
    }
    return id;
  };
  const entries = items.map((item): Entry<T> => {
    const name = foldForSearch(item.name);
    return {
      item,
      name,
      haystack: `${name} ${foldForSearch(item.brand)} ${foldForSearch(item.range ?? '')} ${item.color.toLowerCase()}`,
      compactName: compact(name),
      nameWords: name.split(' ').map(compact).filter(Boolean).map(idOf),
      pot:
        item.type === undefined
          ? 0
          : potOrder({ type: item.type, brand: item.brand, range: item.range ?? null, discontinued: item.discontinued ?? false }),
    };
  });
  // Sorted once here so a query only has to bucket its hits by rank: no per-query sort.
  entries.sort((a, b) => a.name.localeCompare(b.name) || a.item.brand.localeCompare(b.item.brand) || a.pot - b.pot);
  const trigrams = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    for (let i = 0; i + 3 <= entry.haystack.length; i++) {
      const trigram = entry.haystack.slice(i, i + 3);
      const postings = trigrams.get(trigram);
      if (!postings) trigrams.set(trigram, [position]);
      else if (postings[postings.length - 1] !== position) postings.push(position);
    }
  });
  return { entries, trigrams, words };
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
  // Current paints' buckets first, then the discontinued ones', each by rank.
  const buckets: T[][] = Array.from({ length: rankCount * 2 }, () => []);
  const positions = candidates(index, words);
  const count = positions ? positions.length : index.entries.length;
  // Plain loops, not every()/some() closures: this runs on every keystroke on a phone.
  candidates: for (let i = 0; i < count; i++) {
    const entry = index.entries[positions ? positions[i]! : i]!;
    for (const word of words) if (!entry.haystack.includes(word)) continue candidates;
    buckets[rank(entry.name, folded, words) + (entry.item.discontinued ? rankCount : 0)]!.push(entry.item);
  }
  return buckets.flat().slice(0, limit);
}

/** The search screens run: the substring search, and when it finds nothing, the typo-forgiving one. */
export interface CatalogSearchResult<T> {
  items: T[];
  /** True when the items come from the typo-forgiving search ("allowing for a typo"). */
  typo: boolean;
}

/** Queries shorter than this are never read as typos: two or three letters are a prefix being typed. */
export const typoMinLength = 4;

export function searchWithTypos<T extends Searchable>(index: SearchIndex<T>, query: string, limit = Infinity): CatalogSearchResult<T> {
  const items = searchIndex(index, query, limit);
  if (items.length > 0 || foldForSearch(query).length < typoMinLength) return { items, typo: false };
  return { items: typoSearch(index, query, limit), typo: true };
}

/** Edits forgiven for a word of this many letters: one up to 5 letters ("abadon"), two up to 9, then three. */
function allowedEdits(length: number): number {
  return length <= 5 ? 1 : length <= 9 ? 2 : 3;
}

// One row of the distance table, reused: this runs over the whole catalog on a keystroke that found nothing.
let row = new Uint16Array(64);

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max` (most pairs stop after a row or two). */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (row.length <= b.length) row = new Uint16Array(b.length * 2);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(above + 1, row[j - 1]! + 1, diagonal + cost);
      row[j] = value;
      diagonal = above;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
  }
  return row[b.length]!;
}

/**
 * Edits from one typed word to each distinct name word of the index (more than the word's allowance when far): one
 * pass over the vocabulary per typed word. A typed word may be the start of a name word still being typed
 * ("mephist" for Mephiston), so a longer name word is compared by its start.
 */
function wordDistances(words: readonly string[], typed: string): Uint8Array {
  const max = allowedEdits(typed.length);
  const distances = new Uint8Array(words.length);
  words.forEach((word, id) => {
    const compared = word.length > typed.length + max ? word.slice(0, typed.length + max) : word;
    distances[id] = boundedEditDistance(typed, compared, max);
  });
  return distances;
}

/**
 * How far a typed query is from a paint's name, in edits, or undefined when it is not near at all. The nearest of:
 * the name with spaces and punctuation ignored containing the query so written ("nulnoil" → Nuln Oil, distance 0);
 * the whole name; and the sum, over the typed words, of the edits to the name word each is nearest to ("abadon" →
 * Abaddon Black: one edit; "Charadon Granite" needs three and is not offered).
 */
function typoDistance(
  entry: Entry<unknown>,
  compactQuery: string,
  typed: readonly { max: number; distances: Uint8Array }[],
): number | undefined {
  if (entry.compactName.includes(compactQuery)) return 0;
  const wholeMax = allowedEdits(compactQuery.length);
  const whole = boundedEditDistance(compactQuery, entry.compactName, wholeMax);
  const best = whole <= wholeMax ? whole : Number.POSITIVE_INFINITY;
  let total = 0;
  for (const { max, distances } of typed) {
    let nearest = max + 1;
    for (const id of entry.nameWords) nearest = Math.min(nearest, distances[id]!);
    if (nearest > max) return best === Number.POSITIVE_INFINITY ? undefined : best;
    total += nearest;
  }
  return Math.min(best, total);
}

/**
 * The typo-forgiving search: paints whose name is a few edits from the query, nearest first, then current before
 * discontinued paints, then by name. It reads every name, so it runs only when the substring search found nothing.
 */
export function typoSearch<T extends Searchable>(index: SearchIndex<T>, query: string, limit = Infinity): T[] {
  const folded = foldForSearch(query);
  const words = folded.split(' ').map(compact).filter(Boolean);
  const compactQuery = compact(folded);
  if (compactQuery.length < typoMinLength || words.length === 0) return [];
  const typed = words.map((word) => ({ max: allowedEdits(word.length), distances: wordDistances(index.words, word) }));
  const found: { item: T; distance: number; position: number }[] = [];
  index.entries.forEach((entry, position) => {
    const distance = typoDistance(entry, compactQuery, typed);
    if (distance !== undefined) found.push({ item: entry.item, distance, position });
  });
  found.sort(
    (a, b) =>
      a.distance - b.distance || Number(a.item.discontinued ?? false) - Number(b.item.discontinued ?? false) || a.position - b.position,
  );
  return found.slice(0, limit).map((hit) => hit.item);
}
