import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { restContract } from '@paintforge/sync-protocol';
import { callRoute } from '../server/rest-client';
import { useUserLiveQuery } from '../sync/screen';
import { queuedFeedback, type QueuedFeedback } from './feedback-outbox';

/**
 * The painter's feedback (spec §2 Feedback, §7; docs/admin-api.md): the history from GET /api/feedback, and sending
 * through the device's sync outbox (feedback-outbox.ts), so a message written offline waits there instead of being lost.
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

const none: QueuedFeedback[] = [];

/** This painter's messages still waiting on the device, oldest first (their own database's outbox: nobody else's). */
export function useQueuedFeedback(): readonly QueuedFeedback[] {
  const client = useQueryClient();
  const queued = useUserLiveQuery(queuedFeedback, [], none) ?? none;
  const before = useRef(queued.length);
  // A message that left the queue was delivered (or refused, with a notice): the history has changed.
  useEffect(() => {
    if (queued.length < before.current) void client.invalidateQueries({ queryKey: ['feedback', 'history'] });
    before.current = queued.length;
  }, [client, queued.length]);
  return queued;
}
