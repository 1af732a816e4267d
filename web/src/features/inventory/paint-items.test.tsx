// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { addPaint } from '../../data/collection/paints';
import { painter, renderScreen } from '../../testing/render';
import { catalogDatabase } from '../../data/catalog/catalog-database';
import { useDiscontinuedPaints } from '../../data/catalog/discontinued-paints';
import { PaintActions, PaintListRow, PaintTile } from './paint-items';

const toastWith = async (title: string) => (await screen.findByText(title, { selector: 'li *' })).closest('li') as HTMLElement;

describe('the quantity stepper', () => {
  it('steps the quantity of the paint in the database', async () => {
    const db = await signedInWithDatabase();
    const id = await addPaint({ name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade', quantity: 2 });
    const paint = (await db.view('paint').get(id)) as PaintRow;
    const { user } = renderScreen(<PaintActions paint={paint} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Nuln Oil' }));
    await expect.poll(async () => (await db.view('paint').get(id))?.quantity).toBe(3);
  });

  it('says what the mutator refused: a paint gone from this device (deleted in another tab) no longer exists', async () => {
    const db = await signedInWithDatabase();
    const id = await addPaint({ name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade', quantity: 2 });
    const paint = (await db.view('paint').get(id)) as PaintRow;
    // The row as another tab left it: gone from this painter's view (never synced here, say).
    await db.paints.delete(id);
    const queued = await db.outbox.count();
    const { user } = renderScreen(<PaintActions paint={paint} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Nuln Oil' }));
    const toast = await toastWith('Failed to update paint quantity.');
    expect(within(toast).getByText('This paint no longer exists.')).toBeTruthy();
    // Refused here, so nothing was queued for the server.
    expect(await db.outbox.count()).toBe(queued);
  });
});

describe('a row that fits a phone', () => {
  it('puts the name alone on line 1 and "Citadel · Base" on line 2, the range once', async () => {
    const db = await signedInWithDatabase();
    const id = await addPaint({ name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base', range: 'Base', quantity: 1 });
    const paint = (await db.view('paint').get(id)) as PaintRow;
    renderScreen(
      <div role="list">
        <Row paint={paint} />
      </div>,
      { user: painter },
    );
    const row = screen.getByRole('listitem', { name: 'Abaddon Black · Base' });
    const lines = [...within(row).getByRole('button', { name: 'Edit Abaddon Black' }).querySelectorAll('span.block, span.line-clamp-2')];
    expect(lines.map((line) => line.textContent)).toEqual(['Abaddon Black', 'Citadel · Base']);
    expect(row.textContent).not.toContain('Abaddon Black · Base');
  });

  it('gives a white paint an edge on a white tile: the flush swatch has a ring inside it', async () => {
    const db = await signedInWithDatabase();
    const id = await addPaint({ name: 'White Scar', brand: 'Citadel', color: '#FFFFFF', type: 'Layer', quantity: 1 });
    const paint = (await db.view('paint').get(id)) as PaintRow;
    renderScreen(
      <div role="list">
        <PaintTile paint={paint} onOpen={() => undefined} />
      </div>,
      { user: painter },
    );
    const swatch = screen.getByRole('listitem', { name: 'White Scar' }).querySelector<HTMLElement>('span[aria-hidden="true"][style]')!;
    expect(swatch.style.backgroundColor.toUpperCase()).toMatch(/#FFFFFF|RGB\(255, 255, 255\)/);
    expect(swatch.className.split(' ')).toEqual(expect.arrayContaining(['ring-1', 'ring-inset']));
  });

  it('says its two rarer actions in words, behind one More button: move to wishlist, running low', async () => {
    const db = await signedInWithDatabase();
    const id = await addPaint({ name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade', quantity: 2 });
    const paint = (await db.view('paint').get(id)) as PaintRow;
    const { user, rerender } = renderScreen(<PaintActions paint={paint} />, { user: painter });
    expect(screen.queryByRole('button', { name: /Running low/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More for Nuln Oil' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Move to wishlist', 'Mark running low']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark running low' }));
    await expect.poll(async () => (await db.view('paint').get(id))?.runningLow).toBe(true);
    rerender(<PaintActions paint={(await db.view('paint').get(id)) as PaintRow} />);
    await user.click(screen.getByRole('button', { name: 'More for Nuln Oil' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Move to wishlist' }));
    await expect.poll(async () => (await db.view('paint').get(id))?.isWishlist).toBe(true);
  });
});

describe('a pot whose catalog paint is discontinued', () => {
  const base = { brand: 'Citadel', type: 'Layer', range: 'Layer', userId: null, position: 0 };
  const catalogPaints = [
    { ...base, id: 'citadel-tallarn-sand', name: 'Tallarn Sand', color: '#A67610', discontinued: true, successorId: 'citadel-balor-brown' },
    { ...base, id: 'citadel-balor-brown', name: 'Balor Brown', color: '#8B5910', position: 1 },
    { ...base, id: 'citadel-old-gold', name: 'Old Gold', color: '#A07409', discontinued: true, successorId: null, position: 2 },
  ];

  it('says so on the row, with the paint that replaces it, and nothing on a current one', async () => {
    const db = await signedInWithDatabase();
    await catalogDatabase().paints.bulkPut(catalogPaints);
    const rows: PaintRow[] = [];
    for (const paint of catalogPaints) {
      const id = await addPaint({ name: paint.name, brand: paint.brand, color: paint.color, type: paint.type, catalogId: paint.id });
      rows.push((await db.view('paint').get(id)) as PaintRow);
    }
    renderScreen(
      <div role="list">
        {rows.map((paint) => (
          <Row key={paint.id} paint={paint} />
        ))}
      </div>,
      { user: painter },
    );
    const tallarn = await screen.findByRole('listitem', { name: 'Tallarn Sand' });
    await expect
      .poll(() => within(tallarn).queryByTestId('discontinued')?.textContent)
      .toBe('Discontinued · replaced by Balor Brown · Layer');
    expect(within(screen.getByRole('listitem', { name: 'Old Gold' })).getByTestId('discontinued').textContent).toBe('Discontinued');
    expect(within(screen.getByRole('listitem', { name: 'Balor Brown' })).queryByTestId('discontinued')).toBeNull();
  });
});

/** A list row fed the discontinued paints as the inventory list feeds them. */
function Row({ paint }: { paint: PaintRow }) {
  return <PaintListRow paint={paint} onOpen={() => undefined} discontinued={useDiscontinuedPaints()} />;
}
