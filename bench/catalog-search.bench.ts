import { readFileSync } from 'node:fs';
import { buildSearchIndex, searchIndex } from '@paintforge/sync-protocol';
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
