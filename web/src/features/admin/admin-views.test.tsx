import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AdminStats, AdminUser } from '@paintforge/sync-protocol';
import { StatsView } from './admin-stats';
import { UserRow } from './user-row';
import { UserList } from './user-management';

/** The dashboard's views given answers of the shared schemas' shape (the real routes are tested in e2e/admin.test.ts). */

afterEach(cleanup);

const stats: AdminStats = {
  totalUsers: 12,
  verifiedUsers: 9,
  unverifiedUsers: 3,
  totalPaints: 1185,
  totalProjects: 40,
  systemHealth: {
    errorRate: 2.345,
    uptime: 3 * 3600 + 3599,
    lastBackup: 'Never',
    lastBackupAt: null,
    requests24h: 1000,
    serverErrors24h: 23,
  },
  recentSignups: Array.from({ length: 14 }, (_, day) => ({
    date: `2026-11-${String(day + 10).padStart(2, '0')}`,
    count: day === 13 ? 4 : 0,
  })),
  popularPaints: [
    { name: 'Abaddon Black', brand: 'Citadel', usage_count: 7 },
    { name: 'Nuln Oil', brand: 'Citadel', usage_count: 1 },
  ],
};

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-1',
  email: 'grace.hopper.with.a.very.long.address@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  emailVerified: false,
  profileImageUrl: null,
  isAdmin: false,
  pendingEmail: null,
  passwordResetExpiry: null,
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  paintCount: 5,
  projectCount: 2,
  ...overrides,
});

describe('admin stats view', () => {
  it('shows the cards with one-decimal error rate, whole-hour uptime and the backup text', () => {
    render(<StatsView stats={stats} />);
    expect(screen.getByText('9 verified, 3 pending')).toBeTruthy();
    // Grouped, as every count in the app (issue 24: '5805' lacked its separator).
    expect(screen.getByText('1,185')).toBeTruthy();
    expect(screen.getAllByText('2.3%')).toHaveLength(2);
    expect(screen.getByText('3 hours')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByText('4 in the last 14 days')).toBeTruthy();
    expect(screen.getByTestId('signups-chart').children).toHaveLength(14);
    expect(screen.getByText('7 uses')).toBeTruthy();
    // One recipe: "1 use", not "1 uses".
    expect(screen.getByText('1 use')).toBeTruthy();
  });
});

describe('user row', () => {
  it("shows 'Never logged in', Unverified, the counts and a labelled admin switch", () => {
    render(<UserRow user={user()} busy={false} onSetAdmin={() => {}} onDelete={() => {}} />);
    const row = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(row).getByText('Never logged in')).toBeTruthy();
    expect(within(row).getByText('Unverified')).toBeTruthy();
    expect(within(row).getByText('5')).toBeTruthy();
    expect(
      within(row)
        .getByRole('switch', { name: `Admin rights for ${user().email}` })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(within(row).getByRole('button', { name: `Delete ${user().email}` })).toBeTruthy();
  });

  it('shows Verified, Admin, the last login and a pending email change', () => {
    render(
      <UserRow
        user={user({ emailVerified: true, isAdmin: true, lastLoginAt: '2026-11-20T08:00:00.000Z', pendingEmail: 'new@example.com' })}
        busy
        onSetAdmin={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Admin', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText('Never logged in')).toBeNull();
    expect(screen.getByText('new@example.com')).toBeTruthy();
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
  });
});

describe('user list', () => {
  it('draws only the rows near the screen of ten thousand accounts', () => {
    const users = Array.from({ length: 10_000 }, (_, index) => user({ id: `u-${index}`, email: `user${index}@example.com` }));
    render(<UserList users={users} busyId={null} onSetAdmin={() => {}} onDelete={() => {}} />);
    const drawn = screen.getAllByRole('listitem').length;
    expect(drawn).toBeGreaterThan(0);
    // happy-dom lays nothing out, so every drawn row measures 0 px: the window's 768 px hold about 64 of them (12 px
    // gaps) plus the overscan. A browser draws fewer; the point is that it is not 10,000.
    expect(drawn).toBeLessThan(100);
  });
});
