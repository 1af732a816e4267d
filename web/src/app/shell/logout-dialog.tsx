import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../components/button';
import { Dialog, DialogClose, DialogContent } from '../../components/dialog';
import { isOffline, logout, logoutNeedsConfirmation, logoutRisks, type LogoutRisks } from '../../data/account/session';
import { syncBeforeLeaving } from '../../data/status/sync-status';

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
  const changes = waiting === 1 ? '1 change' : `${waiting} changes`;
  const dialog = (
    <Dialog open={risks !== null} onOpenChange={(open) => (open ? undefined : setRisks(null))}>
      <DialogContent
        title={waiting > 0 ? 'Sign out with changes still waiting?' : 'Sign out while offline?'}
        description={
          waiting > 0
            ? `${changes} on this device ${waiting === 1 ? 'has' : 'have'} not reached the server yet.`
            : 'This device is offline, so it cannot reach the server to end your session.'
        }
      >
        <div className="space-y-3 text-sm">
          {waiting > 0 ? (
            <p>
              Signing out removes your account&rsquo;s data from this device, and with it the {changes} still waiting to be sent: they would
              be lost.{' '}
              {risks?.offline
                ? 'Stay signed in and sign out once you are back online and they have synced.'
                : 'Stay signed in for a moment to let them sync first.'}
            </p>
          ) : null}
          {risks?.offline ? (
            <p>
              Signing out now removes your account&rsquo;s data from this device, but the session stays valid on the server until it
              expires. If someone else might use this device&rsquo;s sign-in, change your password once you are back online: that ends every
              other session.
            </p>
          ) : null}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Stay Signed In</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={() => void finish()}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            Sign Out Anyway
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );

  return { request: () => void request(), dialog };
}
