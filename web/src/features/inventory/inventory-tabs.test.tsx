import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { painter, renderScreen } from '../../testing/render';
import InventoryTabs from './inventory-tabs';

describe('the inventory tabs', () => {
  it('show "…" for the counts while a signed-in painter’s rows load, not a count of 0', async () => {
    // No sync runtime here: the painter's database never opens, so the rows stay loading.
    renderScreen(<InventoryTabs />, { user: painter });
    expect(await screen.findByRole('tab', { name: 'Inventory (…)' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Wishlist (…)' })).toBeDefined();
  });

  it('show 0 for a visitor, who has no rows to load', async () => {
    renderScreen(<InventoryTabs />);
    expect(await screen.findByRole('tab', { name: 'Inventory (0)' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Wishlist (0)' })).toBeDefined();
  });
});
