import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { feedbackRequestSchema, type CatalogPaint } from '@paintforge/sync-protocol';
import { sentRequests } from '../../testing/network';
import { descriptionOf, painter, renderScreen } from '../../testing/render';
import { feedbackOutboxKey, type QueuedFeedback } from '../../data/feedback/feedback-outbox';
import { ColorReportButton, colorReportFeedback } from './color-report';

const paint: CatalogPaint = {
  id: 'citadel-mephiston-red',
  name: 'Mephiston Red',
  brand: 'Citadel',
  range: 'Base',
  color: '#9A1115',
  type: 'base',
  userId: null,
};

describe('"This colour looks wrong" on a catalog paint', () => {
  it('builds a bug report the server accepts, naming the paint and the suggestion', () => {
    const request = feedbackRequestSchema.parse(colorReportFeedback(paint, '#B01E23', ''));
    expect(request).toMatchObject({ type: 'bug', colorReport: { paintId: paint.id, suggestedColor: '#B01E23' } });
    expect(request.subject).toBe('Colour looks wrong: Citadel Mephiston Red');
    expect(request.message).toContain('Citadel · Base · Mephiston Red shows #9A1115; I think it should be #B01E23.');
    expect(colorReportFeedback(paint, '#B01E23', '  In daylight.  ').message).toMatch(/\n\nIn daylight\.$/);
  });

  it('asks a signed-out visitor to create an account', async () => {
    const { user } = renderScreen(<ColorReportButton paint={paint} />);
    await user.click(screen.getByRole('button', { name: 'This colour looks wrong: Mephiston Red, Citadel' }));
    expect(await screen.findByText('Account Required')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the hex, then sends the report through the outbox (kept on the device with no connection)', async () => {
    const { user } = renderScreen(<ColorReportButton paint={paint} />, { user: painter });
    await user.click(screen.getByRole('button', { name: 'This colour looks wrong: Mephiston Red, Citadel' }));
    const hex = await screen.findByLabelText('What it should be (hex)');
    expect((hex as HTMLInputElement).value).toBe('#9A1115');
    await user.clear(hex);
    await user.type(hex, 'red');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(descriptionOf(hex)).toBe('Color must be a hex colour like #1A2B3C');
    expect(sentRequests()).toEqual([]);

    await user.clear(hex);
    await user.type(hex, '#b01e23');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequests()).toEqual(['POST /api/feedback']);
    const [queued] = JSON.parse(localStorage.getItem(feedbackOutboxKey) ?? '[]') as QueuedFeedback[];
    expect(queued?.request).toMatchObject({ type: 'bug', colorReport: { paintId: paint.id, suggestedColor: '#B01E23' } });
  });
});
