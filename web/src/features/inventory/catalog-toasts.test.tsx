// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { catalogDatabase } from '../../data/catalog/catalog';
import { painter, renderScreen } from '../../testing/render';
import CatalogBrowser from './catalog-browser';

afterEach(async () => {
  await catalogDatabase().paints.clear();
});

/** The title of the toast showing now (the app's one toast slot), or '' when none shows. */
const toastTitle = () => document.querySelector('li.pf-toast .font-semibold')?.textContent ?? '';

// Issue 24's toasts from the catalog, moved down from the hobby-table browser test (issue 32): what they say is the
// screen's and the database's doing, not the browser's. Where a toast sits on a phone stays in e2e/hobby-table.test.ts.
describe('the catalog says what a tap did', () => {
  it('"Added to wishlist", then "Marked as bought", then "One more Wraithbone (×2)", and the row holds 2 pots', async () => {
    const db = await signedInWithDatabase();
    await catalogDatabase().paints.bulkPut([
      {
        id: 'citadel-wraithbone',
        name: 'Wraithbone',
        brand: 'Citadel',
        range: 'Base',
        type: 'Base',
        color: '#DBD1B2',
        userId: null,
        position: 0,
      },
    ]);
    const { user } = renderScreen(<CatalogBrowser />, { user: painter });
    await user.type(await screen.findByLabelText('Search paints'), 'wraithbone');

    await user.click(await screen.findByRole('button', { name: /^Add to wishlist: Wraithbone/ }, { timeout: 10_000 }));
    await waitFor(() => expect(toastTitle()).toBe('Added to wishlist'));
    await user.click(await screen.findByRole('button', { name: /^Mark as bought: Wraithbone/ }));
    await waitFor(() => expect(toastTitle()).toBe('Marked as bought'));
    await user.click(await screen.findByRole('button', { name: /^Add another Wraithbone/ }));
    await waitFor(() => expect(toastTitle()).toBe('One more Wraithbone (×2)'));

    const rows = (await db.paints.toArray()).filter((row) => row.deletedAt === null);
    expect(rows.map(({ name, status, quantity }) => ({ name, status, quantity }))).toEqual([
      { name: 'Wraithbone', status: 'in_stock', quantity: 2 },
    ]);
  });
});
