import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogTypeFromRange, parseCatalogRange, type CatalogPaint, type PaintRow } from '@paintforge/sync-protocol';
import { addPaint, addPaintFromCatalog } from '../../data/paints';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { painter, renderScreen } from '../../testing/render';
import { applyImport } from './apply-import';
import { itemsFromCsv, itemsFromNames } from './import-items';
import { candidatesOf, csvRowMatch, matchPastedNames } from './name-matcher';
import { paintsToCsv, parsePaintCsv } from './paint-csv';

const file = JSON.parse(readFileSync(join(process.cwd(), 'api/catalog/paints.json'), 'utf8')) as {
  brand: string;
  range: string;
  name: string;
  hex: string;
}[];
const catalog: CatalogPaint[] = file.map((row, index) => {
  const { range, discontinued } = parseCatalogRange(row.range);
  return {
    id: `cat-${index}`,
    name: row.name,
    brand: row.brand,
    range,
    discontinued,
    type: catalogTypeFromRange(range),
    color: row.hex,
    userId: null,
  };
});
const pot = (name: string, range: string) => catalog.find((paint) => paint.name === name && paint.range === range)!;
const matcher = { csvRowMatch, candidatesOf };

let stopSync: (() => void) | null = null;
async function emptyAccount() {
  const view = renderScreen(<p>Inventory</p>, { user: painter });
  stopSync ??= startSyncRuntime();
  const db = await requireDatabase();
  await Promise.all([db.paints.clear(), db.outbox.clear(), db.confirmedPaints.clear()]);
  view.unmount();
}
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

async function inventory(): Promise<PaintRow[]> {
  return (await (await requireDatabase()).paints.toArray()).filter((row) => row.deletedAt === null && !row.isWishlist);
}
/** What a painter sees of their inventory: everything but ids and times. */
const contents = (rows: readonly PaintRow[]) =>
  rows
    .map(({ name, brand, range, type, color, catalogId, quantity }) => ({ name, brand, range, type, color, catalogId, quantity }))
    .sort((a, b) => `${a.name}${a.range}`.localeCompare(`${b.name}${b.range}`));

describe('CSV export and import round-trip', () => {
  it('re-importing the own export changes nothing; into an empty account it rebuilds the same inventory', async () => {
    await emptyAccount();
    await addPaintFromCatalog(pot('Macragge Blue', 'Spray'), 'inventory', 1);
    await addPaintFromCatalog(pot('Macragge Blue', 'Base'), 'inventory', 2);
    await addPaintFromCatalog(pot('Nuln Oil', 'Shade'), 'inventory', 0);
    await addPaint({ name: 'My Own Mix', brand: 'Other', type: 'Layer', color: '#123456', quantity: 3, status: 'in_stock' });
    const before = contents(await inventory());
    expect(before).toHaveLength(4);

    const csv = paintsToCsv(await inventory());
    expect(csv.split('\r\n')[0]).toBe('Name,Brand,Type,Color,Quantity,Range,Catalog ID');
    const { paints, problems } = parsePaintCsv(csv);
    expect(problems).toEqual([]);

    const again = itemsFromCsv(paints, catalog, await inventory(), 'inventory', matcher);
    expect(again.map((item) => [item.name, item.range, item.already, item.decision])).toEqual(
      expect.arrayContaining([
        ['Macragge Blue', 'Spray', 1, 'skip'],
        ['Macragge Blue', 'Base', 2, 'skip'],
        ['Nuln Oil', 'Shade', 0, 'skip'],
        ['My Own Mix', '', 3, 'skip'],
      ]),
    );
    expect(await applyImport(again, 'inventory')).toEqual({ added: 0, refused: [] });
    expect(contents(await inventory())).toEqual(before);

    await emptyAccount();
    const fresh = itemsFromCsv(paints, catalog, [], 'inventory', matcher);
    expect(fresh.every((item) => item.already === null)).toBe(true);
    expect(await applyImport(fresh, 'inventory')).toEqual({ added: 4, refused: [] });
    expect(contents(await inventory())).toEqual(before);
  });

  it('imports an old CSV with only the spec columns, matching each name to its brush-on pot', async () => {
    await emptyAccount();
    const { paints } = parsePaintCsv(
      'Name,Brand,Type,Color,Quantity\nMacragge Blue,Citadel,Base,#0D407F,1\nMephiston Red,Citadel,Base,#960C09,2\n',
    );
    const items = itemsFromCsv(paints, catalog, [], 'inventory', matcher);
    expect(items.map((item) => `${item.name} · ${item.range}`)).toEqual(['Macragge Blue · Base', 'Mephiston Red · Base']);
    expect(items[0]!.candidates.map((paint) => paint.range)).toEqual(['Base', 'Air', 'Spray']);
    await applyImport(items, 'inventory');
    expect(contents(await inventory()).map((row) => [row.name, row.range, row.quantity])).toEqual([
      ['Macragge Blue', 'Base', 1],
      ['Mephiston Red', 'Base', 2],
    ]);
  });

  it('pasted names say what is already owned and add to it unless skipped', async () => {
    await emptyAccount();
    await addPaintFromCatalog(pot('Nuln Oil', 'Shade'), 'inventory', 1);
    const items = itemsFromNames(matchPastedNames('2x Nuln Oil\nAbaddon Black', catalog), await inventory(), 'inventory');
    expect(items.map((item) => [item.name, item.already, item.decision])).toEqual([
      ['Nuln Oil', 1, 'add'],
      ['Abaddon Black', null, 'add'],
    ]);
    await applyImport([{ ...items[0]!, decision: 'skip' }, items[1]!], 'inventory');
    expect(contents(await inventory()).map((row) => [row.name, row.quantity])).toEqual([
      ['Abaddon Black', 1],
      ['Nuln Oil', 1],
    ]);
  });
});
