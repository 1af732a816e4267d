import { readFileSync } from 'node:fs';
import uFuzzy from '@leeoniya/ufuzzy';
import { buildSearchIndex, searchIndex, searchWithTypos } from '@paintforge/sync-protocol/search';
import { compare } from './report.js';

interface Row {
  brand: string;
  range: string;
  name: string;
  hex: string;
}

const rows = JSON.parse(readFileSync(new URL('../api/catalog/paints.json', import.meta.url), 'utf8')) as Row[];
const paints = rows.map((row) => ({ name: row.name, brand: row.brand, range: row.range, color: row.hex }));
const queries = [
  'black',
  'abaddon',
  'cafe',
  'citadel base',
  'blue grey',
  'xv',
  '#231f20',
  'vallejo model air green',
  'mephiston red',
  'zzz',
];

/** Catalog search over all 5,805 paints: ours (accent-folded, multi-word, ranked) vs a bare substring scan. */
export async function benchCatalogSearch(): Promise<void> {
  const index = buildSearchIndex(paints);
  const strings = paints.map((paint) => `${paint.name} ${paint.brand} ${paint.range}`.toLowerCase());
  let q = 0;
  await compare({
    title: `Catalog search over ${paints.length} paints, ${queries.length} rotating queries`,
    ours: { name: 'searchIndex (sync-protocol)', fn: () => searchIndex(index, queries[q++ % queries.length]!) },
    baseline: {
      name: 'plain array scan: strings.filter(s => s.includes(q))',
      fn: () => {
        const query = queries[q++ % queries.length]!.toLowerCase();
        return strings.filter((s) => s.includes(query));
      },
    },
  });
}

/** Misspelt keystrokes, which find no substring and so run the typo-forgiving search (issue 24). */
const typos = ['abadon', 'nulnoil', 'mephistn red', 'blod angles red', 'macrage blue', 'retributr armor'];

/**
 * The typo-forgiving catalog search (edit distance to whole names and words, spaces ignored) against the uFuzzy
 * fallback the catalog screen used before (one typo per word), both over all 5,805 paints.
 */
export async function benchTypoSearch(): Promise<void> {
  const index = buildSearchIndex(paints);
  const fuzzy = new uFuzzy({ intraMode: 1, intraIns: 1, intraSub: 1, intraTrn: 1, intraDel: 1 });
  const haystack = paints.map((paint) => `${paint.name} ${paint.brand}`);
  let q = 0;
  await compare({
    title: `Typo search over ${paints.length} paints, ${typos.length} rotating misspelt queries`,
    ours: { name: 'searchWithTypos (sync-protocol)', fn: () => searchWithTypos(index, typos[q++ % typos.length]!) },
    baseline: { name: 'uFuzzy search (the previous fallback)', fn: () => fuzzy.search(haystack, typos[q++ % typos.length]!, 0, 1e3) },
  });
}
