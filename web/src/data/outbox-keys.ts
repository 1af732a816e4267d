/**
 * Where the small outboxes outside the sync engine say they hold something, apart from their modules, so the shell
 * (app/shell/outbox-runner.ts) can look without loading them.
 */

/** The feedback outbox (feedback-outbox.ts) keeps its queued messages here. */
export const feedbackOutboxKey = 'feedbackOutbox';

/** Set while a painter's barcode link (barcodes.ts) waits to reach the server; removed once none does. */
export const barcodeLinksPendingKey = 'paintforge.barcode-links-pending';
