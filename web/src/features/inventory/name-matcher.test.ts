import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { fuzzySearch, matchPastedNames, quantityAndName } from './name-matcher';

const file = JSON.parse(readFileSync(new URL('../../../../api/catalog/paints.json', import.meta.url), 'utf8')) as {
  brand: string;
  range: string;
  name: string;
  hex: string;
}[];
const catalog: CatalogPaint[] = file.map((row, index) => ({
  id: String(index),
  name: row.name,
  brand: row.brand,
  range: row.range,
  type: row.range,
  color: row.hex,
  userId: null,
}));

describe('pasted paint names matched to the catalog', () => {
  it('forgives a typo per word: "blod angles red" is Blood Angels Red', () => {
    const [match] = matchPastedNames('blod angles red', catalog);
    expect(match?.paint).toMatchObject({ name: 'Blood Angels Red', brand: 'Citadel' });
  });

  it('reads quantities and list bullets, skips blank lines, and says when nothing matches', () => {
    const matches = matchPastedNames('- 2x Nuln Oil\n\nAbaddon Black x3\nqqqzzzxxx', catalog);
    expect(matches.map((m) => [m.quantity, m.paint?.name ?? null])).toEqual([
      [2, 'Nuln Oil'],
      [3, 'Abaddon Black'],
      [1, null],
    ]);
    expect(quantityAndName('Mephiston Red')).toEqual({ quantity: 1, name: 'Mephiston Red' });
  });

  it('a typed search with a typo still finds the paint', () => {
    expect(fuzzySearch(catalog, 'mephistn red').map((paint) => paint.name)).toContain('Mephiston Red');
  });
});
