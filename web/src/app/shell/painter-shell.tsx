import { lazy, Suspense, useEffect } from 'react';
import { toast } from '../../components/use-toast';
import { onSavedForOffline } from '../../data/sync/offline-notice';
import { savedForOfflineText } from '../../messages/offline-text';
import { useAuth } from '../../data/account/auth-state';
import { afterDataLayer } from '../../data/collection/data-layer';
import { EmailVerificationBanner, useSessionExpiredNotice } from './session-notices';
import { useOutboxRunner } from './outbox-runner';
import { useWriteProblemToast } from './write-problem-toast';

// Only for a painter whose session ended on another device (issue 33); it counts from the sync layer, loaded with it.
const SessionEndedBanner = lazy(afterDataLayer(() => import('./session-ended-banner')));

/**
 * The shell's parts that only a painter who is, or was, signed in on this device needs: the session-expired notice,
 * the email verification banner, the signed-out-elsewhere banner, the older queues' move into the sync outbox and the "Not saved" toast. They load in
 * a chunk of their own (app-shell.tsx), so a visitor's first page does not download them (the 120 KiB budget).
 */
export default function PainterShell() {
  const { ended } = useAuth();
  // Issue 33: after sign-in the device stores the catalog in the background (data/sync/offline-ready.ts); said once.
  useEffect(() => onSavedForOffline(() => toast({ title: savedForOfflineText(), quiet: true })), []);
  useSessionExpiredNotice();
  useOutboxRunner();
  useWriteProblemToast();
  return (
    <>
      <EmailVerificationBanner />
      {ended ? (
        <Suspense fallback={null}>
          <SessionEndedBanner />
        </Suspense>
      ) : null}
    </>
  );
}
