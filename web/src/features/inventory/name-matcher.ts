import uFuzzy from '@leeoniya/ufuzzy';
import { byPotOrder, rangeLabel, type CatalogPaint } from '@paintforge/sync-protocol';
import { buildSearchIndex, foldForSearch, searchWithTypos, type SearchIndex } from '@paintforge/sync-protocol/search';

/**
 * Typed and imported paint names matched to the catalog, the way a painter means them: a bare name is the brush-on
 * pot of a current range (paint-pots.ts: "Macragge Blue" is the Base pot, not the Air pot or the Spray can), brand
 * and range words in the line narrow it ("Citadel Air Mephiston Red", "Vallejo Model Color Azure"), and a typo
 * is forgiven by the shared search's edit distance ("blod angles red"). Loaded only when a painter pastes or imports.
 */

export interface NameMatch {
  /** The pasted line, trimmed. */
  line: string;
  quantity: number;
  /** The best catalog paint, or null when nothing is near enough. */
  paint: CatalogPaint | null;
  /** Every pot of that name and brand, the chosen one first: what the preview lets the painter switch between. */
  candidates: CatalogPaint[];
}

/** Other names painters give a brand in a list. */
const brandAliases: Readonly<Record<string, readonly string[]>> = {
  Citadel: ['games workshop', 'citadel colour', 'citadel', 'gw'],
  'Army Painter': ['the army painter', 'army painter', 'warpaints'],
  P3: ['privateer press', 'p3'],
};

/** The catalog's names, folded, and the ways to find its paints: built once per catalog list. */
interface MatchIndex {
  search: SearchIndex<CatalogPaint>;
  /** Folded name → every paint of that name, in catalog order. */
  byName: ReadonlyMap<string, readonly CatalogPaint[]>;
  /** Folded brand words (with aliases), longest first, and the brand they name. */
  brands: readonly (readonly [string, string])[];
  /** Brand → its folded range names (without "(discontinued)"), longest first. */
  ranges: ReadonlyMap<string, readonly string[]>;
}

const indexes = new WeakMap<readonly CatalogPaint[], MatchIndex>();

function matchIndex(catalog: readonly CatalogPaint[]): MatchIndex {
  let index = indexes.get(catalog);
  if (index) return index;
  const byName = new Map<string, CatalogPaint[]>();
  const ranges = new Map<string, Set<string>>();
  const brands = new Map<string, string>();
  for (const paint of catalog) {
    const name = foldForSearch(paint.name);
    const list = byName.get(name);
    if (list) list.push(paint);
    else byName.set(name, [paint]);
    brands.set(foldForSearch(paint.brand), paint.brand);
    const brandRanges = ranges.get(paint.brand) ?? new Set<string>();
    brandRanges.add(foldForSearch(rangeLabel(paint.range)));
    ranges.set(paint.brand, brandRanges);
  }
  for (const [brand, aliases] of Object.entries(brandAliases)) if (ranges.has(brand)) for (const alias of aliases) brands.set(alias, brand);
  const longestFirst = (a: string, b: string) => b.length - a.length;
  index = {
    search: buildSearchIndex(catalog),
    byName,
    brands: [...brands].sort(([a], [b]) => longestFirst(a, b)),
    ranges: new Map([...ranges].map(([brand, names]) => [brand, [...names].filter(Boolean).sort(longestFirst)])),
  };
  indexes.set(catalog, index);
  return index;
}

/** "2x Nuln Oil", "Nuln Oil x2", "2 Nuln Oil" and a plain "Nuln Oil" (one pot). */
export function quantityAndName(line: string): { quantity: number; name: string } {
  const leading = /^(\d{1,4})\s*[x×]?\s+(.+)$/i.exec(line);
  if (leading) return { quantity: Number(leading[1]), name: leading[2]!.trim() };
  const trailing = /^(.+?)\s+[x×]\s*(\d{1,4})$/i.exec(line);
  if (trailing) return { quantity: Number(trailing[2]), name: trailing[1]!.trim() };
  return { quantity: 1, name: line };
}

/** What a line says about the paint: its name, and the brand and range when the line names them. */
interface ReadName {
  name: string;
  brand?: string;
  range?: string;
}

/** Splits "Citadel Air Mephiston Red", "Mephiston Red (Citadel Air)" or "Azure - Vallejo Model Color" into its parts. */
function readName(index: MatchIndex, text: string): ReadName {
  let rest = foldForSearch(text);
  let brand: string | undefined;
  let range: string | undefined;
  // A trailing "(Citadel Air)", "- Citadel" or ", Base" is read like a leading one.
  const trailing = /^(.+?)\s*(?:\(([^()]+)\)|\s[-–,]\s*(.+))$/.exec(rest);
  if (trailing) rest = `${(trailing[2] ?? trailing[3])!.trim()} ${trailing[1]!.trim()}`;
  for (const [words, name] of index.brands) {
    if (rest.startsWith(`${words} `)) {
      brand = name;
      rest = rest.slice(words.length + 1).trim();
      break;
    }
  }
  const rangeNames = brand ? (index.ranges.get(brand) ?? []) : [...new Set([...index.ranges.values()].flat())];
  for (const words of rangeNames) {
    if (rest.startsWith(`${words} `) && rest.length > words.length + 1) {
      range = words;
      rest = rest.slice(words.length + 1).trim();
      break;
    }
  }
  return { name: rest, ...(brand ? { brand } : {}), ...(range ? { range } : {}) };
}

/** The paints narrowed by brand and range where the line gave them and that leaves any, in their order. */
function keepRead(paints: readonly CatalogPaint[], read: ReadName): CatalogPaint[] {
  let found = read.brand ? paints.filter((paint) => paint.brand === read.brand) : [...paints];
  if (read.range) {
    const inRange = found.filter((paint) => foldForSearch(rangeLabel(paint.range)) === read.range);
    if (inRange.length > 0) found = inRange;
  }
  return found;
}

/** The pots of one name, narrowed as the line says, best pot first. */
function narrow(paints: readonly CatalogPaint[], read: ReadName): CatalogPaint[] {
  return byPotOrder(keepRead(paints, read));
}

/** Every pot of a paint's name and brand, best first, with `paint` itself first: the preview's choices. */
export function candidatesOf(catalog: readonly CatalogPaint[], paint: CatalogPaint): CatalogPaint[] {
  const same = (matchIndex(catalog).byName.get(foldForSearch(paint.name)) ?? []).filter((other) => other.brand === paint.brand);
  return [paint, ...byPotOrder(same).filter((other) => other.id !== paint.id)];
}

/**
 * The catalog paint a name means, or null. An exact name (with the brand and range the line gave, if any) wins;
 * a line whose first words only looked like a range ("Base …") is tried whole too; then the typo-forgiving search.
 */
export function bestMatch(catalog: readonly CatalogPaint[], text: string, brand?: string): CatalogPaint | null {
  const index = matchIndex(catalog);
  const read = readName(index, text);
  if (brand && !read.brand && index.ranges.has(brand)) read.brand = brand;
  const readings: ReadName[] = [read];
  if (read.range) readings.push({ ...read, name: `${read.range} ${read.name}`, range: undefined } as ReadName);
  for (const reading of readings) {
    const exact = narrow(index.byName.get(reading.name) ?? [], reading);
    if (exact[0]) return exact[0];
  }
  for (const reading of readings) {
    const { items } = searchWithTypos(index.search, reading.name);
    // The nearest name found (the search's order: names nearest the typed one first); of its pots, the one it means.
    const first = keepRead(items, reading)[0];
    if (first) return narrow(index.byName.get(foldForSearch(first.name)) ?? [first], { ...reading, name: first.name })[0] ?? first;
  }
  return null;
}

/** Each non-empty pasted line, at most 500, with its quantity, its best catalog match and the other pots of that name. */
export function matchPastedNames(text: string, catalog: readonly CatalogPaint[]): NameMatch[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[-*•]\s*/, '').trim())
    .filter(Boolean)
    .slice(0, 500)
    .map((line) => {
      const { quantity, name } = quantityAndName(line);
      const paint = bestMatch(catalog, name);
      return { line, quantity, paint, candidates: paint ? candidatesOf(catalog, paint) : [] };
    });
}

/**
 * The inventory's own search fallback (paint-list.tsx) over a painter's paints, with uFuzzy: one typo per word is
 * forgiven (a missing, extra, swapped or wrong letter).
 */
const fuzzy = new uFuzzy({ intraMode: 1, intraIns: 1, intraSub: 1, intraTrn: 1, intraDel: 1 });

/** What a typo-forgiving search reads of a paint: catalog paints and a painter's own alike. */
type NamedPaint = Pick<CatalogPaint, 'name' | 'brand'>;

const haystacks = new WeakMap<readonly NamedPaint[], string[]>();

function haystackOf(paints: readonly NamedPaint[]): string[] {
  let haystack = haystacks.get(paints);
  if (!haystack) {
    haystack = paints.map((paint) => `${paint.name} ${paint.brand}`);
    haystacks.set(paints, haystack);
  }
  return haystack;
}

/** Every paint a typed search matches with a typo forgiven, best first: the search's fallback when no word matches. */
export function fuzzySearch<T extends NamedPaint>(paints: readonly T[], query: string, limit = 200): T[] {
  const [indexes, info, order] = fuzzy.search(haystackOf(paints), query.trim(), 0, 1e3);
  if (info && order) return order.slice(0, limit).map((position) => paints[info.idx[position]!]!);
  return (indexes ?? []).slice(0, limit).map((index) => paints[index]!);
}

/**
 * The catalog paint a CSV row is: the one its Catalog ID names, else the same name and brand in the row's range,
 * else the pot that name means. Never a near name: a row of the painter's own mix must stay their own.
 */
export function csvRowMatch(
  catalog: readonly CatalogPaint[],
  row: { name: string; brand: string; range: string; catalogId: string | null },
  byId: ReadonlyMap<string, CatalogPaint>,
): CatalogPaint | null {
  const named = row.catalogId ? byId.get(row.catalogId) : undefined;
  if (named) return named;
  const sameName = (matchIndex(catalog).byName.get(foldForSearch(row.name)) ?? []).filter(
    (paint) => foldForSearch(paint.brand) === foldForSearch(row.brand),
  );
  const range = foldForSearch(rangeLabel(row.range));
  return (
    (range ? sameName.find((paint) => foldForSearch(rangeLabel(paint.range)) === range) : undefined) ?? byPotOrder(sameName)[0] ?? null
  );
}
