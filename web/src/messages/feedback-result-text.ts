import type { SendResult } from '../data/feedback/feedback-outbox';
import { refusalText } from './error-code-text';
import { feedbackText } from './feedback-text';
import { namedMessages } from '../i18n/t';

/** The toast for a message that could not be sent yet: it waits in the device's outbox (feedback-outbox.ts). */
export const feedbackQueuedText = namedMessages('feedback', { title: 'queuedTitle', description: 'queuedDescription' });

/**
 * What to tell the painter after sending feedback (the form or a colour report): spec §8's success and failure
 * toasts, or that it waits for a connection. `variant` is the toast's.
 */
export function feedbackResultText(result: SendResult): { title: string; description: string; variant: 'default' | 'destructive' } {
  if (result.sent) return { title: feedbackText.submittedTitle, description: feedbackText.submittedText, variant: 'default' };
  if (result.waiting) return { title: feedbackQueuedText.title, description: feedbackQueuedText.description, variant: 'default' };
  return {
    title: feedbackText.submitFailedTitle,
    description: refusalText(result.code),
    variant: 'destructive',
  };
}
