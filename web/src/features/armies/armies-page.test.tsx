import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addPaint } from '../../data/collection/paints';
import { createArmy, createScheme, updateArmy } from '../../data/armies/armies';
import { painter, renderScreen } from '../../testing/render';
import { signedInWithDatabase } from '../../testing/user-database';
import ArmiesPage from './armies-page';

/** Issue 35's screens on the painter's own database: import a pasted list, own models, the shopping list, schemes. */
beforeEach(async () => {
  const db = await signedInWithDatabase();
  await Promise.all([db.armies.clear(), db.units.clear(), db.schemes.clear(), db.projects.clear(), db.paints.clear(), db.outbox.clear()]);
});

const openArmies = (at = '/armies') => renderScreen(<ArmiesPage />, { user: painter, path: '/armies/:armyId?', at });

describe('/armies', () => {
  it('imports a pasted list after a preview, then counts owned models by stage and lists what is to buy', async () => {
    const { user, router } = openArmies();
    await user.click(await screen.findByRole('button', { name: 'Import a roster' }));
    await user.type(
      screen.getByLabelText('Or paste the list'),
      'Iron Wardens (2000 points){enter}{enter}TROOPS{enter}10x Intercessors{enter}5 Hellblasters (150 pts)',
    );
    await user.click(screen.getByRole('button', { name: 'Read pasted list' }));
    const preview = await screen.findByRole('table');
    expect(within(preview).getByText('Preview: 2 units, 15 models')).toBeTruthy();
    expect(screen.getByLabelText('Army name')).toHaveProperty('value', 'Iron Wardens');
    await user.click(screen.getByRole('button', { name: 'Save army' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/armies\/[0-9a-f-]{36}$/));
    const intercessors = await screen.findByRole('listitem', { name: 'Intercessors' });
    expect(within(intercessors).getByTestId('unit-models').textContent).toBe('10 models: 10 to buy');

    await user.click(within(intercessors).getByRole('button', { name: 'I own some' }));
    const count = screen.getByLabelText('How many models?');
    await user.clear(count);
    await user.type(count, '6');
    await user.click(screen.getByRole('button', { name: 'Add 6 to the pile' }));
    await waitFor(() => expect(within(intercessors).getByTestId('unit-models').textContent).toBe('10 models: 6 unbuilt, 4 to buy'));
    expect(screen.getByTestId('army-progress').textContent).toBe('15 models: 0 painted, 6 on the pile, 9 to buy');
    expect(screen.getByTestId('army-date').textContent).toBe(
      'No models moved to painted in the last 8 weeks, so there is no pace to give a date from yet.',
    );
  });

  it('refuses a list it cannot read with a clear message, and saves nothing', async () => {
    const { user } = openArmies();
    await user.click(await screen.findByRole('button', { name: 'Import a roster' }));
    await user.type(screen.getByLabelText('Or paste the list'), 'Just some thoughts about painting.');
    await user.click(screen.getByRole('button', { name: 'Read pasted list' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This is not a roster we can read.');
    const db = await signedInWithDatabase();
    expect(await db.armies.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('resolves a scheme owned first: the painter’s pot, else the closest owned paint with its ΔE; the shopping list names what is missing and why', async () => {
    await addPaint({ name: 'Macragge Blue', brand: 'Citadel', color: '#0D407F', type: 'Base', catalogId: 'cat-macragge' });
    await addPaint({ name: 'Altdorf Guard Blue', brand: 'Citadel', color: '#2D4696', type: 'Layer' });
    const paint = (catalogId: string, name: string, color: string, type = 'Base') => ({
      catalogId,
      name,
      brand: 'Citadel',
      color,
      type,
      range: type,
    });
    const schemeId = await createScheme('Ultramarines', [
      { part: 'Armour', paint: paint('cat-macragge', 'Macragge Blue', '#0D407F'), technique: null, notes: null, unsure: false },
      {
        part: 'Armour',
        paint: paint('cat-calgar', 'Calgar Blue', '#2A497F', 'Layer'),
        technique: 'Edge Highlight',
        notes: null,
        unsure: true,
      },
      { part: 'Eyes', paint: paint('cat-mephiston', 'Mephiston Red', '#9A1115'), technique: null, notes: null, unsure: false },
    ]);
    const armyId = await createArmy({ name: 'Iron Wardens', units: [{ name: 'Cinder Guard', modelCount: 10, points: 200 }] });
    await updateArmy(armyId, { schemeId });

    openArmies();
    const card = await screen.findByRole('article', { name: 'Ultramarines' });
    expect(within(card).getByTestId('scheme-owned').textContent).toBe('You own 1 of 3; for the other 2, your closest are below.');
    const steps = within(card)
      .getAllByTestId('scheme-step')
      .map((step) => step.textContent);
    expect(steps[0]).toContain('You own it');
    // Of the two blues owned, Macragge Blue is nearer Calgar Blue (CIEDE2000) than Altdorf Guard Blue.
    expect(steps[1]).toMatch(/Calgar Blue.*not sure.*Not owned; your closest: Macragge Blue \(Citadel\), ΔE 3\.5/);
    expect(steps[2]).toContain('Not owned; nothing you own is close');

    const list = screen.getByRole('list', { name: 'Shopping list' });
    expect(
      within(list)
        .getAllByTestId('shopping-line')
        .map((line) => line.textContent),
    ).toEqual([
      'Cinder Guard ×10Iron Wardens needs 10 more',
      'Calgar Blue (Citadel)Cinder Guard ×10 needs Calgar Blue',
      'Mephiston Red (Citadel)Cinder Guard ×10 needs Mephiston Red',
    ]);
  });

  it('an army typed in by hand: its own points, a unit added, edited and removed (with undo)', async () => {
    const armyId = await createArmy({ name: 'Iron Wardens', units: [] });
    const { user } = openArmies(`/armies/${armyId}`);
    await user.click(await screen.findByRole('button', { name: 'Edit army' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Iron Wardens' });
    await user.type(within(edit).getByLabelText('Points (optional)'), '-5');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(within(edit).getByText('A whole number from 0 to 100,000')).toBeTruthy();
    await user.clear(within(edit).getByLabelText('Points (optional)'));
    await user.type(within(edit).getByLabelText('Points (optional)'), '1500');
    await user.type(within(edit).getByLabelText('Game (optional)'), 'Kill Team');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Kill Team · 1500 points')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Add a unit' }));
    const add = await screen.findByRole('dialog', { name: 'Add a unit to Iron Wardens' });
    await user.type(within(add).getByLabelText('Name'), 'Scouts');
    await user.clear(within(add).getByLabelText('Models'));
    await user.type(within(add).getByLabelText('Models'), '5');
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    const scouts = await screen.findByRole('listitem', { name: 'Scouts' });
    expect(within(scouts).getByTestId('unit-models').textContent).toBe('5 models: 5 to buy');

    await user.click(within(scouts).getByRole('button', { name: 'Edit Scouts' }));
    const models = within(await screen.findByRole('dialog', { name: 'Edit Scouts' })).getByLabelText('Models');
    await user.clear(models);
    await user.type(models, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(scouts).getByTestId('unit-models').textContent).toBe('10 models: 10 to buy'));

    await user.click(within(scouts).getByRole('button', { name: 'Remove Scouts' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Scouts' })).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('listitem', { name: 'Scouts' })).toBeTruthy();
  });
});
