import { useEffect } from 'react';
import { toast } from '../../components/use-toast';
import { getAuthState, subscribeAuth } from '../../data/account/auth-state';
import { feedbackOutboxKey, waitingBarcodeLinks } from '../../data/status/outbox-keys';

let refusalsShown = false;

/** Loads the feedback outbox (and its words) only when something is queued, then sends what it holds. */
async function drainQueuedFeedback(): Promise<void> {
  const [{ drainFeedbackOutbox, onFeedbackRefused }, { feedbackResultText }] = await Promise.all([
    import('../../data/feedback/feedback-outbox'),
    import('../../messages/feedback-result-text'),
  ]);
  if (!refusalsShown) {
    refusalsShown = true;
    // A queued message the server refused is dropped: say so, naming it, whichever screen is open.
    onFeedbackRefused((item, error) => {
      const text = feedbackResultText({ sent: false, waiting: false, error });
      toast({ ...text, description: `“${item.request.subject}”: ${text.description}` });
    });
  }
  await drainFeedbackOutbox();
}

/**
 * Sends the signed-in painter's barcode links that wait, loading the barcode store only when one does. Never fails:
 * a link that could not be sent stays for the next try. Also run before a logout, which would delete them.
 */
export async function sendWaitingBarcodeLinks(): Promise<void> {
  const { user } = getAuthState();
  if (!user || waitingBarcodeLinks() === 0) return;
  try {
    const { sendPendingLinks } = await import('../../data/catalog/barcodes');
    await sendPendingLinks(String(user.id));
  } catch {
    // Kept on the device, and counted by the logout's warning.
  }
}

/**
 * Sends what a painter did offline outside the synced data once the device is back online, whichever screen is open
 * (it must not be lost because the shop had no signal): feedback written offline (issue 9) and barcode links made
 * in the shop (issue 14). At start, when the browser is back online, and when a painter signs in. Each outbox loads
 * only when its flag in localStorage says something waits, so the landing page pays for two localStorage reads.
 */
export function useOutboxRunner(): void {
  useEffect(() => {
    const run = () => {
      if (localStorage.getItem(feedbackOutboxKey) !== null) void drainQueuedFeedback();
      void sendWaitingBarcodeLinks();
    };
    run();
    window.addEventListener('online', run);
    const stopAuth = subscribeAuth(run);
    return () => {
      window.removeEventListener('online', run);
      stopAuth();
    };
  }, []);
}
