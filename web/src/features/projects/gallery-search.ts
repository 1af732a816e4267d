import { foldForSearch } from '@paintforge/sync-protocol/search';

interface Searched {
  name: string;
  description: string | null;
}

/**
 * The gallery's search, as the paint database's: every word of the query must appear in the name or description,
 * in any order, ignoring case and accents ("cafe knight" finds "Knight of the Café"). Each miniature's words are
 * folded once per list, not per keystroke, so typing stays quick with thousands of miniatures.
 */
export function gallerySearch<T extends Searched>(items: readonly T[]): (query: string) => readonly T[] {
  const haystacks = items.map((item) => foldForSearch(`${item.name} ${item.description ?? ''}`));
  return (query) => {
    const words = foldForSearch(query).split(' ').filter(Boolean);
    if (words.length === 0) return items;
    return items.filter((_, index) => words.every((word) => haystacks[index]!.includes(word)));
  };
}
