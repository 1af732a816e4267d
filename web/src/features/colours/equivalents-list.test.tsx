import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { buildStudioIndexes } from '@paintforge/sync-protocol/colour-studio';
import { renderScreen } from '../../testing/render';
import { EquivalentsList } from './equivalents-list';

function catalogPaint(brand: string, name: string, color: string): CatalogPaint {
  return { id: `${brand}-${name}`.toLowerCase().replaceAll(' ', '-'), name, brand, range: 'Base', type: 'Base', color, userId: null };
}

const mephistonRed = catalogPaint('Citadel', 'Mephiston Red', '#8E020F');
// Reds of three other brands, nearest first: the Vallejo is almost the same colour, the Scale75 the farthest.
const vallejo = catalogPaint('Vallejo', 'Heavy Red', '#900310');
const armyPainter = catalogPaint('Army Painter', 'Dragon Red', '#A0141A');
const scale75 = catalogPaint('Scale75', 'Antares Red', '#B8282C');
const brands = buildStudioIndexes([], [mephistonRed, vallejo, armyPainter, scale75]).brands;

describe('a paint’s equivalents in other brands', () => {
  it('lists the paints the painter owns first, then the others nearest first', () => {
    renderScreen(<EquivalentsList paint={mephistonRed} brands={brands} ownedCatalogIds={new Set([scale75.id])} />);
    const rows = within(screen.getByTestId('colour-equivalents')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.split(' · ')[0])).toEqual(['Antares Red', 'Heavy Red', 'Dragon Red']);
    expect(rows[0]!.textContent).toContain('Scale75 · owned');
    // The owned paint is not offered for the wishlist; the others are.
    expect(within(rows[0]!).queryByRole('button', { name: 'Add to wishlist' })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
  });

  it('without an account, "Add to wishlist" asks the visitor to create one', async () => {
    const { user } = renderScreen(<EquivalentsList paint={mephistonRed} brands={brands} ownedCatalogIds={new Set()} />);
    const rows = within(screen.getByTestId('colour-equivalents')).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Heavy Red');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Account Required')).toBeTruthy();
    expect(screen.getByText('Please create an account to keep a wishlist.')).toBeTruthy();
  });
});
