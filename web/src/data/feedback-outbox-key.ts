/** Where the feedback outbox (feedback-outbox.ts) keeps queued messages; apart, so the shell can look without loading it. */
export const feedbackOutboxKey = 'feedbackOutbox';
