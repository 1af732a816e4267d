import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { feedbackRequestSchema, type CatalogPaint, type FeedbackEntry } from '@paintforge/sync-protocol';
import { sentRequests } from '../../testing/network';
import { descriptionOf, painter, renderScreen } from '../../testing/render';
import { signOut } from '../../data/account/auth-state';
import { signedInWithDatabase } from '../../testing/user-database';
import { catalogColorOf, ownColours, ownColoursFrom, rememberOwnColour, withOwnColours } from '../../data/catalog/own-colours';
import { colorReportFeedback } from '../../messages/colour-report-text';
import { ColorReportMenu } from './color-report';

const paint: CatalogPaint = {
  id: 'citadel-mephiston-red',
  name: 'Mephiston Red',
  brand: 'Citadel',
  range: 'Base',
  color: '#9A1115',
  type: 'base',
  userId: null,
};

/** "Colour looks wrong?", in words, in the card's More menu (issue 37: not a button on every card). */
async function reportFrom(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(screen.getByRole('button', { name: 'More for Mephiston Red, Citadel' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Colour looks wrong?' }));
}

describe('"This colour looks wrong" on a catalog paint', () => {
  it('builds a bug report the server accepts, naming the paint and the suggestion', () => {
    const request = feedbackRequestSchema.parse(colorReportFeedback(paint, '#B01E23', ''));
    expect(request).toMatchObject({ type: 'bug', colorReport: { paintId: paint.id, suggestedColor: '#B01E23' } });
    expect(request.subject).toBe('Colour looks wrong: Citadel Mephiston Red');
    expect(request.message).toContain('Citadel · Base · Mephiston Red shows #9A1115; I think it should be #B01E23.');
    expect(colorReportFeedback(paint, '#B01E23', '  In daylight.  ').message).toMatch(/\n\nIn daylight\.$/);
  });

  it('asks a signed-out visitor to create an account', async () => {
    const { user } = renderScreen(<ColorReportMenu paint={paint} />);
    await reportFrom(user);
    expect(await screen.findByText('Account Required')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the hex, then sends the report through the outbox (kept on the device with no connection)', async () => {
    const db = await signedInWithDatabase();
    const { user } = renderScreen(<ColorReportMenu paint={paint} />, { user: painter });
    await reportFrom(user);
    const hex = await screen.findByLabelText('What it should be (hex)');
    expect((hex as HTMLInputElement).value).toBe('#9A1115');
    await user.clear(hex);
    await user.type(hex, 'red');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(descriptionOf(hex)).toBe('Color must be a hex colour like #1A2B3C');
    expect(sentRequests()).not.toContain('POST /api/sync/push');

    await user.clear(hex);
    await user.type(hex, '#b01e23');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequests()).toContain('POST /api/sync/push');
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      name: 'feedback.send@1',
      args: { type: 'bug', colorReport: { paintId: paint.id, suggestedColor: '#B01E23' } },
    });
    // The painter sees their colour at once, offline too; nobody else's catalog changed (that is the server's rule).
    expect(ownColours(String(painter.id))[paint.id]).toMatchObject({ color: '#B01E23', reportedColor: '#9A1115' });
  });
});

describe('a painter’s own colour reports change only what they see', () => {
  const later = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 12, minutes)).toISOString();
  const entry = (paintId: string, suggestedColor: string, reportedColor: string, createdAt: string): FeedbackEntry => ({
    id: crypto.randomUUID(),
    type: 'bug',
    subject: 'Colour looks wrong',
    message: 'It looks different on my table.',
    status: 'open',
    adminReply: null,
    repliedAt: null,
    colorReport: {
      paintId,
      brand: 'Citadel',
      range: 'Base',
      name: 'Mephiston Red',
      reportedColor,
      suggestedColor,
      currentColor: reportedColor,
    },
    createdAt,
    updatedAt: createdAt,
  });

  it('shows their newest suggestion while the catalog still shows the colour they reported, and the catalog’s once it changes', () => {
    const own = ownColoursFrom([entry(paint.id, '#B01E23', '#9A1115', later(1)), entry(paint.id, '#A01010', '#9A1115', later(0))]);
    expect(own[paint.id]?.color).toBe('#B01E23');
    const [shown] = withOwnColours([paint], own);
    expect(shown).toMatchObject({ color: '#B01E23' });
    expect(catalogColorOf(shown!)).toBe('#9A1115');
    // The public colour changed since (an admin or three trusted painters): the catalog's word is the newer one.
    const corrected = { ...paint, color: '#AA1111' };
    expect(withOwnColours([corrected], own)[0]).toBe(corrected);
    // No report: the very same list, so search indexes and memos keep.
    const list = [paint];
    expect(withOwnColours(list, {})).toBe(list);
  });

  it('opens the report dialog on an own-coloured paint with the catalog’s colour, and forgets them at sign-out', async () => {
    rememberOwnColour(String(painter.id), paint.id, { color: '#B01E23', reportedColor: '#9A1115', at: later(2) });
    const [shown] = withOwnColours([paint], ownColours(String(painter.id)));
    const { user } = renderScreen(<ColorReportMenu paint={shown!} />, { user: painter });
    await reportFrom(user);
    expect(await screen.findByText('#9A1115')).toBeTruthy();
    expect(screen.getByText(/You see your colour at once\. Everyone else sees it once an admin accepts it/)).toBeTruthy();
    await signOut();
    expect(ownColours(String(painter.id))).toEqual({});
  });
});
