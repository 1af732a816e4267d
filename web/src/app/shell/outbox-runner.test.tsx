import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { barcodeDatabase } from '../../data/catalog/barcodes';
import { barcodeLinksPendingKey } from '../../data/status/outbox-keys';
import { painter, renderScreen } from '../../testing/render';
import { sentRequests } from '../../testing/network';
import { storeWaitingLink } from '../../testing/barcode-links';
import { useOutboxRunner } from './outbox-runner';

function Runner() {
  useOutboxRunner();
  return <p>shell</p>;
}

/** The painter's id as the shell passes it on (a session's id may be a number). */
const userId = String(painter.id);
const linkSends = () => sentRequests().filter((request) => request === 'POST /api/barcodes').length;

describe('the shell sends what waits outside the synced data', () => {
  it('sends a pending barcode link at start and again when the browser is back online, whichever screen is open', async () => {
    await storeWaitingLink(userId, '4006381333931', 'paint-1');
    localStorage.setItem(barcodeLinksPendingKey, '1');
    renderScreen(<Runner />, { user: painter });
    await waitFor(() => expect(linkSends()).toBe(1));
    // Nothing listens here, so the send fails as with no signal: the link and the flag stay for the next try.
    await waitFor(async () => expect((await barcodeDatabase().own.get(`${userId} 4006381333931`))?.pending).toBe(1));
    expect(localStorage.getItem(barcodeLinksPendingKey)).toBe('1');
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(linkSends()).toBe(2));
    await barcodeDatabase().own.clear();
  });

  it('does not load the barcode store or send anything while no link waits', async () => {
    // A pending row without the flag (as if the flag had been cleared): the shell goes by the flag alone.
    await storeWaitingLink(userId, '96385074', 'paint-2');
    renderScreen(<Runner />, { user: painter });
    await act(async () => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linkSends()).toBe(0);
    await barcodeDatabase().own.clear();
  });
});
