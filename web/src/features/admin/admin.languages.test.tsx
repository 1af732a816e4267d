import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import {
  adminFeedbackEntrySchema,
  catalogCorrectionSchema,
  colourAgreementSchema,
  colourChangeSchema,
  type AdminStats,
  type CatalogPaint,
} from '@paintforge/sync-protocol';
import { QueryScope } from '../../data/server/query-client';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { StatsView } from './admin-stats';
import { ColourChangeRow, CorrectionCard } from './catalog-corrections';
import { AgreementCard } from './colour-agreements';
import { TriageCard } from './feedback-triage';
import { UserRow } from './user-row';

// Issue 38: the admin views with every kind of row the server sends (the Colours tab's cards, a colour report in
// the triage, a user with every fact, the figures), in the pseudo-locale and each language. The dashboard itself,
// on the real server, is admin.languages.server.test.tsx.

afterEach(() => showLanguage('en'));

const paint: CatalogPaint = {
  id: 'citadel-abaddon-black',
  name: 'Abaddon Black',
  brand: 'Citadel',
  range: 'Base',
  color: '#231F20',
  type: 'Base',
  userId: null,
};
const at = '2026-03-01T12:00:00.000Z';
const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

const agreement = colourAgreementSchema.parse({
  paint,
  color: '#FF00FF',
  spread: 0.4,
  counted: 1,
  needed: 3,
  appliesAt: inAWeek,
  voices: [
    {
      reportId: 'r1',
      userId: 'u1',
      email: 'new1@example.com',
      suggestedColor: '#FF00FF',
      reportedAt: at,
      standing: 'new-member',
      countsFrom: inAWeek,
    },
    {
      reportId: 'r2',
      userId: 'u2',
      email: 'throwaway@example.com',
      suggestedColor: '#FF00FE',
      reportedAt: at,
      standing: 'unverified',
      countsFrom: null,
    },
    {
      reportId: 'r3',
      userId: 'u3',
      email: 'ada@example.com',
      suggestedColor: '#FE00FF',
      reportedAt: at,
      standing: 'trusted',
      countsFrom: at,
    },
  ],
});

const report = adminFeedbackEntrySchema.parse({
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
  user: { id: 'u1', email: 'throwaway@example.com', firstName: 'Grace', lastName: 'Hopper' },
  voice: { standing: 'unverified', countsFrom: null },
});

const correction = catalogCorrectionSchema.parse({
  paint: { ...paint, color: '#0C0B0B' },
  originalColor: '#231F20',
  correctedAt: at,
  correctedBy: null,
  source: 'reports',
});

const byPainters = colourChangeSchema.parse({
  id: 'c1',
  paintId: paint.id,
  paint,
  action: 'corrected',
  color: '#0C0B0B',
  previousColor: '#231F20',
  source: 'reports',
  actor: null,
  reports: [{ id: 'r1', email: 'ada@example.com', suggestedColor: '#0A0A0A' }],
  at,
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

const stats: AdminStats = {
  totalUsers: 12,
  verifiedUsers: 9,
  unverifiedUsers: 3,
  totalPaints: 1185,
  totalProjects: 40,
  systemHealth: { errorRate: 2.345, uptime: 3 * 3600, lastBackup: 'Never', lastBackupAt: null, requests24h: 1000, serverErrors24h: 23 },
  recentSignups: Array.from({ length: 14 }, (_, day) => ({ date: `2026-11-${String(day + 10).padStart(2, '0')}`, count: day % 3 })),
  popularPaints: [
    { name: 'Abaddon Black', brand: 'Citadel', usage_count: 7 },
    { name: 'Nuln Oil', brand: 'Citadel', usage_count: 1 },
  ],
};

// The data's words: paints, brands, ranges, addresses, names, what the painter wrote, ids, initials; and the
// pseudo-locale's dates, written as English writes them.
const allow = [
  'Abaddon Black',
  'Nuln Oil',
  'Citadel',
  'Base',
  'Grace Hopper',
  'Colour looks wrong: Citadel Abaddon Black',
  'I think it should be #FF00FF.',
  /[\w.-]+@example\.com/,
  /#[0-9A-F]{6}/,
  /^[A-Z]{1,2}$/,
  /\b[A-Z][a-z]{2} \d{1,2}(, \d{4})?\b/,
  /\d+\/\d+\/\d+, [\d:]+ [AP]M/,
];

describe.each(checkedLanguages)('the admin views in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('the Colours tab’s cards and a colour report have no English left', () => {
    const { container } = render(
      <QueryScope>
        <AgreementCard agreement={agreement} busy={false} onAccept={() => {}} onDismiss={() => {}} />
        <CorrectionCard correction={correction} busy={false} onUndo={() => {}} />
        <ColourChangeRow change={byPainters} />
        <ColourChangeRow change={removal} />
        <TriageCard entry={report} />
      </QueryScope>,
    );
    expectNoEnglish(container, { allow });
  });

  it('the figures and a user with every fact have no English left', () => {
    const { container } = render(
      <>
        <StatsView stats={stats} />
        <UserRow
          user={{
            id: 'u-1',
            email: 'grace@example.com',
            firstName: 'Grace',
            lastName: 'Hopper',
            emailVerified: true,
            profileImageUrl: null,
            isAdmin: true,
            pendingEmail: 'grace.new@example.com',
            passwordResetExpiry: at,
            lastLoginAt: at,
            createdAt: at,
            updatedAt: at,
            paintCount: 5,
            projectCount: 2,
          }}
          busy={false}
          onSetAdmin={() => {}}
          onDelete={() => {}}
        />
        <UserRow
          user={{
            id: 'u-2',
            email: 'new@example.com',
            firstName: null,
            lastName: null,
            emailVerified: false,
            profileImageUrl: null,
            isAdmin: false,
            pendingEmail: null,
            passwordResetExpiry: null,
            lastLoginAt: null,
            createdAt: at,
            updatedAt: at,
            paintCount: 0,
            projectCount: 0,
          }}
          busy={false}
          onSetAdmin={() => {}}
          onDelete={() => {}}
        />
      </>,
    );
    expectNoEnglish(container, { allow: [...allow, 'u-1', 'u-2'] });
    // Counts and rates as the language writes numbers ("1.185" and "2,3 %" in German).
    const locale = language === 'pseudo' ? 'en' : language;
    expect(container.textContent).toContain(new Intl.NumberFormat(locale).format(1185));
    expect(container.textContent).toContain(
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(0.02345),
    );
  });
});
