/**
 * Where an older app's small outboxes, outside the sync outbox, said they held something (before issue 32's one
 * outbox), so the shell (app/shell/outbox-runner.ts) can look without loading them and move what waits into the
 * sync outbox once.
 */

/** The older feedback outbox kept its queued messages here. */
export const feedbackOutboxKey = 'feedbackOutbox';

/** How many of a painter's barcode links an older app had not sent yet; removed once they are in the sync outbox. */
export const barcodeLinksPendingKey = 'paintforge.barcode-links-pending';
