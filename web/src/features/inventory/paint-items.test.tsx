// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { addPaint } from '../../data/paints';
import { painter, renderScreen } from '../../testing/render';
import { PaintActions } from './paint-items';

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
