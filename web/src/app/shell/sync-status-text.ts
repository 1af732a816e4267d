import type { SyncStatusView } from '../../data/status/sync-status';
import { activeLocale, t } from '../../i18n/t';
import { syncProblemText } from '../../messages/sync-problem-text';

/** The words of the header's sync status control, kept apart from the component so they can be tested. */

// Made at first use, not when the module loads: a phone's first Intl formatter loads the locale's data, tens of
// milliseconds in the task that runs the module, and a painter synced in the last minute needs none ("just now").
// One per language: a language switch makes the next one.
const relative = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = activeLocale();
  let format = relative.get(locale);
  if (!format) relative.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
}

/** "just now", "2 minutes ago", "yesterday", "3 days ago". */
export function relativeTime(at: number, now: number): string {
  const seconds = Math.round((at - now) / 1000);
  if (Math.abs(seconds) < 45) return t('shell.sync.justNow');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relativeFormat().format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relativeFormat().format(hours, 'hour');
  return relativeFormat().format(Math.round(hours / 24), 'day');
}

export function changesWaiting(count: number): string {
  return t('shell.sync.changesWaiting', { count });
}

export interface SyncSummary {
  /** The one line that says the state. */
  headline: string;
  /** What it means for the painter, when there is more to say. */
  detail: string | null;
  /** The headline is the count of changes waiting (what the badge shows, up to 99). */
  countsWaiting?: true;
}

export function syncSummary(
  status: Pick<SyncStatusView, 'phase' | 'pendingCount' | 'lastSyncedAt' | 'problem'> & Partial<Pick<SyncStatusView, 'live'>>,
  now: number,
): SyncSummary {
  const waiting = status.pendingCount > 0 ? changesWaiting(status.pendingCount) : null;
  const saved = waiting !== null ? t('shell.sync.waitingSaved', { waiting }) : t('shell.sync.allSaved');
  const last =
    status.lastSyncedAt === null
      ? t('shell.sync.notSyncedYet')
      : t('shell.sync.lastSynced', { when: relativeTime(status.lastSyncedAt, now) });
  switch (status.phase) {
    case 'update-required':
      return { headline: t('shell.sync.updateRequired'), detail: t('shell.sync.tooOld', { saved }) };
    case 'signed-out':
      return {
        headline: t('shell.sync.signIn'),
        detail: status.problem === 'other-account' ? syncProblemText['other-account'] : saved,
      };
    case 'offline':
      return {
        headline: t('shell.sync.offline'),
        detail: status.pendingCount > 0 ? t('shell.sync.sentWhenOnline', { saved }) : t('shell.sync.savedAndLast', { saved, last }),
      };
    case 'syncing':
      return { headline: t('shell.sync.syncing'), detail: waiting };
    case 'error':
      return waiting
        ? { headline: waiting, detail: syncProblemText[status.problem ?? 'server-unavailable'], countsWaiting: true }
        : { headline: t('shell.sync.problem'), detail: syncProblemText[status.problem ?? 'server-unavailable'] };
    case 'idle':
      if (waiting) return { headline: waiting, detail: last, countsWaiting: true };
      // Issue 33: the stream from the server is open, so another device's change shows here at once.
      return status.live && status.lastSyncedAt !== null
        ? { headline: t('shell.sync.live'), detail: t('shell.sync.liveDetail', { last }) }
        : { headline: last, detail: null };
  }
}

/** The count on the control's badge: the number of changes waiting, up to 99. */
export function waitingBadge(pendingCount: number): string | null {
  if (pendingCount <= 0) return null;
  return pendingCount > 99 ? '99+' : String(pendingCount);
}

/**
 * The control's accessible name: its label and the state its icon and badge show, the badge's own text in it (a
 * count only seen is never heard, and a speech user says the number they see: WCAG 2.5.3).
 */
export function syncControlName(pendingCount: number, summary: SyncSummary): string {
  const badge = waitingBadge(pendingCount);
  const saysTheBadge = badge === null || (pendingCount <= 99 && summary.countsWaiting === true);
  const state = saysTheBadge ? summary.headline : t('shell.sync.stateWaiting', { state: summary.headline, waiting: badge });
  return t('shell.sync.labelWith', { state });
}
