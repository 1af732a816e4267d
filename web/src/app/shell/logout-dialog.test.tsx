import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Button } from '../../components/button';
import { getAuthState } from '../../data/account/auth-state';
import { barcodeDatabase, linkBarcode } from '../../data/catalog/barcodes';
import { signedInWithDatabase } from '../../testing/user-database';
import { reportPendingChanges } from '../../data/account/session';
import { holdRequests, sentRequests } from '../../testing/network';
import { painter, renderScreen } from '../../testing/render';
import { useLogout } from './logout-dialog';

function LogoutButton() {
  const logout = useLogout();
  return (
    <>
      <Button onClick={logout.request}>Logout</Button>
      {logout.dialog}
    </>
  );
}

/** The browser's own connectivity flag, as the logout reads it. */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => {
  reportPendingChanges(0);
  setOnline(true);
});

describe('Logout', () => {
  it('signs out at once when nothing would be lost, and goes home', async () => {
    const { user, router } = renderScreen(<LogoutButton />, { path: '/profile', user: painter });
    const release = holdRequests();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(getAuthState().user).toBeNull());
    await waitFor(() => expect(sentRequests()).toEqual(['POST /api/auth/logout']));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('warns about changes still waiting; Escape keeps the painter signed in, with focus back on Logout', async () => {
    reportPendingChanges(2);
    const { user } = renderScreen(<LogoutButton />, { path: '/profile', user: painter });
    const opener = screen.getByRole('button', { name: 'Logout' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with changes still waiting?' });
    expect(within(dialog).getByText('2 changes on this device have not reached the server yet.')).toBeTruthy();
    expect(within(dialog).getByText(/Stay signed in for a moment to let them sync first\./)).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(getAuthState().user?.email).toBe(painter.email);
    expect(sentRequests()).toEqual([]);
  });

  it('warns when offline that the session stays valid on the server; "Sign Out Anyway" signs out without a request', async () => {
    setOnline(false);
    const { user, router } = renderScreen(<LogoutButton />, { path: '/profile', user: painter });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out while offline?' });
    expect(within(dialog).getByText('This device is offline, so it cannot reach the server to end your session.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getAuthState().user).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentRequests()).toEqual([]);
  });

  it('one waiting change is said in the singular, and offline too', async () => {
    reportPendingChanges(1);
    setOnline(false);
    const { user } = renderScreen(<LogoutButton />, { path: '/profile', user: painter });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with changes still waiting?' });
    expect(within(dialog).getByText('1 change on this device has not reached the server yet.')).toBeTruthy();
    expect(within(dialog).getByText(/sign out once you are back online and they have synced/)).toBeTruthy();
    expect(within(dialog).getByText(/the session stays valid on the server until it\s+expires/)).toBeTruthy();
  });

  it('online, syncs once more before signing out, and warns of what still waits (a barcode link is a change like any)', async () => {
    await signedInWithDatabase();
    await linkBarcode(String(painter.id), '4006381333931', 'paint-1');
    const { user } = renderScreen(<LogoutButton />, { path: '/profile', user: painter });
    const pushes = () => sentRequests().filter((request) => request === 'POST /api/sync/push').length;
    await waitFor(() => expect(pushes()).toBeGreaterThan(0));
    const before = pushes();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // Nothing listens here, so the sync fails as with no signal: the link still waits, and the painter is asked.
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with changes still waiting?' });
    expect(pushes()).toBeGreaterThan(before);
    expect(within(dialog).getByText('1 change on this device has not reached the server yet.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Anyway' }));
    await waitFor(() => expect(getAuthState().user).toBeNull());
    // Asked and answered: it leaves the device with the painter.
    await waitFor(async () => expect(await barcodeDatabase().own.count()).toBe(0));
  });
});
