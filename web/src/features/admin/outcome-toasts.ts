import type { CatalogCorrection } from '@paintforge/sync-protocol';
import { toast } from '../../components/use-toast';
import { failureDescription } from '../../messages/error-text';

/** An admin action's two toasts: "Success" with what changed, or "Error" with why (the server's words, else `failed`). */
export function outcomeToasts<Answer>(describe: (answer: Answer) => string, failed: string) {
  return {
    onSuccess: (answer: Answer) => toast({ title: 'Success', description: describe(answer) }),
    onError: (error: unknown) => toast({ title: 'Error', description: failureDescription(error, failed), variant: 'destructive' }),
  };
}

/** A catalog colour corrected: from a report in the triage, or an agreement accepted. */
export const correctedToasts = outcomeToasts<CatalogCorrection>(
  (answer) => `${answer.paint.name} is now ${answer.paint.color} in the paint database.`,
  'Failed to correct the colour',
);
