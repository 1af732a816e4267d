import { readFileSync } from 'node:fs';
import { type PaintRow } from '@paintforge/sync-protocol';
import { buildSearchIndex, searchIndex } from '@paintforge/sync-protocol/search';
import { nearMatches } from '@paintforge/sync-protocol/colour';
import { filterPaints, noFilter } from '../web/src/features/inventory/paint-list-filter.js';
import { compare } from './report.js';

interface Row {
  brand: string;
  range: string;
  name: string;
  hex: string;
}

const rows = JSON.parse(readFileSync(new URL('../api/catalog/paints.json', import.meta.url), 'utf8')) as Row[];
const catalog = rows.map((row) => ({ name: row.name, brand: row.brand, range: row.range, color: row.hex }));
const types = ['Base', 'Layer', 'Shade', 'Contrast', 'Metallic', 'Dry'];

/** 10,000 owned paints: the catalog's names and colours, repeated with a number so every row is its own paint. */
const owned: PaintRow[] = Array.from({ length: 10_000 }, (_, index) => {
  const source = rows[index % rows.length]!;
  return {
    id: `paint-${index}`,
    name: index < rows.length ? source.name : `${source.name} ${index}`,
    brand: source.brand,
    color: source.hex,
    type: types[index % types.length]!,
    range: source.range,
    catalogId: null,
    quantity: index % 7,
    status: 'in_stock',
    isWishlist: false,
    priority: 'medium',
    notes: null,
    runningLow: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    conflicts: [],
    deletedAt: null,
  };
});

/** Every prefix of the typed words: what the search sees keystroke by keystroke. */
const typed = ['mephiston red', 'abaddon black', 'vallejo model air', 'nuln oil'];
const keystrokes = typed.flatMap((text) => Array.from({ length: text.length }, (_, index) => text.slice(0, index + 1)));

/** Issue 11: per-keystroke search over the catalog and over 10,000 owned paints, and one near-match against 10,000. */
export async function benchInventory(): Promise<void> {
  const index = buildSearchIndex(catalog);
  const catalogStrings = catalog.map((paint) => `${paint.name} ${paint.brand} ${paint.range}`.toLowerCase());
  let k = 0;
  await compare({
    title: `Per-keystroke catalog search over ${catalog.length} paints (${keystrokes.length} rotating prefixes)`,
    ours: { name: 'searchIndex (sync-protocol)', fn: () => searchIndex(index, keystrokes[k++ % keystrokes.length]!) },
    baseline: {
      name: 'plain array scan: strings.filter(s => s.includes(q))',
      fn: () => {
        const query = keystrokes[k++ % keystrokes.length]!;
        return catalogStrings.filter((s) => s.includes(query));
      },
    },
  });

  const ownedStrings = owned.map((paint) => `${paint.name} ${paint.brand} ${paint.color}`.toLowerCase());
  await compare({
    title: `Per-keystroke inventory search over ${owned.length.toLocaleString('en-US')} owned paints, filtered and sorted by name`,
    ours: {
      name: 'filterPaints (shared Intl.Collator sort)',
      fn: () => filterPaints(owned, { ...noFilter, query: keystrokes[k++ % keystrokes.length]! }),
    },
    baseline: {
      name: 'plain array scan: strings.filter(s => s.includes(q))',
      fn: () => {
        const query = keystrokes[k++ % keystrokes.length]!;
        return ownedStrings.filter((s) => s.includes(query));
      },
    },
  });

  const targets = catalog.slice(0, 50).map((paint, i) => ({ color: paint.color, type: types[i % types.length]! }));
  const rgb = owned.map((paint) => [1, 3, 5].map((at) => parseInt(paint.color.slice(at, at + 2), 16)) as [number, number, number]);
  let t = 0;
  await compare({
    title: `Near match: one paint against ${owned.length.toLocaleString('en-US')} owned paints`,
    ours: { name: 'nearMatches (CIEDE2000, kinds apart)', fn: () => nearMatches(targets[t++ % targets.length]!, owned) },
    baseline: {
      name: 'plain array scan: RGB distance to every paint',
      fn: () => {
        const target = targets[t++ % targets.length]!.color;
        const [r, g, b] = [1, 3, 5].map((at) => parseInt(target.slice(at, at + 2), 16)) as [number, number, number];
        let best = Infinity;
        for (const [r2, g2, b2] of rgb) best = Math.min(best, (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2);
        return best;
      },
    },
  });
}
