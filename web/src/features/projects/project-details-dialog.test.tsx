import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { catalogDatabase } from '../../data/catalog/catalog';
import { addPaint, deletePaint } from '../../data/collection/paints';
import { createProject } from '../../data/collection/projects';
import { addRecipePaint } from '../../data/collection/recipes';
import { getActiveSync, requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { descriptionOf, painter, renderScreen } from '../../testing/render';
import ProjectsPage from './projects-page';

const catalogPaint = (index: number, brand: string, color: string): CatalogPaint => ({
  id: `cat-${brand}-${index}`,
  name: `Azure Glow ${index}`,
  brand,
  range: 'Base',
  color,
  type: 'Base',
  userId: null,
});

let stopSync: (() => void) | null = null;
beforeEach(async () => {
  renderScreen(<p />, { user: painter }).unmount();
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  await Promise.all([db.projects.clear(), db.recipes.clear(), db.paints.clear()]);
  // 12 Citadel and 3 Vallejo catalog paints share a name, so the 10-suggestion cap and the brand filter both show.
  const paints = [
    ...Array.from({ length: 12 }, (_, index) => catalogPaint(index, 'Citadel', '#1E40AF')),
    ...Array.from({ length: 3 }, (_, index) => catalogPaint(index, 'Vallejo', '#1D4ED8')),
  ];
  await catalogDatabase().paints.clear();
  await catalogDatabase().paints.bulkPut(paints.map((paint, position) => ({ ...paint, position })));
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

const toastWith = async (title: string) => (await screen.findByText(title, { selector: 'li *' })).closest('li') as HTMLElement;

async function openDetails(name: string) {
  const view = renderScreen(<ProjectsPage />, { user: painter });
  await view.user.click(await screen.findByRole('button', { name: `View details of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name });
  return { ...view, dialog };
}

const partNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);
const rowsOf = (dialog: HTMLElement, part: string) =>
  within(within(dialog).getByRole('region', { name: part }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('View Details (spec §2 recipe by part)', () => {
  it('groups the recipe by part, keeps a deleted paint readable, removes a paint and counts it on the card', async () => {
    const projectId = await createProject({ name: 'Crimson Knight' });
    const red = await addPaint({ name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' });
    const gold = await addPaint({ name: 'Retributor Armour', brand: 'Citadel', color: '#C39E5A', type: 'Metallic' });
    await addRecipePaint(projectId, { paintId: red, partName: 'Armor', technique: 'Base Coat', usageNotes: 'Two thin coats' });
    await addRecipePaint(projectId, { paintId: gold, partName: 'Trim' });
    await deletePaint(gold);

    const { user, dialog } = await openDetails('Crimson Knight');
    await waitFor(() => expect(partNames(dialog)).toEqual(['Armor', 'Trim']));
    expect(rowsOf(dialog, 'Armor')).toEqual(['Mephiston Red']);
    const armor = within(dialog).getByRole('listitem', { name: 'Mephiston Red' });
    expect(within(armor).getByText('Citadel · Base · Base Coat')).toBeTruthy();
    expect(within(armor).getByText('Two thin coats')).toBeTruthy();
    // Holdings are a live query of their own: under load they can answer after the recipe's rows.
    expect(await within(armor).findByText('In your inventory')).toBeTruthy();
    // The gold was deleted from the inventory: the row still shows it, from its snapshot.
    const trim = within(dialog).getByRole('listitem', { name: 'Retributor Armour' });
    expect(within(trim).getByText('Citadel · Metallic')).toBeTruthy();
    expect(within(trim).getByText(/Not in your inventory/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Retributor Armour (Trim)' }));
    expect(within(await toastWith('Paint removed')).getByText('Retributor Armour is no longer in the recipe for Trim.')).toBeTruthy();
    await waitFor(() => expect(partNames(dialog)).toEqual(['Armor']));
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Paint recipe' }));
    const db = await requireDatabase();
    expect((await db.recipes.toArray()).filter((row) => row.deletedAt === null).map((row) => row.partName)).toEqual(['Armor']);

    // The sticky Close at the bottom (the × in the corner is the other one).
    await user.click(
      within(dialog)
        .getAllByRole('button', { name: 'Close' })
        .find((button) => button.textContent === 'Close')!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('listitem', { name: 'Crimson Knight' })).getByText(/1 paint$/)).toBeTruthy();
  });

  it('draws a shade from the catalog in two stops (thin over white, pooled) and a painter’s own mix flat', async () => {
    const agrax: CatalogPaint = { ...catalogPaint(99, 'Citadel', '#9A99A0'), name: 'Agrax Earthshade', range: 'Shade', type: 'Shade' };
    await catalogDatabase().paints.put({ ...agrax, position: 99 });
    const projectId = await createProject({ name: 'Plague Marine' });
    const mix = await addPaint({ name: 'My brown wash', brand: 'Other', color: '#A0A09A', type: 'Shade', quantity: 1 });
    await addRecipePaint(projectId, { paintId: agrax.id, partName: 'Armour' });
    await addRecipePaint(projectId, { paintId: mix, partName: 'Armour' });
    const { dialog } = await openDetails('Plague Marine');
    const swatchOf = async (name: string) =>
      (await within(dialog).findByRole('listitem', { name })).querySelector<HTMLElement>('[aria-hidden="true"][style]')!;
    // The catalog's row is read after the recipe: until then the row shows its snapshot.
    await waitFor(async () => expect((await swatchOf('Agrax Earthshade')).dataset.twoStop).toBe('true'));
    expect((await swatchOf('Agrax Earthshade')).style.backgroundImage).toContain('#34323B');
    expect((await swatchOf('My brown wash')).dataset.twoStop).toBeUndefined();
  });

  it('checks the part, the paint and a custom paint with the spec messages, then adds a custom paint (status custom, quantity 1)', async () => {
    await createProject({ name: 'Plague Marine' });
    const { user, dialog } = await openDetails('Plague Marine');
    await user.click(within(dialog).getByRole('button', { name: 'Add Paint' }));
    const form = within(dialog).getByRole('form', { name: 'Add a paint to the recipe' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Part'));
    // One submit button, the sheet's sticky one; the form itself has only Cancel.
    expect(within(form).queryByRole('button', { name: 'Add to Recipe' })).toBeNull();
    const add = within(dialog).getByRole('button', { name: 'Add to Recipe' });

    await user.click(add);
    expect(descriptionOf(within(form).getByLabelText('Part'))).toContain('Part name is required');

    await user.type(within(form).getByLabelText('Part'), 'Cloak');
    await user.click(add);
    expect(await toastWith('Please select a paint or choose custom')).toBeTruthy();

    await user.click(within(form).getByRole('radio', { name: 'Custom paint' }));
    await user.type(within(form).getByLabelText('Custom paint name'), 'Nurgle Green');
    await user.click(add);
    expect(await toastWith('Custom paint name, brand, and color are required')).toBeTruthy();

    // A colour that is not a colour is refused by the paint's own rules: the spec's failure toast with the reason.
    await user.type(within(form).getByLabelText('Custom paint brand'), 'My Mixes');
    await user.clear(within(form).getByLabelText('Custom paint colour'));
    await user.type(within(form).getByLabelText('Custom paint colour'), 'green');
    await user.click(add);
    expect(await toastWith('Failed to add paint')).toBeTruthy();

    await user.clear(within(form).getByLabelText('Custom paint colour'));
    await user.type(within(form).getByLabelText('Custom paint colour'), '#4A6B2F');
    await user.selectOptions(within(form).getByLabelText('Custom paint type'), 'Shade');
    await user.selectOptions(within(form).getByLabelText('Technique'), 'Wash');
    await user.click(add);
    expect(within(await toastWith('Paint added')).getByText('Nurgle Green is in the recipe for Cloak.')).toBeTruthy();
    await waitFor(() => expect(rowsOf(dialog, 'Cloak')).toEqual(['Nurgle Green']));

    const db = await requireDatabase();
    const paints = await db.paints.toArray();
    expect(paints.map(({ name, brand, color, type, status, quantity }) => ({ name, brand, color, type, status, quantity }))).toEqual([
      { name: 'Nurgle Green', brand: 'My Mixes', color: '#4A6B2F', type: 'Shade', status: 'custom', quantity: 1 },
    ]);
    const [row] = await db.recipes.toArray();
    expect({ paintId: row!.paintId, technique: row!.technique }).toEqual({ paintId: paints[0]!.id, technique: 'Wash' });
    expect(getActiveSync()).not.toBeNull();
  });

  it("while the form is open the sticky Add Paint saves it (the form's own button is below the fold on a phone)", async () => {
    await createProject({ name: 'Ork Boy' });
    const { user, dialog } = await openDetails('Ork Boy');
    await user.click(within(dialog).getByRole('button', { name: 'Add Paint' }));
    const form = within(dialog).getByRole('form', { name: 'Add a paint to the recipe' });
    await user.type(within(form).getByLabelText('Part'), 'Skin');
    await user.click(within(form).getByRole('radio', { name: 'Custom paint' }));
    await user.type(within(form).getByLabelText('Custom paint name'), 'Ork Flesh');
    await user.type(within(form).getByLabelText('Custom paint brand'), 'My Mixes');
    await user.clear(within(form).getByLabelText('Custom paint colour'));
    await user.type(within(form).getByLabelText('Custom paint colour'), '#3C6E2F');
    // The sticky button became the form's one "Add to Recipe": no second primary button doing the same.
    expect(within(dialog).queryByRole('button', { name: 'Add Paint' })).toBeNull();
    const sticky = within(dialog).getByRole('button', { name: 'Add to Recipe' });
    expect(form.contains(sticky)).toBe(false);
    await user.click(sticky);
    expect(within(await toastWith('Paint added')).getByText('Ork Flesh is in the recipe for Skin.')).toBeTruthy();
    await waitFor(() => expect(rowsOf(dialog, 'Skin')).toEqual(['Ork Flesh']));
    expect(within(dialog).queryByRole('form', { name: 'Add a paint to the recipe' })).toBeNull();
  });

  it('suggests paints from 2 characters, at most 10, by brand; a catalog paint says what owned paint comes closest and goes to the wishlist in one tap', async () => {
    await createProject({ name: 'Sky Lord' });
    // CIEDE2000 1.6 from Vallejo's Azure Glow (#1D4ED8): "Very close". A wash of the very same hex is another kind.
    await addPaint({ name: 'Macragge Blue', brand: 'Citadel', color: '#1E4AD0', type: 'Base' });
    await addPaint({ name: 'Blue Wash', brand: 'Citadel', color: '#1D4ED8', type: 'Shade' });
    const { user, dialog } = await openDetails('Sky Lord');
    await user.click(within(dialog).getByRole('button', { name: 'Add Paint' }));
    const form = within(dialog).getByRole('form', { name: 'Add a paint to the recipe' });
    await user.type(within(form).getByLabelText('Part'), 'Armor');

    await user.type(within(form).getByLabelText('Search paints'), 'A');
    expect(within(form).queryByRole('list', { name: 'Paint suggestions' })).toBeNull();
    await user.type(within(form).getByLabelText('Search paints'), 'z');
    const list = await within(form).findByRole('list', { name: 'Paint suggestions' });
    expect(within(list).getAllByRole('button')).toHaveLength(10);

    await user.selectOptions(within(form).getByLabelText('Brand'), 'Vallejo');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Azure Glow 0 · Base (Vallejo)', 'Azure Glow 1 · Base (Vallejo)', 'Azure Glow 2 · Base (Vallejo)']),
    );
    await user.click(within(list).getByRole('button', { name: 'Azure Glow 1 · Base (Vallejo)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Recipe' }));

    const row = await within(dialog).findByRole('listitem', { name: 'Azure Glow 1' });
    expect(within(row).getByText(/Not in your inventory/)).toBeTruthy();
    expect(within(row).getByText(/Macragge Blue \(Citadel\)/)).toBeTruthy();
    expect(within(row).getByText(/Macragge Blue \(Citadel\) – Very close/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add 1 missing paint to wishlist' }));
    expect(await toastWith('Added to wishlist')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText(/On your wishlist/)).toBeTruthy());
    const wished = (await (await requireDatabase()).paints.toArray()).filter((paint) => paint.isWishlist);
    expect(wished.map(({ name, catalogId, quantity }) => ({ name, catalogId, quantity }))).toEqual([
      { name: 'Azure Glow 1', catalogId: 'cat-Vallejo-1', quantity: 0 },
    ]);
    expect(within(dialog).queryByRole('button', { name: /missing paint/ })).toBeNull();
  });

  it('moves a paint up and down within its part with the keyboard, or by dragging, other parts untouched', async () => {
    const projectId = await createProject({ name: 'Ranger' });
    const [a, b, c] = await Promise.all(
      ['Leather Brown', 'Forest Green', 'Bone White'].map((name, index) =>
        addPaint({ name, brand: 'Vallejo', color: ['#6B4423', '#2F5D2F', '#E8DDC0'][index]!, type: 'Base' }),
      ),
    );
    await addRecipePaint(projectId, { paintId: a!, partName: 'Cloak' });
    await addRecipePaint(projectId, { paintId: b!, partName: 'Skin' });
    await addRecipePaint(projectId, { paintId: c!, partName: 'Cloak' });
    const { user, dialog } = await openDetails('Ranger');
    await waitFor(() => expect(rowsOf(dialog, 'Cloak')).toEqual(['Leather Brown', 'Bone White']));
    expect(within(dialog).getByRole('button', { name: 'Move Leather Brown (Cloak) up' }).hasAttribute('disabled')).toBe(true);

    within(dialog).getByRole('button', { name: 'Move Bone White (Cloak) up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowsOf(dialog, 'Cloak')).toEqual(['Bone White', 'Leather Brown']));
    expect(rowsOf(dialog, 'Skin')).toEqual(['Forest Green']);

    await user.click(within(dialog).getByRole('button', { name: 'Move Bone White (Cloak) down' }));
    await waitFor(() => expect(rowsOf(dialog, 'Cloak')).toEqual(['Leather Brown', 'Bone White']));

    // With a mouse: drag Bone White onto the top half of Leather Brown; a drop on another part does nothing.
    const row = (name: string) => within(dialog).getByRole('listitem', { name });
    const dataTransfer = { setData: () => undefined, effectAllowed: 'all', dropEffect: 'none' };
    fireEvent.dragStart(row('Bone White'), { dataTransfer });
    fireEvent.dragOver(row('Forest Green'), { dataTransfer });
    fireEvent.drop(row('Forest Green'), { dataTransfer });
    fireEvent.dragEnd(row('Bone White'), { dataTransfer });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rowsOf(dialog, 'Cloak')).toEqual(['Leather Brown', 'Bone White']);
    expect(rowsOf(dialog, 'Skin')).toEqual(['Forest Green']);

    // The pointer is above the middle of Leather Brown's box: Bone White lands before it.
    vi.spyOn(row('Leather Brown'), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 100, width: 300, height: 80 }));
    fireEvent.dragStart(row('Bone White'), { dataTransfer });
    fireEvent.dragOver(row('Leather Brown'), { dataTransfer });
    // happy-dom's DragEvent has no pointer position of its own.
    const drop = createEvent.drop(row('Leather Brown'), { dataTransfer });
    Object.defineProperty(drop, 'clientY', { value: 110 });
    fireEvent(row('Leather Brown'), drop);
    await waitFor(() => expect(rowsOf(dialog, 'Cloak')).toEqual(['Bone White', 'Leather Brown']));
  });
});

describe('Edit Miniature (spec §2)', () => {
  it('changes the name, description and status on this device; every status is offered, whatever the stage (issue 37)', async () => {
    const id = await createProject({ name: 'Old Name', description: 'First coat' });
    const view = renderScreen(<ProjectsPage />, { user: painter });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Old Name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Miniature' });
    expect((within(dialog).getByLabelText('Miniature name') as HTMLInputElement).value).toBe('Old Name');
    await view.user.clear(within(dialog).getByLabelText('Miniature name'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(descriptionOf(within(dialog).getByLabelText('Miniature name'))).toBe('Miniature name is required');

    await view.user.type(within(dialog).getByLabelText('Miniature name'), 'Finished Knight');
    await view.user.clear(within(dialog).getByLabelText('Description'));
    await view.user.type(within(dialog).getByLabelText('Description'), 'Varnished');
    const status = within(dialog).getByLabelText('Status') as HTMLSelectElement;
    // A gallery entry is painted, and active (the spec's default) until the painter says otherwise: two facts.
    expect([...status.options].map((option) => option.value)).toEqual(['active', 'completed', 'archived']);
    expect(status.value).toBe('active');
    await view.user.selectOptions(status, 'archived');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await toastWith('Miniature updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const project = await (await requireDatabase()).projects.get(id);
    expect({ name: project!.name, description: project!.description, status: project!.status }).toEqual({
      name: 'Finished Knight',
      description: 'Varnished',
      status: 'archived',
    });
    expect(await screen.findByRole('listitem', { name: 'Finished Knight' })).toBeTruthy();
  });
});
