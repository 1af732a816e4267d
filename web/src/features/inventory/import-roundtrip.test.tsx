import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldLimits, type PaintRow } from '@paintforge/sync-protocol';
import { addPaint, addPaintFromCatalog } from '../../data/collection/paints';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { painter, renderScreen } from '../../testing/render';
import { realCatalog } from '../../testing/real-catalog';
import { applyImport } from './apply-import';
import { countWakeUps } from '../../data/sync/testing/wake-ups';
import { notAddedText } from '../../messages/import-text';
import { itemsFromCsv, itemsFromNames } from './import-items';
import { candidatesOf, csvRowMatch, matchPastedNames } from './name-matcher';
import { paintsToCsv, parsePaintCsv } from './paint-csv';

const catalog = realCatalog();
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

  it('saves a batch of rows in one transaction, each its own mutation; a row refused is reported and the others added', async () => {
    await emptyAccount();
    const csv = 'Name,Brand,Type,Color,Quantity\n' + Array.from({ length: 250 }, (_, n) => `Mix ${n},Other,Layer,#123456,1\n`).join('');
    const items = itemsFromCsv(parsePaintCsv(csv).paints, catalog, [], 'inventory', matcher);
    // A row the mutator refuses though the file's reader took it: a name longer than a paint's.
    items[120] = { ...items[120]!, name: 'x'.repeat(fieldLimits.nameMax + 1) };
    const db = await requireDatabase();
    const counter = countWakeUps(db, 'paints');
    const reports: Array<[number, number]> = [];
    try {
      const result = await applyImport(items, 'inventory', (done, total) => reports.push([done, total]));
      expect(result.added).toBe(249);
      expect(result.refused.map(({ item, error }) => [item.key, error.code])).toEqual([[items[120]!.key, 'validation']]);
      // One transaction per batch of 100: the lists are drawn again three times, not 250.
      expect(counter.wakeUps).toBe(3);
    } finally {
      counter.stop();
    }
    expect(reports).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
    const names = (await inventory()).map((row) => row.name);
    expect(names).toHaveLength(249);
    expect(names).toContain('Mix 121');
    expect(names).not.toContain('Mix 120');
    const outbox = await db.outbox.toArray();
    expect(outbox.map((row) => row.mutationId)).toEqual(Array.from({ length: 249 }, (_, n) => outbox[0]!.mutationId + n));
    expect(new Set(outbox.map((row) => (row.args as { id: string }).id)).size).toBe(249);
    expect(notAddedText(['Mix 120'], 'Why.')).toBe('“Mix 120” was not added. Why.');
    expect(notAddedText(['A', 'B'], 'Why.')).toBe('2 paints were not added, “A” among them. Why.');
  });
});
