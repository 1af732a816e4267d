import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { inProcessServer, renderApp } from '../../testing/app-server';

// The painter's home (issue 37) against the real server in process: what it says about the painter's paints once the
// device has synced them, and where its Import shortcut leads. That it all fits one phone screen stays in Chromium
// (e2e/hobby-table-again.test.ts).
const server = inProcessServer();

describe('the painter’s home', () => {
  it('greets the painter by name with the owned pots and the wishlist, and "Import" opens the import over the inventory', async () => {
    const painter = await server.verifiedPainter('home');
    for (const body of [
      { name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base', range: 'Base', quantity: 2 },
      { name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade', status: 'wishlist', isWishlist: true },
    ]) {
      const created = await server.call('POST', '/api/paints', { token: painter.token, body });
      expect(created.statusCode, created.body).toBe(201);
    }
    const view = renderApp('/', painter);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada' }, { timeout: 10_000 })).toBeTruthy();
    const paints = screen.getByRole('region', { name: 'Your paints' });
    await waitFor(() => expect(within(paints).getByRole('link', { name: /1 owned · 2 pots/ })).toBeTruthy(), { timeout: 30_000 });
    expect(within(paints).getByRole('link', { name: /1 on your wishlist/ })).toBeTruthy();
    // The painter's own home, not the marketing page.
    expect(screen.queryByText('Start Tracking for FREE')).toBeNull();

    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Scan', 'Add a paint', 'Import']);
    await view.user.click(within(shortcuts).getByRole('link', { name: 'Import' }));
    const sheet = await screen.findByRole('dialog', { name: 'Import and backup' });
    // The dialog's own request is spent: a reload or a shared link does not open it again.
    await waitFor(() => expect(view.location()).toBe('/inventory'));
    expect(within(sheet).getByText('Choose a CSV file', { exact: true })).toBeTruthy();
    expect(within(sheet).queryByText('Choose File')).toBeNull();
  });
});
