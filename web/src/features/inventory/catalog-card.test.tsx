import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { catalogDatabase } from '../../data/catalog/catalog';
import { painter, renderScreen } from '../../testing/render';
import { storeRealCatalog } from '../../testing/real-catalog';
import CatalogBrowser from './catalog-browser';

afterEach(async () => {
  await catalogDatabase().paints.clear();
});

describe('a catalog card that fits a phone', () => {
  it('lists three other ranges of its name, then "+6 more"; "Colour looks wrong?" waits in its More menu', async () => {
    await storeRealCatalog();
    const { user } = renderScreen(<CatalogBrowser />, { user: painter });
    await user.type(await screen.findByLabelText('Search paints'), 'vallejo black');
    // The pot a painter means first (search.ts's one ranking rule).
    const card = await screen.findByRole('listitem', { name: 'Black · Model Color, Vallejo' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toBe(card));
    const family = within(card).getByTestId('family');
    const more = within(family).getByRole('button', { name: '+6 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(family.textContent).toBe('Also:Arte DecoGame AirGame Air (old 72.7xx)+6 more');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(family.textContent).toContain('Wash FX');
    expect(more.textContent).toBe('Show fewer');

    expect(card.textContent).not.toContain('Colour looks wrong?');
    await user.click(within(card).getByRole('button', { name: 'More for Black, Vallejo' }));
    expect(await screen.findByRole('menuitem', { name: 'Colour looks wrong?' })).toBeTruthy();
  });

  it('says "Closest current paint" for a discontinued Air pot whose successor is the Layer pot, "Now sold as" for the same pot', async () => {
    const base = { brand: 'Citadel', name: 'Balor Brown', userId: null };
    await catalogDatabase().paints.bulkPut([
      { ...base, id: 'layer', range: 'Layer', type: 'Layer', color: '#8B5910', position: 0 },
      {
        ...base,
        id: 'air',
        range: 'Air',
        type: 'Air',
        color: '#875408',
        discontinued: true,
        successorId: 'layer',
        successorDifference: 2.1,
        position: 1,
      },
      {
        ...base,
        id: 'old-layer',
        range: 'Layer',
        type: 'Layer',
        color: '#8B5A10',
        discontinued: true,
        successorId: 'layer',
        successorDifference: 0.4,
        position: 2,
      },
    ]);
    const { user } = renderScreen(<CatalogBrowser />);
    await user.type(await screen.findByLabelText('Search paints'), 'balor');
    const air = await screen.findByRole('listitem', { name: 'Balor Brown · Air, Citadel' });
    expect(within(air).getByTestId('successor').textContent).toBe('Closest current paint: Balor Brown · Layer (ΔE 2.1)');
    const oldLayer = screen
      .getAllByRole('listitem', { name: 'Balor Brown · Layer, Citadel' })
      .find((card) => within(card).queryByTestId('successor'));
    expect(within(oldLayer!).getByTestId('successor').textContent).toBe('Now sold as Balor Brown · Layer (ΔE 0.4)');
  });
});
