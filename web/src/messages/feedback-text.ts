import type { FeedbackStatus, FeedbackType } from '@paintforge/sync-protocol/constants';
import { messageGroup, namedMessages, t } from '../i18n/t';

/** Spec §2 and §8's words for feedback: the form's type labels, the statuses an admin sets, the toasts. */
export const feedbackTypeText: Readonly<Record<FeedbackType, string>> = messageGroup('feedbackType', ['general', 'feature', 'bug']);

export const feedbackStatusText: Readonly<Record<FeedbackStatus, string>> = namedMessages('feedbackStatus', {
  open: 'open',
  in_progress: 'inProgress',
  resolved: 'resolved',
  closed: 'closed',
});

export const feedbackText = messageGroup('feedback', ['submittedTitle', 'submittedText', 'submitFailedTitle', 'noHistory']);

/** A colour report that is a measurement (issue 36), as its summary marks it: "Measured on white card". */
export const measuredReportText = (): string => t('feedbackReport.measured');

/** A colour report's two hexes and the catalog's correction since: "Catalog #231F20", "Suggested #FF00FF". */
export const colourReportText = {
  catalog: (color: string): string => t('feedback.reportCatalog', { color }),
  suggested: (color: string): string => t('feedback.reportSuggested', { color }),
  correctedTo: (color: string): string => t('feedback.reportCorrectedTo', { color }),
};

/** A measurement's pooled coat: "pooled #2A282F". */
export const measuredPooledText = (color: string): string => t('feedbackReport.measuredPooled', { color });
