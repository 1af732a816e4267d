import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminFeedbackEntrySchema,
  catalogCorrectionSchema,
  colourAgreementSchema,
  colourChangeSchema,
  type CatalogPaint,
  type ColourAgreement,
} from '@paintforge/sync-protocol';
import { QueryScope } from '../../data/server/query-client';
import { painter, renderScreen } from '../../testing/render';
import { sentRequests } from '../../testing/network';
import { CatalogCorrections, ColourChangeRow, CorrectionCard } from './catalog-corrections';
import { AgreementCard, ColourAgreements } from './colour-agreements';
import { TriageCard } from './feedback-triage';

/**
 * The Colours tab's views given answers of the shared schemas' shape (parsed by them, so they cannot drift); the
 * server's side of each answer is tested on both databases in api/src/features/catalog-corrections/.
 */

const paint: CatalogPaint = {
  id: 'citadel-abaddon-black',
  name: 'Abaddon Black',
  brand: 'Citadel',
  range: 'Base',
  color: '#231F20',
  type: 'Base',
  userId: null,
};
const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

const agreement: ColourAgreement = colourAgreementSchema.parse({
  paint,
  color: '#FF00FF',
  spread: 0.4,
  counted: 0,
  needed: 3,
  appliesAt: inAWeek,
  voices: [
    {
      reportId: 'r1',
      userId: 'u1',
      email: 'new1@example.com',
      suggestedColor: '#FF00FF',
      reportedAt: inAWeek,
      standing: 'new-member',
      countsFrom: inAWeek,
    },
    {
      reportId: 'r2',
      userId: 'u2',
      email: 'throwaway@example.com',
      suggestedColor: '#FF00FE',
      reportedAt: inAWeek,
      standing: 'unverified',
      countsFrom: null,
    },
    {
      reportId: 'r3',
      userId: 'u3',
      email: 'ada@example.com',
      suggestedColor: '#FE00FF',
      reportedAt: inAWeek,
      standing: 'trusted',
      countsFrom: inAWeek,
    },
  ],
});

describe('agreements waiting (the admin sees them before they apply)', () => {
  it('shows the colour it would apply, who agrees, whether each counts and when it applies; accept and dismiss are labelled', async () => {
    const onAccept = vi.fn();
    const onDismiss = vi.fn();
    render(<AgreementCard agreement={agreement} busy={false} onAccept={onAccept} onDismiss={onDismiss} />);
    const card = screen.getByRole('article', { name: 'Agreement on Abaddon Black' });
    expect(within(card).getByText('#231F20')).toBeTruthy();
    expect(within(card).getAllByText('#FF00FF').length).toBeGreaterThan(0);
    expect(within(card).getByText('0 of 3 trusted painters')).toBeTruthy();
    expect(within(card).getByText(/^Applies on /)).toBeTruthy();
    const painters = within(within(card).getByRole('list', { name: 'Painters' })).getAllByRole('listitem');
    expect(painters.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/new1@example\.com.*Counts from .*\(member for less than a week\)/),
      expect.stringMatching(/throwaway@example\.com.*Not counted: email not verified/),
      expect.stringMatching(/ada@example\.com.*Counts toward the catalog/),
    ]);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Accept #FF00FF for Abaddon Black' }));
    await user.click(within(card).getByRole('button', { name: 'Dismiss the agreement on Abaddon Black' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('says when too few painters are verified to know, and disables both buttons while a change is sent', () => {
    render(<AgreementCard agreement={{ ...agreement, appliesAt: null }} busy onAccept={() => {}} onDismiss={() => {}} />);
    expect(screen.getByText('Waits for more verified painters')).toBeTruthy();
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks the server for the list and says so when it cannot be loaded', async () => {
    renderScreen(
      <QueryScope>
        <ColourAgreements />
      </QueryScope>,
      { user: { ...painter, isAdmin: true } },
    );
    expect(await screen.findByText(/The agreements could not be loaded\./, {}, { timeout: 10_000 })).toBeTruthy();
    expect(sentRequests()).toContain('GET /api/admin/catalog/agreements');
  });
});

describe('a colour report in the triage', () => {
  it('says whether its painter’s voice counts toward the catalog', () => {
    const at = '2026-03-01T12:00:00.000Z';
    const entry = adminFeedbackEntrySchema.parse({
      id: 'r1',
      type: 'bug',
      subject: 'Colour looks wrong: Citadel Abaddon Black',
      message: 'I think it should be #FF00FF.',
      status: 'open',
      adminReply: null,
      repliedAt: null,
      colorReport: {
        paintId: paint.id,
        brand: 'Citadel',
        range: 'Base',
        name: 'Abaddon Black',
        reportedColor: '#231F20',
        suggestedColor: '#FF00FF',
        currentColor: '#231F20',
      },
      createdAt: at,
      updatedAt: at,
      user: { id: 'u1', email: 'throwaway@example.com', firstName: null, lastName: null },
      voice: { standing: 'unverified', countsFrom: null },
    });
    render(
      <QueryScope>
        <TriageCard entry={entry} />
      </QueryScope>,
    );
    expect(screen.getByTestId('voice').textContent).toBe('Not counted: email not verified');
    expect(screen.getByRole('button', { name: /Correct colour/ })).toBeTruthy();
  });
});

describe('corrections and the record of changes', () => {
  it('says whether a correction came from an admin or from painters, with a one-tap undo', async () => {
    const onUndo = vi.fn();
    const correction = catalogCorrectionSchema.parse({
      paint: { ...paint, color: '#0C0B0B' },
      originalColor: '#231F20',
      correctedAt: '2026-03-01T12:00:00.000Z',
      correctedBy: null,
      source: 'reports',
    });
    render(<CorrectionCard correction={correction} busy={false} onUndo={onUndo} />);
    expect(screen.getByText(/Agreed by trusted painters/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo the correction of Abaddon Black' }));
    expect(onUndo).toHaveBeenCalledOnce();
  });

  it('records who changed a colour, when, and from which reports', () => {
    const byPainters = colourChangeSchema.parse({
      id: 'c1',
      paintId: paint.id,
      paint,
      action: 'corrected',
      color: '#0C0B0B',
      previousColor: '#231F20',
      source: 'reports',
      actor: null,
      reports: [
        { id: 'r1', email: 'ada@example.com', suggestedColor: '#0A0A0A' },
        { id: 'r2', email: 'grace@example.com', suggestedColor: '#0C0B0B' },
        { id: 'r3', email: 'linus@example.com', suggestedColor: '#0E0D0D' },
      ],
      at: '2026-03-01T12:00:00.000Z',
    });
    const removal = colourChangeSchema.parse({
      ...byPainters,
      id: 'c2',
      action: 'removed',
      color: '#231F20',
      previousColor: '#0C0B0B',
      source: null,
      actor: { id: 'admin-1', email: 'admin@example.com' },
      reports: [],
    });
    render(
      <>
        <ColourChangeRow change={byPainters} />
        <ColourChangeRow change={removal} />
      </>,
    );
    const changed = screen.getByRole('article', { name: 'Changed by 3 painters who agreed: Abaddon Black · Citadel' });
    expect(within(changed).getByText(/From the reports of ada@example\.com \(#0A0A0A\), grace@example\.com/)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Correction removed by admin@example.com: Abaddon Black · Citadel' })).toBeTruthy();
  });

  it('asks for the corrections and the record, and says when each cannot be loaded', async () => {
    renderScreen(
      <QueryScope>
        <CatalogCorrections />
      </QueryScope>,
      { user: { ...painter, isAdmin: true } },
    );
    expect(await screen.findByText(/The corrections could not be loaded\./, {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText(/The record could not be loaded\./, {}, { timeout: 10_000 })).toBeTruthy();
    expect(sentRequests()).toEqual(expect.arrayContaining(['GET /api/admin/catalog/corrections', 'GET /api/admin/catalog/changes']));
  });
});
