import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fieldLimits } from '@paintforge/sync-protocol';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { painter, renderScreen } from '../../testing/render';
import { ImportDialog } from './import-dialog';

let stopSync: (() => void) | null = null;
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

describe('a CSV import with a row the app refuses', () => {
  it('adds the other rows and says which row was not added, and why', async () => {
    const { user } = renderScreen(<ImportDialog open onOpenChange={() => undefined} list="inventory" />, { user: painter });
    stopSync = startSyncRuntime();
    const db = await requireDatabase();
    await Promise.all([db.paints, db.outbox].map((table) => table.clear()));
    const dialog = await screen.findByRole('dialog', { name: 'Import and backup' });
    // The file's reader takes any name; the paint mutator refuses one longer than a paint's.
    const long = 'Long'.repeat(fieldLimits.nameMax);
    const csv = `Name,Brand,Type,Color,Quantity\nMix 1,Other,Layer,#123456,1\n${long},Other,Layer,#123456,1\nMix 2,Other,Layer,#123456,2\n`;
    await user.upload(within(dialog).getByLabelText(/A CSV file/), new File([csv], 'paints.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('3 paints will be added to your inventory.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        `2 paints added to your inventory. “${long.slice(0, 39)}…” was not added. This change was not saved: its “name” is not valid.`,
        {
          selector: 'li *',
        },
      ),
    ).toBeTruthy();
    expect((await db.paints.toArray()).map((row) => [row.name, row.quantity]).sort()).toEqual([
      ['Mix 1', 1],
      ['Mix 2', 2],
    ]);
  });
});
