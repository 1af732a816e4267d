import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../components/button';
import { Dialog, DialogClose, DialogContent } from '../../components/dialog';
import { isOffline, logout, logoutNeedsConfirmation, logoutRisks, type LogoutRisks } from '../../data/account/session';
import { syncBeforeLeaving } from '../../data/status/sync-status';
import { t } from '../../i18n/t';

const syncWaitMs = 3000;

/**
 * Logout with a warning when it would cost something (data/account/session.ts `logoutRisks` decides, in one place): changes
 * still waiting to be sent, or no network to end the session on the server.
 * `request` starts it; render `dialog` somewhere in the tree.
 */
export function useLogout(): { request: () => void; dialog: React.ReactElement } {
  const navigate = useNavigate();
  const [risks, setRisks] = useState<LogoutRisks | null>(null);
  const [pending, setPending] = useState(false);
  const requesting = useRef(false);

  async function finish() {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
      setRisks(null);
      void navigate('/');
    }
  }

  async function request() {
    // A second tap while the sync below runs is the same logout, not another.
    if (requesting.current) return;
    requesting.current = true;
    try {
      // What waits in the outbox (changes, barcode links, feedback) leaves the device with the painter: online, it
      // gets one more sync first, for a few seconds at most (whatever still waits then is counted in the warning).
      if (!isOffline()) await syncBeforeLeaving(syncWaitMs);
    } finally {
      requesting.current = false;
    }
    const current = logoutRisks();
    if (logoutNeedsConfirmation(current)) setRisks(current);
    else void finish();
  }

  const waiting = risks?.pendingChanges ?? 0;
  const dialog = (
    <Dialog open={risks !== null} onOpenChange={(open) => (open ? undefined : setRisks(null))}>
      <DialogContent
        title={waiting > 0 ? t('shell.logout.waitingTitle') : t('shell.logout.offlineTitle')}
        description={waiting > 0 ? t('shell.logout.waitingDescription', { count: waiting }) : t('shell.logout.offlineDescription')}
      >
        <div className="space-y-3 text-sm">
          {waiting > 0 ? (
            <p>
              {t('shell.logout.waitingLost', { count: waiting })}{' '}
              {risks?.offline ? t('shell.logout.waitOffline') : t('shell.logout.waitOnline')}
            </p>
          ) : null}
          {risks?.offline ? <p>{t('shell.logout.offlineSession')}</p> : null}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('shell.logout.stay')}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={() => void finish()}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('shell.logout.anyway')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );

  return { request: () => void request(), dialog };
}
