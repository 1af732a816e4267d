import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { labOf, matchKindOf, nearMatches, type MatchKind } from '@paintforge/sync-protocol/colour';
import {
  answersKind,
  buildStudioIndexes,
  equivalenceTable,
  equivalentsOf,
  isMixable,
  nearestInIndex,
  nearestPaints,
  proposeMixes,
} from '@paintforge/sync-protocol/colour-studio';
import { defaultCatalogPath } from '../../config.js';
import { parseCatalogFile } from './catalog-file.js';
import { toCatalogPaints } from './service.js';

/**
 * The kind rule (sync-protocol/src/colour/paint-kind.ts) across every matcher, on the real catalog as the server
 * builds it: the studio (a picked colour, a paint, the palette's rows), near-match (inventory's "you own", the
 * scanner's "close on your shelf" and recipe substitutes all call nearMatches), equivalents and the brand pair table,
 * and mixes. A flat colour is answered by flat paints only; a metallic by metallics.
 */
const catalog = toCatalogPaints(parseCatalogFile(readFileSync(defaultCatalogPath, 'utf8')));
const byName = (brand: string, name: string, range?: string) =>
  catalog.find((paint) => paint.brand === brand && paint.name === name && (range === undefined || paint.range === range))!;
const mephiston = byName('Citadel', 'Mephiston Red', 'Base');
const balthasar = byName('Citadel', 'Balthasar Gold', 'Base');
const leadbelcher = byName('Citadel', 'Leadbelcher', 'Base');
// The painter who owns the whole catalog: every matcher then has every kind to choose from.
const indexes = buildStudioIndexes(catalog, catalog);
const kindsOf = (paints: readonly CatalogPaint[]) => new Set(paints.map((paint) => matchKindOf(paint)));
const names = (paints: readonly CatalogPaint[]) => paints.map((paint) => paint.name);

describe('the kind rule on the real catalog', () => {
  it('knows the catalog kinds the issue met', () => {
    expect([mephiston, balthasar, leadbelcher].map(matchKindOf)).toEqual(['flat', 'metallic', 'metallic']);
    expect(matchKindOf(byName('Vallejo', 'Transparent Red'))).toBe('glaze');
    expect(matchKindOf(byName('Vallejo', 'Fluorescent Red', 'Game Color'))).toBe('fluorescent');
    expect(matchKindOf(byName('Citadel', 'Nuln Oil', 'Shade'))).toBe('wash');
  });

  it('answers a flat red photo colour with flat paints only, on the shelf and in every brand', () => {
    for (const hex of ['#8E020F', '#B0201A', '#A3592D', '#AD8045', '#939393']) {
      const answer = nearestPaints(indexes, { target: labOf(hex)!, kind: 'flat', ownedLimit: 10 });
      const found = [...answer.owned, ...answer.catalog].map((match) => match.item);
      expect(found.length).toBeGreaterThan(10);
      expect(kindsOf(found)).toEqual(new Set(['flat']));
      expect(names(found)).not.toContain('Balthasar Gold');
      expect(names(found)).not.toContain('Leadbelcher');
    }
  });

  it('answers a metallic with metallics, and any kind the painter asks for with that kind only', () => {
    const metallic = nearestPaints(indexes, { target: labOf(balthasar.color)!, kind: 'metallic', ownedLimit: 10 });
    expect(metallic.owned[0]!.item).toBe(balthasar);
    expect(kindsOf([...metallic.owned, ...metallic.catalog].map((match) => match.item))).toEqual(new Set(['metallic']));
    for (const kind of ['fluorescent', 'wash', 'contrast', 'glaze'] as const satisfies readonly MatchKind[]) {
      const asked = nearestPaints(indexes, { target: labOf(mephiston.color)!, kind });
      expect(asked.catalog.length).toBeGreaterThan(0);
      expect(kindsOf([...asked.owned, ...asked.catalog].map((match) => match.item))).toEqual(new Set([kind]));
    }
  });

  it('gives flat Mephiston Red flat equivalents, with no fluorescent, metallic or transparent red', () => {
    const found = equivalentsOf(mephiston, indexes.brands).map((match) => match.item);
    expect(found.length).toBeGreaterThan(5);
    expect(kindsOf(found)).toEqual(new Set(['flat']));
    expect(names(found).filter((name) => /fluorescent|transparent|metal|gold/i.test(name))).toEqual([]);
    expect(kindsOf(equivalentsOf(leadbelcher, indexes.brands).map((match) => match.item))).toEqual(new Set(['metallic']));
  });

  it('keeps every row of the brand pair tables to the kind of its paint', () => {
    for (const [from, to] of [
      ['Citadel', 'Vallejo'],
      ['Vallejo', 'Army Painter'],
      ['Monument Hobbies', 'Citadel'],
    ] as const) {
      const rows = equivalenceTable(indexes.brands, from, to);
      expect(rows.length).toBeGreaterThan(20);
      for (const row of rows) if (row.to) expect(matchKindOf(row.to.item)).toBe(matchKindOf(row.from));
    }
  });

  it('offers near matches (you own, the scanner, substitutes) of the same kind only, for every paint', () => {
    // Every 59th paint as the target (about 100) keeps this to a second while touching every range.
    for (const target of catalog.filter((_, index) => index % 59 === 0)) {
      const kind = matchKindOf(target);
      const found = nearMatches(target, catalog, 5);
      if (!kind) expect(found).toEqual([]);
      for (const match of found) expect(matchKindOf(match.paint)).toBe(kind);
    }
    expect(names(nearMatches(mephiston, catalog, 20).map((match) => match.paint))).not.toContain('Transparent Red');
  });

  it('matches a palette colour and proposes mixes from flat paints only', () => {
    const skin = labOf('#C98F6A')!;
    const palette = nearestInIndex(indexes.owned, skin, 10, (paint) => answersKind('flat', paint));
    expect(kindsOf(palette.map((match) => match.item))).toEqual(new Set(['flat']));
    expect(names(palette.map((match) => match.item))).not.toContain('Balthasar Gold');
    const mixes = proposeMixes(labOf('#6B8E23')!, indexes.owned, { accept: isMixable, limit: 10 });
    expect(kindsOf(mixes.flatMap((mix) => [mix.first, mix.second]))).toEqual(new Set(['flat']));
  });
});
