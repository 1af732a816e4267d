/* No zod here: constants.ts carries this file into the web's first download. */

/** Spec §9: the feedback types, in the order the form offers them, with the form's labels (spec §2). */
export const feedbackTypes = ['general', 'feature', 'bug'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
export const feedbackTypeLabels: Readonly<Record<FeedbackType, string>> = {
  general: 'General Feedback',
  feature: 'Feature Request',
  bug: 'Bug Report',
};

/** Where a piece of feedback stands; an admin moves it (spec §3 names the values the display knows). */
export const feedbackStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export const feedbackStatusLabels: Readonly<Record<FeedbackStatus, string>> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const feedbackLimits = {
  /** Spec §3: subject is varchar(255). */
  subjectMax: 255,
  /** Spec §5 and §9. */
  messageMin: 10,
  messageMax: 5000,
  replyMax: 5000,
} as const;

/** Spec §5 and §8's words for feedback, and the server's words for what the spec leaves open. */
export const feedbackMessages = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${feedbackLimits.subjectMax} characters`,
  messageMin: `Message must be at least ${feedbackLimits.messageMin} characters`,
  messageTooLong: `Message must be at most ${feedbackLimits.messageMax} characters`,
  typeUnknown: 'Please choose General Feedback, Feature Request or Bug Report',
  colorReportIsBug: 'A colour report is a bug report',
  unknownCatalogPaint: 'This paint is not in the paint database.',
  idTaken: 'This feedback id belongs to another message.',
  idRequired: 'A queued message needs the id made on the device',
  tooMany: 'You have sent a lot of feedback in the last hour. Please try again later.',
  submittedTitle: 'Feedback submitted',
  submittedText: "Thank you for your feedback! We'll review it and get back to you soon.",
  submitFailedTitle: 'Failed to submit feedback',
  noHistory: 'No previous feedback submitted',
  replyTooLong: `The reply must be at most ${feedbackLimits.replyMax} characters`,
  statusUnknown: 'Status must be open, in progress, resolved or closed',
  nothingToChange: 'Send a status, a reply, or both',
  notFound: 'Feedback not found',
} as const;
