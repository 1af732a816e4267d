import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { addFormBrands, type PaintRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { addPaint, addPaintFromCatalog, type PaintList } from '../../data/collection/paints';
import { catalogDatabase } from '../../data/catalog/catalog';
import { getActiveSync, requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { descriptionOf, painter, renderScreen } from '../../testing/render';
import { storeRealCatalog } from '../../testing/real-catalog';
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
    expect(descriptionOf(within(dialog).getByLabelText('Type'))).toBe('Type is required');
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
    await user.selectOptions(within(dialog).getByLabelText('Brand'), 'Citadel');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Base');
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
  it('takes focus itself, not the name (which would pop up a phone keyboard); its Brand and Type look like every select', async () => {
    await signedInWithDatabase();
    const id = await addPaint({ name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade', quantity: 2 });
    const paint = (await (await requireDatabase()).view('paint').get(id)) as PaintRow;
    const { user } = renderScreen(<Opener list="inventory" paint={paint} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Paint' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    for (const label of ['Brand', 'Type']) {
      expect(within(dialog).getByLabelText(label).className, label).toContain('appearance-none');
    }
    // An owned paint is not bought by priority.
    expect(within(dialog).queryByLabelText('Priority')).toBeNull();
  });

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

  it('links to the paint’s equivalents in other brands: a catalog paint by its id, a paint of the painter’s own by its colour', async () => {
    await signedInWithDatabase();
    const id = await addPaint({ name: 'My Sludge', brand: 'Citadel', color: '#14100E', type: 'Shade', quantity: 1 });
    const custom = (await (await requireDatabase()).view('paint').get(id)) as PaintRow;
    const equivalentsHref = async (paint: PaintRow) => {
      const view = renderScreen(<Opener list="inventory" paint={paint} />, { user: painter });
      await view.user.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Paint' });
      const href = within(dialog).getByRole('link', { name: 'Equivalents in other brands' }).getAttribute('href');
      view.unmount();
      return href;
    };
    expect(await equivalentsHref(custom)).toBe('/colours?hex=14100E&type=Shade');
    expect(await equivalentsHref({ ...custom, catalogId: 'citadel-shade-nuln-oil' })).toBe('/colours?paint=citadel-shade-nuln-oil');
  });
});

const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);

describe('the §9 option lists and readable messages', () => {
  it('the Add form offers the 12 brands of §9 together with every catalog brand, Other last, and the 24 types of §9', async () => {
    const catalog = await storeRealCatalog();
    try {
      const { user } = renderScreen(<Opener list="inventory" paint={null} />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Paint' });
      const brandMenu = within(dialog).getByLabelText('Brand');
      await waitFor(() => expect(optionsOf(brandMenu)).toContain('Warcolours'));
      const brands = optionsOf(brandMenu);
      expect(brands).toEqual(expect.arrayContaining([...addFormBrands]));
      expect(brands).toEqual(expect.arrayContaining([...new Set(catalog.map((paint) => paint.brand))]));
      for (const brand of ["Coat d'Arms", 'Foundry', 'Green Stuff World', 'Kimera', 'Monument Hobbies', 'P3', 'Turbo Dork'])
        expect(brands).toContain(brand);
      expect(new Set(brands).size).toBe(brands.length);
      expect(brands[0]).toBe('AK Interactive');
      expect(brands.at(-1)).toBe('Other');
      expect(optionsOf(within(dialog).getByLabelText('Type'))).toHaveLength(24);
    } finally {
      await catalogDatabase().paints.clear();
    }
  });

  it('asks the priority of a paint to buy only: Add to Wishlist has it, Add Paint and an owned paint’s edit do not', async () => {
    const { user } = renderScreen(<Opener list="wishlist" paint={null} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const wished = await screen.findByRole('dialog', { name: 'Add to Wishlist' });
    expect((within(wished).getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    const owned = renderScreen(<Opener list="inventory" paint={null} />);
    await owned.user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Paint' });
    expect(within(dialog).queryByLabelText('Priority')).toBeNull();
  });

  it('once an owned catalog paint is picked, says "you own 1" and offers "Add another", which adds a pot to the same row', async () => {
    await signedInWithDatabase();
    const nulnOil = {
      id: 'citadel-nuln-oil',
      name: 'Nuln Oil',
      brand: 'Citadel',
      range: 'Shade',
      type: 'Shade',
      color: '#14100E',
      userId: null,
    };
    await catalogDatabase().paints.bulkPut([{ ...nulnOil, position: 0 }]);
    try {
      await addPaintFromCatalog(nulnOil, 'inventory');
      const { user } = renderScreen(<Opener list="inventory" paint={null} />, { user: painter });
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Paint' });
      await user.type(within(dialog).getByLabelText('Name'), 'nuln');
      await waitFor(() => expect(within(within(dialog).getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
      await user.keyboard('{ArrowDown}{Enter}');
      expect(within(dialog).getByRole('status').textContent).toContain('you own 1');
      await user.click(within(dialog).getByRole('button', { name: 'Add another' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const rows = (await (await requireDatabase()).paints.toArray()).filter((row) => row.catalogId === nulnOil.id);
      expect(rows.map((row) => row.quantity)).toEqual([2]);
    } finally {
      await catalogDatabase().paints.clear();
    }
  });

  it('the Edit form offers its 7 brands and 10 types, and a catalog paint keeps its real brand', async () => {
    await signedInWithDatabase();
    const id = await addPaint({ name: 'Hobby Green', brand: 'Green Stuff World', color: '#2F6B3A', type: 'Acrylic', quantity: 1 });
    const paint = (await (await requireDatabase()).view('paint').get(id)) as PaintRow;
    const { user } = renderScreen(<Opener list="inventory" paint={paint} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Paint' });
    const brand = within(dialog).getByLabelText('Brand') as HTMLSelectElement;
    expect(brand.value).toBe('Green Stuff World');
    expect(optionsOf(brand)).toEqual(['Green Stuff World', 'Army Painter', 'Citadel', 'P3', 'Reaper', 'Scale75', 'Vallejo', 'Other']);
    expect(optionsOf(within(dialog).getByLabelText('Type'))).toHaveLength(11);
  });

  it('a negative quantity says so in words, never the raw schema text', async () => {
    const { user } = renderScreen(<Opener list="inventory" paint={null} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Paint' });
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Paint' }));
    expect(descriptionOf(within(dialog).getByLabelText('Quantity'))).toBe('Quantity must be a whole number from 0 to 9,999');
    expect(dialog.textContent).not.toContain('Too small');
  });

  it('suggests catalog paints from 2 characters, at most 10, of the chosen brand; picking one fills the form', async () => {
    const stored = Array.from({ length: 14 }, (_, index) => ({
      id: `red-${index}`,
      name: `Red ${index}`,
      brand: index % 2 === 0 ? 'Citadel' : 'Vallejo',
      range: 'Base',
      type: 'Base',
      color: '#AA0000',
      userId: null,
      position: index,
    }));
    await catalogDatabase().paints.bulkPut(stored);
    const { user } = renderScreen(<Opener list="inventory" paint={null} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Paint' });
    const name = within(dialog).getByLabelText('Name');
    await user.type(name, 'r');
    const suggested = () => within(within(dialog).getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    await user.type(name, 'e');
    await waitFor(() => expect(suggested()).toHaveLength(10));
    expect(within(dialog).getByRole('listbox')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Brand'), 'Citadel');
    await user.click(name);
    await user.type(name, 'd');
    await waitFor(() => expect(suggested()).toHaveLength(7));
    await user.keyboard('{ArrowDown}{Enter}');
    expect((name as HTMLInputElement).value).toBe('Red 0');
    expect((within(dialog).getByLabelText('Color') as HTMLInputElement).value).toBe('#AA0000');
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('Base');
  });
});

describe('Edit Paint on a wishlist paint', () => {
  it('"Mark as bought" moves it to the inventory with the pots bought, as the same row', async () => {
    await signedInWithDatabase();
    const id = await addPaint({ name: 'Agrax Earthshade', brand: 'Citadel', color: '#5A4A33', type: 'Shade', status: 'wishlist' });
    const paint = (await (await requireDatabase()).view('paint').get(id)) as PaintRow;
    const { user } = renderScreen(<Opener list="wishlist" paint={paint} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Paint' });
    const pots = within(dialog).getByLabelText('Pots bought');
    await user.clear(pots);
    await user.type(pots, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as bought' }));
    expect(descriptionOf(pots)).toBe('Enter the pots bought, from 1 to 9,999');
    await user.clear(pots);
    await user.type(pots, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as bought' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await (await requireDatabase()).view('paint').get(id)).toMatchObject({ isWishlist: false, status: 'in_stock', quantity: 3 });
  });
});
