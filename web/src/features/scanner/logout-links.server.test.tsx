// First: it installs fake-indexeddb before anything opens a database.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getAuthState } from '../../data/account/auth-state';
import { linkBarcode } from '../../data/catalog/barcodes';
import { inProcessServer, renderApp } from '../../testing/app-server';

// A barcode link is a change like any (issue 32's one outbox): a logout syncs the links still waiting first, and asks
// before deleting one the server did not get. Against the real server in process, moved down from the Chromium
// scanner test, which keeps what needs a camera.
const server = inProcessServer();

describe('a logout with a barcode link still waiting', () => {
  it('asks while the link cannot reach the server, then syncs it and signs out without asking; the server keeps it', async () => {
    const painter = await server.verifiedPainter('scan-logout');
    const found = await server.call('GET', '/api/paints/search?q=mephiston%20red', { token: painter.token });
    const mephiston = found.json<{ id: string; name: string }[]>().find((paint) => paint.name === 'Mephiston Red');
    expect(mephiston).toBeDefined();
    const { user, location } = renderApp('/inventory', painter);
    const logOut = async () => {
      await user.click(await screen.findByRole('button', { name: /^Account menu/ }, { timeout: 10_000 }));
      await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    };

    // The connection fails (a shop with one bar of signal): the link waits in the phone's outbox.
    server.connect(false);
    await act(() => linkBarcode(painter.user.id, '96385074', mephiston!.id));
    await logOut();
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with changes still waiting?' }, { timeout: 10_000 });
    expect(within(dialog).getByText('1 change on this device has not reached the server yet.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay Signed In' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out with changes still waiting?' })).toBeNull());
    expect(getAuthState().user?.id).toBe(painter.user.id);

    // The connection is back: the next logout syncs the one waiting, then signs out without asking.
    server.connect(true);
    await logOut();
    await waitFor(() => expect(getAuthState().user).toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole('dialog', { name: 'Sign out with changes still waiting?' })).toBeNull();
    await waitFor(() => expect(location()).toBe('/'));
    // The session ended on the server too; signed in again, the painter finds the link stored.
    expect(await server.meStatus(painter.token)).toBe(401);
    const again = await server.call('POST', '/api/auth/login', { body: { email: painter.email, password: painter.password } });
    const links = await server.call('GET', '/api/barcodes/mine', { token: again.json<{ token: string }>().token });
    expect(links.statusCode, links.body).toBe(200);
    expect(links.json<Array<[string, string]>>()).toContainEqual(['96385074', mephiston!.id]);
  });
});
