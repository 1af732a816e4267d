import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { paintRow } from '../../testing/paint-rows';
import { painter, renderScreen } from '../../testing/render';
import { CollectionFigures } from './collection-figures';
import { NearOwned, isApproximateSwatch } from './near-owned';
import { PaintList } from './paint-list';

/** A red pot named `name`: the list's tests differ only in what they name. */
function paint(name: string, extra: Partial<PaintRow> = {}): PaintRow {
  return paintRow({ id: `id-${name}`, name, color: '#9A1115', ...extra });
}

const paints = [
  paint('Mephiston Red'),
  paint('Khorne Red', { brand: 'Vallejo', quantity: 1 }),
  paint('Caliban Green', { color: '#00401F', quantity: 0 }),
];

describe('the painter’s list', () => {
  it("opens Add Paint or the import from the home's shortcuts (?open=add, ?open=import), then drops it from the address", async () => {
    const added = renderScreen(<PaintList kind="inventory" paints={paints} onBrowse={() => undefined} />, {
      user: painter,
      path: '/inventory',
      at: '/inventory?open=add',
    });
    // The file's first test loads the dialogs' lazy chunks (forms, colour picker, Radix): seconds on a loaded machine.
    expect(await screen.findByRole('dialog', { name: 'Add Paint' }, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(added.router.state.location.search).toBe(''));
    added.unmount();
    renderScreen(<PaintList kind="inventory" paints={paints} onBrowse={() => undefined} />, {
      user: painter,
      path: '/inventory',
      at: '/inventory?open=import',
    });
    expect(await screen.findByRole('dialog', { name: 'Import and backup' })).toBeTruthy();
  });

  it('an empty inventory offers the import in words, and the toolbar’s import control says Import', async () => {
    const { user } = renderScreen(<PaintList kind="inventory" paints={[]} onBrowse={() => undefined} />, { user: painter });
    expect(screen.getByRole('heading', { name: 'Your inventory is empty' })).toBeTruthy();
    expect(screen.getByText('Got paints already? Paste a list or import a CSV')).toBeTruthy();
    const toolbarImport = screen.getByRole('button', { name: 'Import and backup' });
    expect(toolbarImport.textContent).toContain('Import');
    await user.click(screen.getByRole('button', { name: 'Import paints' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import and backup' });
    // Real buttons, not the browser's "Choose File": each picker is labelled by a button of the app's own look.
    for (const [input, button] of [
      ['A CSV file with the columns Name, Brand, Type, Color, Quantity (and Range, Catalog ID)', 'Choose a CSV file'],
      ['Restore a backup file', 'Choose a backup file'],
    ] as const) {
      const picker = within(dialog).getByLabelText(input, { exact: false }) as HTMLInputElement;
      expect(picker.type).toBe('file');
      expect(picker.className).toContain('sr-only');
      expect(within(dialog).getByText(button).closest('label')?.htmlFor).toBe(picker.id);
    }
  });

  it('shows a wish’s priority as a labelled badge on its row (moved down from the hobby-table browser test)', () => {
    const wish = paint('Nuln Oil', { status: 'wishlist', isWishlist: true, quantity: 0, priority: 'high' });
    renderScreen(<PaintList kind="wishlist" paints={[wish]} onBrowse={() => undefined} />, { user: painter });
    const row = screen.getByRole('listitem', { name: 'Nuln Oil' });
    expect(within(row).getByText('High priority', { exact: true })).toBeTruthy();
  });

  it('filters by brand in the Filters sheet', async () => {
    const { user } = renderScreen(<PaintList kind="inventory" paints={paints} onBrowse={() => undefined} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(sheet).getByLabelText('Brand'), 'Vallejo');
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 paint' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (on)' })).toBeTruthy();
  });

  it('forgives a typo when no word matches, as the catalog does', async () => {
    const list = [...paints, paint('Blood Angels Red')];
    const { user } = renderScreen(<PaintList kind="inventory" paints={list} onBrowse={() => undefined} />, { user: painter });
    await user.type(screen.getByLabelText('Search your paints'), 'blod angles red');
    expect(await screen.findByText('Blood Angels Red')).toBeTruthy();
    expect(screen.queryByText('Mephiston Red')).toBeNull();
  });

  it('selection mode: Select All, Clear Selection, Export Selected only with a selection', async () => {
    const { user } = renderScreen(<PaintList kind="inventory" paints={paints} onBrowse={() => undefined} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Select paints' }));
    const bar = screen.getByRole('toolbar', { name: 'Selection' });
    expect((within(bar).getByRole('button', { name: /Export Selected/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(bar).getByRole('button', { name: 'Select All' }));
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    expect((within(bar).getByRole('button', { name: /Export Selected/ }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(bar).getByRole('button', { name: 'Clear Selection' }));
    expect(within(bar).getByText('0 selected')).toBeTruthy();
  });

  it('says the collection in figures, computed here; running low is what was marked or at 0 pots, not one pot', async () => {
    const inventory = [paint('Mephiston Red', { runningLow: true }), ...paints.slice(1), paint('Wraithbone', { quantity: 1 })];
    const { user } = renderScreen(
      <CollectionFigures inventory={inventory} wishlist={[paint('Nuln Oil', { isWishlist: true, status: 'wishlist', quantity: 0 })]} />,
    );
    const figures = screen.getByTestId('collection-figures');
    expect(figures.querySelector('summary')?.textContent).toBe('4 paints · 4 pots · 2 running low · 1 on wishlist');
    await user.click(within(figures).getByText(/running low ·/));
    expect(within(figures).getByRole('heading', { name: 'By brand' })).toBeTruthy();
  });

  it('names an owned paint of the same colour and kind, never one of another kind', () => {
    const owned = [paint('My Red'), paint('Red Wash', { type: 'Wash' })];
    renderScreen(<NearOwned target={{ color: '#9A1115', type: 'Base', brand: 'Vallejo' }} owned={owned} />);
    expect(screen.getByTestId('near-owned').textContent).toBe('You own: Same colour — My Red (Citadel)');
    expect(isApproximateSwatch({ brand: 'Citadel', type: 'Shade' })).toBe(true);
    expect(isApproximateSwatch({ brand: 'Vallejo', type: 'Wash' })).toBe(false);
  });
});
