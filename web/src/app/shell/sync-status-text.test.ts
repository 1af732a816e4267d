import { syncProblemText } from '../../messages/sync-problem-text';
import { describe, expect, it } from 'vitest';
import { relativeTime, syncControlName, syncSummary, waitingBadge } from './sync-status-text';

const now = Date.UTC(2026, 10, 21, 12);
const base = { pendingCount: 0, lastSyncedAt: now - 120_000, problem: null };

describe('relativeTime', () => {
  it('says just now, minutes, hours and days', () => {
    expect(relativeTime(now - 10_000, now)).toBe('just now');
    expect(relativeTime(now - 120_000, now)).toBe('2 minutes ago');
    expect(relativeTime(now - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(relativeTime(now - 26 * 3600_000, now)).toBe('yesterday');
    expect(relativeTime(now - 5 * 86_400_000, now)).toBe('5 days ago');
  });
});

describe('syncSummary', () => {
  it('names every state of the design: last synced, changes waiting, syncing, offline, sign in, update required', () => {
    expect(syncSummary({ ...base, phase: 'idle' }, now)).toEqual({ headline: 'Last synced 2 minutes ago', detail: null });
    expect(syncSummary({ ...base, phase: 'idle', lastSyncedAt: null }, now).headline).toBe('Not synced yet');
    // Issue 33: with the server's live stream open, "Live"; changes waiting still come first.
    expect(syncSummary({ ...base, phase: 'idle', live: true }, now)).toEqual({
      headline: 'Live',
      detail: 'Changes from your other devices show at once. Last synced 2 minutes ago.',
    });
    expect(syncSummary({ ...base, phase: 'idle', live: true, pendingCount: 1 }, now).headline).toBe('1 change waiting');
    expect(syncSummary({ ...base, phase: 'idle', live: true, lastSyncedAt: null }, now).headline).toBe('Not synced yet');
    expect(syncSummary({ ...base, phase: 'idle', pendingCount: 3 }, now)).toEqual({
      headline: '3 changes waiting',
      detail: 'Last synced 2 minutes ago',
      countsWaiting: true,
    });
    expect(syncSummary({ ...base, phase: 'syncing', pendingCount: 1 }, now)).toEqual({ headline: 'Syncing…', detail: '1 change waiting' });
    expect(syncSummary({ ...base, phase: 'offline', pendingCount: 2 }, now)).toEqual({
      headline: 'Offline',
      detail: '2 changes waiting: saved on this device. They will be sent when you are back online.',
    });
    expect(syncSummary({ ...base, phase: 'signed-out', pendingCount: 1 }, now)).toEqual({
      headline: 'Sign in to sync',
      detail: '1 change waiting: saved on this device.',
    });
    expect(syncSummary({ ...base, phase: 'update-required' }, now).headline).toBe('Update required');
    expect(syncSummary({ ...base, phase: 'error', problem: 'server-unavailable' }, now)).toEqual({
      headline: 'Sync problem',
      detail: syncProblemText['server-unavailable'],
    });
    expect(syncSummary({ ...base, phase: 'signed-out', problem: 'other-account' }, now).detail).toBe(syncProblemText['other-account']);
  });
});

describe('the control’s name and badge', () => {
  const nameOf = (status: Parameters<typeof syncSummary>[0]) => syncControlName(status.pendingCount, syncSummary(status, now));

  it('says the state, and the badge’s count in the badge’s own words (WCAG 2.5.3)', () => {
    expect(nameOf({ ...base, phase: 'idle' })).toBe('Sync status: Last synced 2 minutes ago');
    expect(nameOf({ ...base, phase: 'idle', pendingCount: 3 })).toBe('Sync status: 3 changes waiting');
    expect(nameOf({ ...base, phase: 'offline', pendingCount: 4 })).toBe('Sync status: Offline, 4 waiting');
    expect(nameOf({ ...base, phase: 'syncing', pendingCount: 1 })).toBe('Sync status: Syncing…, 1 waiting');
    expect(nameOf({ ...base, phase: 'error', problem: 'server-unavailable', pendingCount: 2 })).toBe('Sync status: 2 changes waiting');
    // Past 99 the badge says 99+, and so does the name.
    expect(waitingBadge(10_000)).toBe('99+');
    expect(nameOf({ ...base, phase: 'idle', pendingCount: 10_000 })).toBe('Sync status: 10,000 changes waiting, 99+ waiting');
    expect(waitingBadge(0)).toBeNull();
  });
});
