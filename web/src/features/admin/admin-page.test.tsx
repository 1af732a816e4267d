import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { holdRequests, sentRequests } from '../../testing/network';
import { painter, renderScreen } from '../../testing/render';
import AdminPage from './admin-page';

describe('Admin dashboard (spec §2, §6)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells a painter who is not an admin "Access Denied" and sends them home, asking the server nothing', async () => {
    const { router } = renderScreen(<AdminPage />, { path: '/admin', user: painter });
    const toast = (await screen.findByText('Access Denied')).closest('li') as HTMLElement;
    expect(within(toast).getByText("You don't have permission to access the admin dashboard.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentRequests()).toEqual([]);
  });

  it('does the same for a signed-out visitor', async () => {
    const { router } = renderScreen(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('loads the stats and the users for an admin, and says what went wrong when they could not be loaded', async () => {
    const release = holdRequests();
    renderScreen(<AdminPage />, { path: '/admin', user: { ...painter, isAdmin: true } });
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Loading admin dashboard...')).toBeTruthy();
    expect(screen.getByText('Loading users...')).toBeTruthy();
    release();
    // No answer is not a permission problem: the page says what it is.
    expect(await screen.findByText('Error loading admin dashboard.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText(/Connection error\. Please check your internet connection and try again\./)).toHaveLength(2);
    expect(screen.queryByText('Only admin users can access this page.')).toBeNull();
    expect(screen.queryByText('Loading admin dashboard...')).toBeNull();
    await screen.findByText(/The users could not be loaded\./);
    // Spec §7: each query is tried once more before it fails.
    expect([...sentRequests()].sort()).toEqual([
      'GET /api/admin/stats',
      'GET /api/admin/stats',
      'GET /api/admin/users',
      'GET /api/admin/users',
    ]);
  });

  it('asks for the stats again every 30 seconds (spec §9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderScreen(<AdminPage />, { path: '/admin', user: { ...painter, isAdmin: true } });
    const statsCalls = () => sentRequests().filter((request) => request === 'GET /api/admin/stats').length;
    await waitFor(() => expect(statsCalls()).toBe(1));
    await vi.advanceTimersByTimeAsync(1_000);
    await screen.findByText('Error loading admin dashboard.');
    expect(statsCalls()).toBe(2);

    await vi.advanceTimersByTimeAsync(25_000);
    expect(statsCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(statsCalls()).toBe(3));
    // The user list is not polled.
    expect(sentRequests().filter((request) => request === 'GET /api/admin/users')).toHaveLength(2);
  });
});
