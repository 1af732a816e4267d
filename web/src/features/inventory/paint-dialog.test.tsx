import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { addPaint, type PaintList } from '../../data/paints';
import { getActiveSync, requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { descriptionOf, painter, renderScreen } from '../../testing/render';
import { PaintDialog } from './paint-dialog';

/** The dialog as the inventory opens it: from a button, by state. */
function Opener({ list, paint }: { list: PaintList; paint: PaintRow | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <PaintDialog open={open} onOpenChange={setOpen} list={list} paint={paint} />
    </>
  );
}

let stopSync: (() => void) | null = null;
/** The signed-in painter's own database on this device (fake-indexeddb), opened by the real sync runtime. */
async function signedInWithDatabase() {
  const view = renderScreen(<p>Inventory</p>, { user: painter });
  stopSync = startSyncRuntime();
  await requireDatabase();
  view.unmount();
}

afterEach(() => {
  stopSync?.();
  stopSync = null;
});

describe('Add Paint dialog (spec §2, §5)', () => {
  it('shows the spec message of each required field and saves nothing', async () => {
    const { user } = renderScreen(<Opener list="inventory" paint={null} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Paint' });
    expect((within(dialog).getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    await user.clear(within(dialog).getByLabelText('Color'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Paint' }));

    expect(descriptionOf(within(dialog).getByLabelText('Name'))).toBe('Paint name is required');
    expect(descriptionOf(within(dialog).getByLabelText('Brand'))).toBe('Brand is required');
    expect(descriptionOf(within(dialog).getByLabelText('Type'))).toBe('For example Base, Layer, Shade Type is required');
    expect(descriptionOf(within(dialog).getByLabelText('Color'))).toBe('A hex colour like #1A2B3C Color is required');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Name')));

    await user.type(within(dialog).getByLabelText('Color'), '#12');
    expect(descriptionOf(within(dialog).getByLabelText('Color'))).toBe('A hex colour like #1A2B3C Color must be a hex colour like #1A2B3C');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('on the wishlist it is "Add to Wishlist" with a quantity of 0 that cannot be changed', async () => {
    const { user } = renderScreen(<Opener list="wishlist" paint={null} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Wishlist' });
    const quantity = within(dialog).getByLabelText('Quantity') as HTMLInputElement;
    expect(quantity.value).toBe('0');
    expect(quantity.disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Add to Wishlist' })).toBeTruthy();
  });

  it('Escape and Cancel close it, and focus returns to the button that opened it', async () => {
    const { user } = renderScreen(<Opener list="inventory" paint={null} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Add Paint' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('saves a valid paint on this device, says so and closes', async () => {
    await signedInWithDatabase();
    const { user } = renderScreen(<Opener list="inventory" paint={null} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Paint' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mephiston Red');
    await user.type(within(dialog).getByLabelText('Brand'), 'Citadel');
    await user.type(within(dialog).getByLabelText('Type'), 'Base');
    await user.clear(within(dialog).getByLabelText('Color'));
    await user.type(within(dialog).getByLabelText('Color'), '#9a1115');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add Paint' }));

    expect(await screen.findByText('Paint added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const paints = await getActiveSync()!.db.paints.toArray();
    expect(paints.map(({ name, brand, type, color, quantity }) => ({ name, brand, type, color, quantity }))).toEqual([
      { name: 'Mephiston Red', brand: 'Citadel', type: 'Base', color: '#9A1115', quantity: 3 },
    ]);
  });
});

describe('Edit Paint dialog', () => {
  it('shows the paint, checks the same rules, and asks before deleting; Escape keeps it and returns to Delete', async () => {
    await signedInWithDatabase();
    const id = await addPaint({ name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade', quantity: 2 });
    const paint = (await (await requireDatabase()).view('paint').get(id)) as PaintRow;

    const { user } = renderScreen(<Opener list="inventory" paint={paint} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Paint' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Nuln Oil');
    expect((within(dialog).getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(descriptionOf(within(dialog).getByLabelText('Name'))).toBe('Paint name is required');

    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Nuln Oil?' });
    expect(within(confirm).getByText('It will be removed from your inventory.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(screen.getByRole('dialog', { name: 'Edit Paint' })).toBeTruthy();
    expect(await (await requireDatabase()).view('paint').get(id)).toMatchObject({ deletedAt: null });
  });
});
