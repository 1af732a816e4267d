import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { barcodeDatabase } from '../../data/catalog/barcodes';
import { barcodeLinksPendingKey, feedbackOutboxKey } from '../../data/status/outbox-keys';
import { painter, renderScreen } from '../../testing/render';
import { storeWaitingLink } from '../../testing/barcode-links';
import { signedInWithDatabase } from '../../testing/user-database';
import { useOutboxRunner } from './outbox-runner';

function Runner() {
  useOutboxRunner();
  return <p>shell</p>;
}

/** The painter's id as the shell passes it on (a session's id may be a number). */
const userId = String(painter.id);

/** A feedback message as the older app's localStorage outbox kept it. */
const olderFeedback = (owner: string, id: string, subject: string) => ({
  id,
  userId: owner,
  request: { id, type: 'general', subject, message: 'Written in the shop, with no signal.' },
  queuedAt: '2026-11-20T10:00:00.000Z',
});

describe('what an older app queued outside the sync outbox', () => {
  it('moves into the painter’s sync outbox once: their barcode links and feedback, with the ids they were queued under', async () => {
    const db = await signedInWithDatabase();
    await storeWaitingLink(userId, '4006381333931', 'paint-1');
    localStorage.setItem(barcodeLinksPendingKey, '1');
    const mine = olderFeedback(userId, '0190a0b0-0000-4000-8000-000000000001', 'Metallics');
    const theirs = olderFeedback('someone-else', '0190a0b0-0000-4000-8000-000000000002', 'Not yours');
    localStorage.setItem(feedbackOutboxKey, JSON.stringify([mine, theirs]));

    renderScreen(<Runner />, { user: painter });
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const rows = await db.outbox.orderBy('mutationId').toArray();
    expect(rows.map((row) => [row.name, row.args])).toEqual([
      ['feedback.send@1', { id: mine.id, type: 'general', subject: 'Metallics', message: 'Written in the shop, with no signal.' }],
      ['barcode.link@1', { code: '4006381333931', catalogPaintId: 'paint-1' }],
    ]);
    // Nothing of this painter's waits outside the one outbox now; another painter's message is theirs to adopt.
    await waitFor(() => expect(localStorage.getItem(barcodeLinksPendingKey)).toBeNull());
    expect(JSON.parse(localStorage.getItem(feedbackOutboxKey) ?? '[]')).toEqual([theirs]);
    expect((await barcodeDatabase().own.get(`${userId} 4006381333931`))?.pending).toBe(0);
    await barcodeDatabase().own.clear();
  });
});
