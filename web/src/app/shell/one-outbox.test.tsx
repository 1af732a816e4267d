import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Button } from '../../components/button';
import { barcodeDatabase, linkBarcode } from '../../data/catalog/barcodes';
import { addPaint } from '../../data/collection/paints';
import { submitFeedback } from '../../data/feedback/feedback-outbox';
import { fakeLocks } from '../../data/sync/testing/fake-locks';
import { sentRequests } from '../../testing/network';
import { painter, renderScreen } from '../../testing/render';
import { signedInWithDatabase } from '../../testing/user-database';
import { useLogout } from './logout-dialog';
import SyncStatusControl from './sync-status';

function Header() {
  const logout = useLogout();
  return (
    <>
      <SyncStatusControl />
      <Button onClick={logout.request}>Logout</Button>
      {logout.dialog}
    </>
  );
}

describe('one outbox (issue 32)', () => {
  it('the header’s sync status counts a waiting barcode link and an offline feedback, and the logout warns of both', async () => {
    const db = await signedInWithDatabase();
    const { user } = renderScreen(<Header />, { path: '/profile', user: painter });
    // Nothing answers here: every request fails as with no signal.
    await linkBarcode(String(painter.id), '4006381333931', 'citadel-abaddon-black');
    expect(await submitFeedback({ type: 'general', subject: 'Metallics', message: 'Please add the Scale75 metallics.' })).toEqual({
      sent: false,
      waiting: true,
    });
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['barcode.link@1', 'feedback.send@1']);
    // Both went out in the sync engine's push, not in requests of their own.
    expect(sentRequests()).toContain('POST /api/sync/push');
    expect(sentRequests()).not.toContain('POST /api/barcodes');
    expect(sentRequests()).not.toContain('POST /api/feedback');

    await user.click(screen.getByRole('button', { name: /^Sync status/ }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('2 changes waiting'));

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with changes still waiting?' });
    expect(within(dialog).getByText('2 changes on this device have not reached the server yet.')).toBeTruthy();
    await barcodeDatabase().own.clear();
  });
});

/**
 * Issue 33: the service worker syncs under the same Web Lock as the page (`paintforge-sync-<user>`). While it holds
 * it, the page's own runs skip; what the painter writes meanwhile is still counted as waiting, in the header and in
 * logout's question, until a sync sends it.
 */
const { held, requested, manager: locks } = fakeLocks();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  held.clear();
});

describe('while the service worker holds the sync lock', () => {
  it('changes written on the page count in “n changes waiting” and in logout’s question', async () => {
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    const db = await signedInWithDatabase();
    await db.outbox.clear();
    // The worker's run: it holds the painter's lock until the test lets it go.
    const lockName = `paintforge-sync-${painter.id}`;
    held.add(lockName);
    const { user } = renderScreen(<Header />, { path: '/profile', user: painter });

    await addPaint({ name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base' });
    await addPaint({ name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' });
    // The page's engine tried to sync them and skipped: the lock is the worker's.
    await waitFor(() => expect(requested).toContain(lockName), { timeout: 10_000 });
    expect(await db.outbox.where('status').equals('pending').count()).toBe(2);

    await user.click(screen.getByRole('button', { name: /^Sync status/ }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('2 changes waiting'));

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with changes still waiting?' }, { timeout: 10_000 });
    expect(within(dialog).getByText('2 changes on this device have not reached the server yet.')).toBeTruthy();
  });
});
