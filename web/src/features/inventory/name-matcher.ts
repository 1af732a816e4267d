import uFuzzy from '@leeoniya/ufuzzy';
import type { CatalogPaint } from '@paintforge/sync-protocol';

/**
 * Pasted paint names matched to the catalog with uFuzzy: one typo per word is forgiven (a missing, extra, swapped
 * or wrong letter), so "blod angles red" still finds Blood Angels Red. Loaded only when a painter pastes a list.
 */
const fuzzy = new uFuzzy({ intraMode: 1, intraIns: 1, intraSub: 1, intraTrn: 1, intraDel: 1 });

export interface NameMatch {
  /** The pasted line, trimmed. */
  line: string;
  quantity: number;
  /** The best catalog paint, or null when nothing is near enough. */
  paint: CatalogPaint | null;
}

/** What a typo-forgiving search reads of a paint: catalog paints and a painter's own alike. */
type NamedPaint = Pick<CatalogPaint, 'name' | 'brand'>;

const haystacks = new WeakMap<readonly NamedPaint[], string[]>();

function haystackOf(catalog: readonly NamedPaint[]): string[] {
  let haystack = haystacks.get(catalog);
  if (!haystack) {
    haystack = catalog.map((paint) => `${paint.name} ${paint.brand}`);
    haystacks.set(catalog, haystack);
  }
  return haystack;
}

/** "2x Nuln Oil", "Nuln Oil x2", "2 Nuln Oil" and a plain "Nuln Oil" (one pot). */
export function quantityAndName(line: string): { quantity: number; name: string } {
  const leading = /^(\d{1,4})\s*[x×]?\s+(.+)$/i.exec(line);
  if (leading) return { quantity: Number(leading[1]), name: leading[2]!.trim() };
  const trailing = /^(.+?)\s+[x×]\s*(\d{1,4})$/i.exec(line);
  if (trailing) return { quantity: Number(trailing[2]), name: trailing[1]!.trim() };
  return { quantity: 1, name: line };
}

/** The best catalog match for one name, or null. */
export function bestMatch(catalog: readonly CatalogPaint[], name: string): CatalogPaint | null {
  const haystack = haystackOf(catalog);
  const [indexes, info, order] = fuzzy.search(haystack, name, 0, 1e3);
  const first = order?.[0];
  if (info && first !== undefined) return catalog[info.idx[first]!] ?? null;
  return indexes && indexes.length > 0 ? (catalog[indexes[0]!] ?? null) : null;
}

/** Every paint a typed search matches with a typo forgiven, best first: the search's fallback when no word matches. */
export function fuzzySearch<T extends NamedPaint>(catalog: readonly T[], query: string, limit = 200): T[] {
  const [indexes, info, order] = fuzzy.search(haystackOf(catalog), query.trim(), 0, 1e3);
  if (info && order) return order.slice(0, limit).map((position) => catalog[info.idx[position]!]!);
  return (indexes ?? []).slice(0, limit).map((index) => catalog[index]!);
}

/** Each non-empty pasted line, at most 500, with its quantity and its best catalog match. */
export function matchPastedNames(text: string, catalog: readonly CatalogPaint[]): NameMatch[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[-*•]\s*/, '').trim())
    .filter(Boolean)
    .slice(0, 500)
    .map((line) => {
      const { quantity, name } = quantityAndName(line);
      return { line, quantity, paint: bestMatch(catalog, name) };
    });
}
