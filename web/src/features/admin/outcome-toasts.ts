import type { CatalogCorrection } from '@paintforge/sync-protocol';
import { toast } from '../../components/use-toast';
import { failureDescription } from '../../messages/error-text';
import { t } from '../../i18n/t';

/**
 * An admin action's two toasts: "Success" with what changed, or "Error" with why (the server's words, else `failed`).
 * Both words are functions, read in the painter's language when the toast shows.
 */
export function outcomeToasts<Answer>(describe: (answer: Answer) => string, failed: () => string) {
  return {
    onSuccess: (answer: Answer) => toast({ title: t('admin.success'), description: describe(answer) }),
    onError: (error: unknown) =>
      toast({ title: t('admin.error'), description: failureDescription(error, failed()), variant: 'destructive' }),
  };
}

/** A catalog colour corrected: from a report in the triage, or an agreement accepted. */
export const correctedToasts = outcomeToasts<CatalogCorrection>(
  (answer) => t('admin.colourCorrected', { name: answer.paint.name, color: answer.paint.color }),
  () => t('admin.correctFailed'),
);
