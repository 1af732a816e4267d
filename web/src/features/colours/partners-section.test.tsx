import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { addPaintFromCatalog, usePaints } from '../../data/collection/paints';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { painter, renderScreen } from '../../testing/render';
import { realCatalog } from '../../testing/real-catalog';
import { PartnersSection } from './partners-section';

const catalog = realCatalog();
const citadel = catalog.filter((paint) => paint.brand === 'Citadel');
const mephiston = citadel.find((paint) => paint.name === 'Mephiston Red' && paint.range === 'Base')!;

/** The section as the studio shows it: fed the painter's live paints, owned and wished for. */
function Partners({ paint }: { paint: CatalogPaint }) {
  const owned = usePaints('inventory');
  const wished = usePaints('wishlist');
  if (!owned || !wished) return null;
  return <PartnersSection paint={paint} brandPaints={citadel} mine={[...owned, ...wished]} />;
}

let stopSync: (() => void) | null = null;
beforeEach(async () => {
  renderScreen(<p />, { user: painter }).unmount();
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  await Promise.all([db.projects.clear(), db.recipes.clear(), db.paints.clear()]);
  await addPaintFromCatalog(mephiston, 'inventory');
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

const liveRecipeParts = async () =>
  (await (await requireDatabase()).recipes.toArray())
    .filter((row) => row.deletedAt === null)
    .map((row) => row.partName)
    .sort();

describe('partners of a paint', () => {
  it('lists Base, Shade, Layer and Highlight as suggested, owned or missing; the missing go to the wishlist in one tap', async () => {
    const { user } = renderScreen(<Partners paint={mephiston} />, { user: painter });
    const list = await screen.findByTestId('colour-partners');
    expect(screen.getByRole('heading', { name: 'Partners suggested' })).toBeTruthy();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Base.*Mephiston Red.*owned$/),
      expect.stringMatching(/^Shade.*missing$/),
      expect.stringMatching(/^Layer.*Evil Sunz Scarlet.*missing$/),
      expect.stringMatching(/^Highlight.*Wild Rider Red.*missing$/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add the missing ones to my wishlist' }));
    await waitFor(() => expect(within(list).getAllByText('on your wishlist')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Add the missing ones to my wishlist' })).toBeNull();
    const wished = (await (await requireDatabase()).paints.toArray()).filter((paint) => paint.isWishlist);
    expect(wished.map((paint) => paint.name).sort()).toEqual(['Evil Sunz Scarlet', 'Reikland Fleshshade', 'Wild Rider Red']);
    // Every partner is now the painter's: the recipe is built from all four, one part per step.
    await user.type(screen.getByLabelText('New miniature name'), 'Blood Angel');
    await user.click(screen.getByRole('button', { name: 'Build a recipe from Mephiston Red' }));
    await waitFor(async () => expect(await liveRecipeParts()).toEqual(['Base', 'Highlight', 'Layer', 'Shade']));
  });
});
