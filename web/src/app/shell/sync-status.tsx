import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Popover } from 'radix-ui';
import { CloudAlert, CloudCheck, CloudOff, CloudUpload, LogIn, RefreshCw, TriangleAlert, X } from 'lucide-react';
import { Button } from '../../components/button';
import { cn } from '../../components/cn';
import { dismissNotice, dismissNotices, syncNow, useNotices, useSyncStatus, type SyncStatusView } from '../../data/status/sync-status';
import { noticeMessage, noticeTitle } from '../../messages/notice-text';
import { syncControlName, syncSummary, waitingBadge } from './sync-status-text';
import { t } from '../../i18n/t';

/**
 * The header's sync status control (design/sync.md §6: the UI always shows the state). A fixed-size icon button
 * (no layout shift at 360 px) opens a popover with the state in words, "Sync now", "Sign in to sync" or "Update
 * required", and the notices the server sent (refused changes, edits of items deleted elsewhere) to read and
 * dismiss. Loaded lazily, only for a painter who is or was signed in on this device: Dexie and the sync engine
 * stay out of the landing page's JavaScript.
 */

const refreshEveryMs = 30_000;

/** The current time, refreshed every 30 s, for "Last synced 2 minutes ago". */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshEveryMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function StatusIcon({ status, className }: { status: SyncStatusView; className?: string }) {
  const props = { 'aria-hidden': true, className: cn('size-5', className) } as const;
  switch (status.phase) {
    case 'syncing':
      return <RefreshCw {...props} className={cn(props.className, 'animate-spin motion-reduce:animate-none')} />;
    case 'offline':
    case 'signed-out':
      return <CloudOff {...props} />;
    case 'error':
      return <CloudAlert {...props} />;
    case 'update-required':
      return <TriangleAlert {...props} />;
    case 'idle':
      return status.pendingCount > 0 ? <CloudUpload {...props} /> : <CloudCheck {...props} />;
  }
}

/**
 * Asks the service worker for the new version and reloads into it (a plain reload would keep the old worker, and
 * so the old app, in charge).
 */
async function reloadToUpdate(): Promise<void> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const registration = await container?.getRegistration().catch(() => undefined);
  if (!container || !registration) {
    window.location.reload();
    return;
  }
  await registration.update().catch(() => undefined);
  const installing = registration.installing;
  if (installing) {
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      installing.addEventListener('statechange', () => installing.state !== 'installing' && done());
      setTimeout(done, 10_000);
    });
  }
  if (registration.waiting) {
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    registration.waiting.postMessage({ type: 'SKIP_WAITING' });
    return;
  }
  window.location.reload();
}

export default function SyncStatusControl() {
  const status = useSyncStatus();
  const notices = useNotices();
  const now = useNow();
  const [open, setOpen] = useState(false);
  const summary = syncSummary(status, now);
  const badge = waitingBadge(status.pendingCount);
  const attention = status.phase === 'error' || status.phase === 'update-required' || notices.length > 0;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={syncControlName(status.pendingCount, summary)}
          title={summary.headline}
          className={cn(
            'relative flex size-10 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-surface-2',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            attention ? 'text-danger-ink' : status.phase === 'offline' || status.phase === 'signed-out' ? 'text-muted' : 'text-ink',
          )}
        >
          <StatusIcon status={status} />
          {badge !== null ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-brand px-1 text-center text-[10px] leading-4 font-semibold text-brand-fg"
            >
              {badge}
            </span>
          ) : notices.length > 0 ? (
            <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2 rounded-full bg-danger" />
          ) : null}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('shell.sync.label')}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-line bg-surface p-4 text-sm text-ink shadow-lg focus-visible:outline-none"
        >
          <div role="status" className="flex items-start gap-3">
            <StatusIcon status={status} className="mt-0.5 shrink-0 text-muted" />
            <div className="min-w-0">
              <p className="font-semibold">{summary.headline}</p>
              {summary.detail ? <p className="mt-1 break-words text-muted">{summary.detail}</p> : null}
            </div>
          </div>

          <div className="mt-4 flex flex-wrap gap-2">
            {status.phase === 'signed-out' ? (
              <Button asChild size="sm">
                <Link to="/login" onClick={() => setOpen(false)}>
                  <LogIn aria-hidden="true" className="size-4" /> {t('shell.sync.signIn')}
                </Link>
              </Button>
            ) : status.phase === 'update-required' ? (
              <Button size="sm" onClick={() => void reloadToUpdate()}>
                <RefreshCw aria-hidden="true" className="size-4" /> {t('shell.sync.reloadToUpdate')}
              </Button>
            ) : (
              <Button size="sm" variant="outline" disabled={status.phase === 'syncing' || status.phase === 'offline'} onClick={syncNow}>
                <RefreshCw aria-hidden="true" className="size-4" /> {t('shell.sync.syncNow')}
              </Button>
            )}
          </div>

          {notices.length > 0 ? (
            <section aria-labelledby="sync-notices-title" className="mt-4 border-t border-line pt-3">
              <div className="flex items-center justify-between gap-2">
                <h2 id="sync-notices-title" className="font-semibold">
                  {t('shell.sync.notices', { count: notices.length })}
                </h2>
                {notices.length > 1 ? (
                  <Button size="xs" variant="ghost" onClick={() => void dismissNotices()}>
                    {t('shell.sync.dismissAll')}
                  </Button>
                ) : null}
              </div>
              <ul className="mt-2 max-h-64 space-y-2 overflow-y-auto">
                {notices.map((notice) => (
                  <li
                    key={notice.id}
                    className={cn(
                      'relative rounded-md border p-3 pr-10',
                      notice.kind === 'rejected' ? 'border-danger bg-danger-soft' : 'border-line bg-surface-2',
                    )}
                  >
                    <p className="font-medium break-words">{noticeTitle(notice)}</p>
                    <p className="mt-1 break-words text-muted">{noticeMessage(notice)}</p>
                    <button
                      type="button"
                      aria-label={t('shell.sync.dismissNotice', { title: noticeTitle(notice) })}
                      className="absolute top-2 right-2 rounded-md p-1.5 text-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
                      onClick={() => void dismissNotice(notice.id)}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
