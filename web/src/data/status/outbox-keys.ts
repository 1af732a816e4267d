/**
 * Where the small outboxes outside the sync engine say they hold something, apart from their modules, so the shell
 * (app/shell/outbox-runner.ts) can look without loading them.
 */

/** The feedback outbox (feedback-outbox.ts) keeps its queued messages here. */
export const feedbackOutboxKey = 'feedbackOutbox';

/** How many of a painter's barcode links (barcodes.ts) wait to reach the server; removed once none does. */
export const barcodeLinksPendingKey = 'paintforge.barcode-links-pending';

/** The barcode links waiting on this device, as counted under its key (0 when none). */
export function waitingBarcodeLinks(): number {
  const count = Number(localStorage.getItem(barcodeLinksPendingKey) ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
