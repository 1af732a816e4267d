import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FeedbackEntryCard } from './feedback-entry';

describe('a feedback entry in the history', () => {
  it('writes its dates as the rest of the app does ("Nov 28, 2026"), not in a US short format', () => {
    render(
      <FeedbackEntryCard
        entry={{
          id: 'f-1',
          type: 'bug',
          subject: 'Swatch too dark',
          message: 'Mephiston Red looks brown.',
          status: 'resolved',
          adminReply: 'Fixed in the catalog.',
          repliedAt: '2026-11-29T12:00:00.000Z',
          colorReport: null,
          createdAt: '2026-11-28T12:00:00.000Z',
          updatedAt: '2026-11-29T12:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByText('Submitted Nov 28, 2026')).toBeTruthy();
    expect(screen.getByText('· Nov 29, 2026')).toBeTruthy();
  });
});
