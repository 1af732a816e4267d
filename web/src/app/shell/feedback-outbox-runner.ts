import { useEffect } from 'react';
import { toast } from '../../components/use-toast';
import { subscribeAuth } from '../../data/auth-state';
import { feedbackOutboxKey } from '../../data/feedback-outbox-key';

let refusalsShown = false;

/** Loads the outbox (and its words) only when something is queued, then sends what it holds. */
async function drainQueued(): Promise<void> {
  const [{ drainFeedbackOutbox, onFeedbackRefused }, { feedbackResultText }] = await Promise.all([
    import('../../data/feedback-outbox'),
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
 * Sends feedback written offline once the device is back online, whichever screen is open (issue 9: it must not be
 * lost because the shop had no signal): at start, when the browser is back online, and when a painter signs in. The
 * outbox module loads only when something is queued, so the landing page pays for one localStorage read.
 */
export function useFeedbackOutboxRunner(): void {
  useEffect(() => {
    const run = () => {
      if (localStorage.getItem(feedbackOutboxKey) !== null) void drainQueued();
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
