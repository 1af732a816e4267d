import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CatalogPaint, PaintRow } from '@paintforge/sync-protocol';
import { buildStudioIndexes } from '@paintforge/sync-protocol/colour-studio';
import { renderScreen } from '../../testing/render';
import { NearestList } from './nearest-list';

function catalogPaint(brand: string, name: string, type: string, color: string): CatalogPaint {
  return { id: `${brand}-${name}`.toLowerCase().replaceAll(' ', '-'), name, brand, range: type, type, color, userId: null };
}
/** The painter's pot of a catalog paint, as the inventory keeps it. */
function owned({ id, name, brand, color, type, range }: CatalogPaint): PaintRow {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id: crypto.randomUUID(),
    ...{ name, brand, color, type, range, catalogId: id },
    ...{ quantity: 1, status: 'in_stock', isWishlist: false, priority: 'medium', notes: null, runningLow: false },
    ...{ conflicts: [], createdAt: at, updatedAt: at, deletedAt: null },
  };
}

const balthasar = catalogPaint('Citadel', 'Balthasar Gold', 'Base', '#AD8045');
const mephiston = catalogPaint('Citadel', 'Mephiston Red', 'Base', '#8E020F');
const ochre = catalogPaint('Vallejo', 'Ochre Brown', 'Acrylic', '#A97C45');
const transparentRed = catalogPaint('Vallejo', 'Transparent Red', 'Acrylic', '#AD8045');
const catalog = [balthasar, mephiston, ochre, transparentRed];
const indexes = buildStudioIndexes([owned(balthasar), owned(mephiston)], catalog);
const catalogById = new Map(catalog.map((paint) => [paint.id, paint]));

describe('the nearest paints to a colour', () => {
  it('answers a flat colour with flat paints, folds the far ones away and names one to buy; a chip asks for metallics', async () => {
    // A photo's brown-gold: the painter owns the metallic of exactly that colour, and a far red.
    const { user } = renderScreen(<NearestList target="#AD8045" kind="flat" indexes={indexes} catalogById={catalogById} />);
    expect(screen.getByRole('button', { name: 'Flat' }).getAttribute('aria-pressed')).toBe('true');
    const folded = screen.getByTestId('nothing-close');
    expect(within(folded).getByText('Nothing close on your shelf')).toBeTruthy();
    expect(folded.hasAttribute('open')).toBe(false);
    expect(folded.textContent).toContain('Mephiston Red');
    expect(folded.textContent).not.toContain('Balthasar Gold');
    const buy = screen.getByTestId('colour-buy-instead');
    expect(buy.textContent).toContain('Ochre Brown');
    expect(within(buy).getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
    // Neither the metallic nor the glaze of that very colour answers a flat colour, in any brand.
    const brands = screen.getByTestId('colour-catalog').textContent;
    expect(brands).not.toContain('Balthasar Gold');
    expect(brands).not.toContain('Transparent Red');

    await user.click(screen.getByRole('button', { name: 'Metallic' }));
    const mine = within(screen.getByTestId('colour-owned')).getAllByTestId('colour-result');
    expect(mine.map((row) => row.textContent)).toEqual([expect.stringContaining('Balthasar Gold')]);
    expect(screen.queryByTestId('nothing-close')).toBeNull();
    expect(screen.queryByTestId('colour-buy-instead')).toBeNull();
  });

  it('shows ΔE as small print beside the word, and what it means on a tap', async () => {
    const { user } = renderScreen(<NearestList target="#8E020F" kind="flat" indexes={indexes} catalogById={catalogById} />);
    const first = within(screen.getByTestId('colour-owned')).getAllByTestId('colour-difference')[0]!;
    expect(first.textContent).toBe('Same colourΔE 0.0');
    const word = within(first).getByRole('button', { name: /Same colour/ });
    expect(word.getAttribute('aria-expanded')).toBe('false');
    await user.click(word);
    expect(word.getAttribute('aria-expanded')).toBe('true');
    expect(first.textContent).toContain('how far apart two colours look');
  });
});
