import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, searchWithTypos, typoSearch } from '@paintforge/sync-protocol/search';
import { createTestConfig } from '../../testing/test-config.js';
import { parseCatalogFile } from './catalog-file.js';
import { toCatalogPaints } from './service.js';

// Issue 24's searches, on the real catalog: the shared search the server and every screen of the app run.
const paints = toCatalogPaints(parseCatalogFile(readFileSync(createTestConfig({ dataDir: '/nonexistent' }).catalogPath, 'utf8')));
const index = buildSearchIndex(paints);
const names = (found: readonly { name: string; range: string }[]) => found.map((paint) => `${paint.name} · ${paint.range}`);

describe('catalog search ranks by edit distance when no name contains the words', () => {
  it('"abadon" finds Abaddon Black first (one edit), above Charadon Granite (three)', () => {
    const { items, typo } = searchWithTypos(index, 'abadon');
    expect(typo).toBe(true);
    expect(names(items).slice(0, 2)).toEqual(['Abaddon Black · Base', 'Abaddon Black · Air']);
    const charadon = items.findIndex((paint) => paint.name === 'Charadon Granite');
    expect(charadon === -1 || charadon > 1).toBe(true);
  });

  it('"nulnoil" finds Nuln Oil, spaces ignored; the discontinued Nuln Oil Gloss after it', () => {
    expect(searchIndex(index, 'nulnoil')).toEqual([]);
    expect(names(searchWithTypos(index, 'nulnoil').items)).toEqual(['Nuln Oil · Shade', 'Nuln Oil Gloss · Shade']);
  });

  it('forgives a typo in each of several words, and a word still being typed', () => {
    expect(names(searchWithTypos(index, 'blod angles red').items)[0]).toBe('Blood Angels Red · Contrast');
    expect(names(searchWithTypos(index, 'mephistn red').items).slice(0, 3)).toEqual([
      'Mephiston Red · Base',
      'Mephiston Red · Air',
      'Mephiston Red · Spray',
    ]);
  });

  it('keeps the substring search for words that are found, and never reads two or three letters as a typo', () => {
    expect(searchWithTypos(index, 'abaddon').typo).toBe(false);
    expect(typoSearch(index, 'zzz')).toEqual([]);
    expect(searchWithTypos(index, 'qqqqqqqq').items).toEqual([]);
  });

  it('lists equal names brush-on pot first: Macragge Blue Base, then Air, then Spray', () => {
    expect(names(searchIndex(index, 'macragge blue'))).toEqual(['Macragge Blue · Base', 'Macragge Blue · Air', 'Macragge Blue · Spray']);
  });
});
