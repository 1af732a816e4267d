import type { z } from 'zod';
import { barcodeLinkRequestSchema } from '../barcode.js';
import { feedbackMessages, feedbackRequestSchema } from '../feedback.js';
import { defineMutation, type DeliverySubject, type MutationAction } from './define.js';

/**
 * Deliveries (issue 32, "one outbox"): what a painter does offline that the server carries out but no device
 * syncs as a row: a pot's barcode linked, a feedback message. They wait in the sync outbox beside every other change,
 * so the header's "changes waiting", the logout's warning and the retries count them as one queue. The device
 * applies nothing (its barcode store keeps the link for offline scans, the feedback page lists the waiting rows);
 * the server runs the same rules as their REST routes inside the push (api/src/features/sync/deliveries.ts).
 */
function defineDelivery<K extends string, S extends z.ZodType>(
  key: K,
  args: S,
  subject: DeliverySubject,
  action: MutationAction,
  rowId: (args: z.output<S>) => string,
) {
  return defineMutation(key, args, { entity: subject, action, rowId }, async () => undefined);
}

/** Links a pot's barcode to a catalog paint for the painter, as POST /api/barcodes does. */
export const linkBarcode = defineDelivery('barcode.link@1', barcodeLinkRequestSchema, 'barcodeLink', 'link', (args) => args.code);

/** Sends a feedback message (or a colour report), as POST /api/feedback does; its id makes a re-send store it once. */
export const sendFeedback = defineDelivery(
  'feedback.send@1',
  feedbackRequestSchema.refine((request) => request.id !== undefined, { error: feedbackMessages.idRequired, path: ['id'] }),
  'feedback',
  'send',
  (args) => args.id ?? '',
);

export const deliveryList = [linkBarcode, sendFeedback] as const;
export type DeliveryKey = (typeof deliveryList)[number]['key'];

/** Whether a change is a delivery: it writes no synced row, on the device or the server. */
export function isDelivery(subject: string): subject is DeliverySubject {
  return subject === 'barcodeLink' || subject === 'feedback';
}
