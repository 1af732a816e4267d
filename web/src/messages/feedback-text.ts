import type { FeedbackStatus, FeedbackType } from '@paintforge/sync-protocol/constants';

/** Spec §2 and §8's words for feedback: the form's type labels, the statuses an admin sets, the toasts. */
export const feedbackTypeText: Readonly<Record<FeedbackType, string>> = {
  general: 'General Feedback',
  feature: 'Feature Request',
  bug: 'Bug Report',
};

export const feedbackStatusText: Readonly<Record<FeedbackStatus, string>> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const feedbackText = {
  submittedTitle: 'Feedback submitted',
  submittedText: "Thank you for your feedback! We'll review it and get back to you soon.",
  submitFailedTitle: 'Failed to submit feedback',
  noHistory: 'No previous feedback submitted',
} as const;
