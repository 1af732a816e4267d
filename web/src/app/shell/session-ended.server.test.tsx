import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MutationRejected, mutations } from '@paintforge/sync-protocol';
import { getAuthState } from '../../data/account/auth-state';
import { requireDatabase } from '../../data/sync/runtime';
import { newId, nowIso, writeLocal } from '../../data/sync/screen';
import { inProcessServer, renderApp } from '../../testing/app-server';

// Issue 33: a password changed on another phone ends this phone's session. Against the real server in process: the
// server says why (a code), and the phone keeps the painter's data on screen, read-only, with the unsent change kept.
const server = inProcessServer();

const banner = () => screen.queryByRole('region', { name: 'Signed out on another device' });

describe('a session ended on another device', () => {
  it('keeps the data visible, read-only, and says why and what is kept', async () => {
    const painter = await server.verifiedPainter('ended-elsewhere');
    const stored = await server.call('POST', '/api/paints', {
      token: painter.token,
      body: { name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    renderApp('/inventory', painter);
    expect(await screen.findByText('Mephiston Red', {}, { timeout: 10_000 })).toBeTruthy();

    // In the shop, offline: one change stays on the phone.
    server.connect(false);
    await act(async () => {
      await writeLocal(mutations.paint.create, {
        id: newId(),
        name: 'Nuln Oil',
        brand: 'Citadel',
        color: '#14100E',
        type: 'Shade',
        createdAt: nowIso(),
      });
    });
    expect(await screen.findByText('Nuln Oil')).toBeTruthy();

    // Meanwhile, on another phone, the painter changes the password: every other session ends.
    const other = (await server.call('POST', '/api/auth/login', { body: { email: painter.email, password: painter.password } })).json<{
      token: string;
    }>();
    const changed = await server.call('PATCH', '/api/auth/password', {
      token: other.token,
      body: { currentPassword: painter.password, newPassword: 'Wet Palette Moss 2026', confirmPassword: 'Wet Palette Moss 2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The server says why this phone's token no longer works.
    const refused = await server.call('GET', '/api/auth/me', { token: painter.token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'password-changed' });

    server.connect(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(
      () =>
        expect(banner()?.textContent).toContain(
          'Your password was changed on another device. Log in again — your 1 unsent change is kept on this phone.',
        ),
      { timeout: 10_000 },
    );
    expect(getAuthState()).toMatchObject({ token: null, ended: 'password-changed', user: { email: painter.email } });
    // The painter's data, not a visitor's empty inventory.
    expect(screen.getByText('Mephiston Red')).toBeTruthy();
    expect(screen.getByText('Nuln Oil')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Inventory (0)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/login');
    // Read-only: a change is refused with the reason, and the unsent one is still there for after the login.
    const refusal = await writeLocal(mutations.paint.adjustQuantity, { id: newId(), delta: 1, updatedAt: nowIso() }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(MutationRejected);
    expect((refusal as MutationRejected).code).toBe('password-changed');
    const db = await requireDatabase();
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
  });
});
