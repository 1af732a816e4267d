import type { SyncStatusView } from '../../data/status/sync-status';
import { syncProblemText } from '../../messages/sync-problem-text';

/** The words of the header's sync status control, kept apart from the component so they can be tested. */

// Made at first use, not when the module loads: a phone's first Intl formatter loads the locale's data, tens of
// milliseconds in the task that runs the module, and a painter synced in the last minute needs none ("just now").
let relative: Intl.RelativeTimeFormat | undefined;
const relativeFormat = () => (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "just now", "2 minutes ago", "yesterday", "3 days ago". */
export function relativeTime(at: number, now: number): string {
  const seconds = Math.round((at - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relativeFormat().format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relativeFormat().format(hours, 'hour');
  return relativeFormat().format(Math.round(hours / 24), 'day');
}

export function changesWaiting(count: number): string {
  return count === 1 ? '1 change waiting' : `${count} changes waiting`;
}

export interface SyncSummary {
  /** The one line that says the state. */
  headline: string;
  /** What it means for the painter, when there is more to say. */
  detail: string | null;
}

export function syncSummary(
  status: Pick<SyncStatusView, 'phase' | 'pendingCount' | 'lastSyncedAt' | 'problem'> & Partial<Pick<SyncStatusView, 'live'>>,
  now: number,
): SyncSummary {
  const waiting = status.pendingCount > 0 ? changesWaiting(status.pendingCount) : null;
  const saved = status.pendingCount > 0 ? `${waiting}: saved on this device.` : 'Everything is saved on this device.';
  const last = status.lastSyncedAt === null ? 'Not synced yet' : `Last synced ${relativeTime(status.lastSyncedAt, now)}`;
  switch (status.phase) {
    case 'update-required':
      return { headline: 'Update required', detail: `This version of the app is too old to sync. Reload to update. ${saved}` };
    case 'signed-out':
      return {
        headline: 'Sign in to sync',
        detail: status.problem === 'other-account' ? syncProblemText['other-account'] : saved,
      };
    case 'offline':
      return {
        headline: 'Offline',
        detail: status.pendingCount > 0 ? `${saved} They will be sent when you are back online.` : `${saved} ${last}.`,
      };
    case 'syncing':
      return { headline: 'Syncing…', detail: waiting };
    case 'error':
      return { headline: waiting ?? 'Sync problem', detail: syncProblemText[status.problem ?? 'server-unavailable'] };
    case 'idle':
      if (waiting) return { headline: waiting, detail: last };
      // Issue 33: the stream from the server is open, so another device's change shows here at once.
      return status.live && status.lastSyncedAt !== null
        ? { headline: 'Live', detail: `Changes from your other devices show at once. ${last}.` }
        : { headline: last, detail: null };
  }
}
