import { useEffect, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { restContract } from '@paintforge/sync-protocol';
import { callRoute } from '../server/rest-client';
import { onFeedbackSent, queuedFeedback, subscribeFeedbackOutbox, type QueuedFeedback } from './feedback-outbox';

/**
 * The painter's feedback (spec §2 Feedback, §7; docs/admin-api.md): the history from GET /api/feedback, and sending
 * through the device's outbox (feedback-outbox.ts), so a message written offline waits there instead of being lost.
 */

/** Keyed by the painter, so another account signing in on this device never sees the previous one's history. */
const historyKey = (userId: string | number | undefined) => ['feedback', 'history', String(userId ?? '')];

/** The painter's past feedback, newest first, fetched only once the history is opened (`open`), then kept. */
export function useFeedbackHistory(userId: string | number | undefined, open: boolean) {
  return useQuery({
    queryKey: historyKey(userId),
    queryFn: ({ signal }) => callRoute(restContract.ownFeedback, { signal }),
    enabled: open,
  });
}

/** This painter's messages still waiting on the device, oldest first (the shell's outbox runner sends them). */
export function useQueuedFeedback(userId: string | number | undefined): readonly QueuedFeedback[] {
  const client = useQueryClient();
  const all = useSyncExternalStore(subscribeFeedbackOutbox, queuedFeedback);
  // A message delivered from the queue is in the history now.
  useEffect(() => onFeedbackSent(() => void client.invalidateQueries({ queryKey: ['feedback', 'history'] })), [client]);
  return all.filter((item) => item.userId === String(userId ?? ''));
}
