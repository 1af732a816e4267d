import { useEffect } from 'react';
import { getAuthState, subscribeAuth } from '../../data/account/auth-state';
import { feedbackOutboxKey, barcodeLinksPendingKey } from '../../data/status/outbox-keys';

/**
 * Moves what an older app queued outside the sync outbox (feedback in localStorage, barcode links flagged there) into
 * the signed-in painter's sync outbox, once (issue 32, "one outbox"): from then on the sync engine sends it with
 * every other change. Each module loads only when its localStorage key says something waits, so the landing page
 * pays for two localStorage reads.
 */
async function adoptOlderQueues(userId: string): Promise<void> {
  try {
    if (localStorage.getItem(feedbackOutboxKey) !== null) {
      const { adoptOlderQueuedFeedback } = await import('../../data/feedback/feedback-outbox');
      await adoptOlderQueuedFeedback(userId);
    }
    if (localStorage.getItem(barcodeLinksPendingKey) !== null) {
      const { adoptOlderWaitingLinks } = await import('../../data/catalog/barcodes');
      await adoptOlderWaitingLinks(userId);
    }
  } catch {
    // Kept where it was (no database yet, storage full): tried again at the next start or sign-in.
  }
}

/** At start and when a painter signs in. */
export function useOutboxRunner(): void {
  useEffect(() => {
    const run = () => {
      const { user, token } = getAuthState();
      if (user?.id !== undefined && token) void adoptOlderQueues(String(user.id));
    };
    run();
    return subscribeAuth(run);
  }, []);
}
