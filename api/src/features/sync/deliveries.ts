import type { Kysely } from 'kysely';
import { MutationRejected, feedbackMessages, linkBarcode, sendFeedback, type DeliveryKey } from '@paintforge/sync-protocol';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../plugins/api-error.js';
import { storeBarcodeLink } from '../barcodes/service.js';
import { countRecentFeedback, createFeedback, feedbackPerPainterPerHour } from '../feedback/service.js';
import type { SyncDeps } from './apply.js';

/**
 * What the server does with a delivery in a push (sync-protocol mutations/deliveries.ts): the same service and the
 * same rules as its REST route, in the push's transaction (its savepoint), scoped to the painter who pushed. A
 * refusal (ApiError from the shared service) is the mutation's refusal, with the same code; a 5xx is not a refusal.
 * Answers what to run once the push has committed (never inside it: in-memory effects follow the commit).
 */
type DeliveryDeps = Pick<SyncDeps, 'findCatalogPaint' | 'onColourReport'>;
type Deliver<A> = (trx: Kysely<Database>, deps: DeliveryDeps, userId: string, args: A) => Promise<AfterCommit | void>;

/** What to run once the push has committed (a colour report's recount, which may change the catalog in memory). */
export type AfterCommit = () => Promise<void>;

// A delivery added to sync-protocol without its server side here fails the type check.
const deliveries = {
  [linkBarcode.key]: (async (trx, deps, userId, args) => {
    await storeBarcodeLink(trx, { find: deps.findCatalogPaint }, userId, args.code, args.catalogPaintId);
  }) satisfies Deliver<z.output<typeof linkBarcode.args>>,
  [sendFeedback.key]: (async (trx, deps, userId, args) => {
    // The REST route's hourly limit, counted from the stored rows so that one push of many messages meets it too.
    if ((await countRecentFeedback(trx, userId)) >= feedbackPerPainterPerHour)
      throw new MutationRejected('rate-limited', feedbackMessages.tooMany);
    const { created } = await createFeedback(trx, { find: deps.findCatalogPaint }, userId, args);
    const report = args.colorReport;
    const settle = deps.onColourReport;
    if (created && report !== undefined && settle) return () => settle(report.paintId);
  }) satisfies Deliver<z.output<typeof sendFeedback.args>>,
} satisfies Record<DeliveryKey, Deliver<never>>;

/** Carries out a delivery; throws MutationRejected when its rules refuse it. */
export async function deliver(
  trx: Kysely<Database>,
  deps: DeliveryDeps,
  userId: string,
  key: string,
  args: unknown,
): Promise<AfterCommit | void> {
  const run = (deliveries as Record<string, Deliver<unknown> | undefined>)[key];
  if (run === undefined) throw new Error(`No delivery for ${key}`);
  try {
    return await run(trx, deps, userId, args);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) throw new MutationRejected(error.code, error.message);
    throw error;
  }
}
