import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
// First: it brings fake-indexeddb before the app's database module loads.
import { signedInWithDatabase } from '../../testing/user-database';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { painter, renderScreen } from '../../testing/render';
import { FeedbackEntryCard } from './feedback-entry';
import FeedbackPage from './feedback-page';

afterEach(() => showLanguage('en'));

// The painter's own words: their name, address, and what they wrote and were answered.
const allow = ['Ada Lovelace', 'ada@example.com', 'Swatch too dark', 'Mephiston Red looks brown.', 'Fixed in the catalog.'];
/** The page itself (the app's toast region beside it is the shell's words). */
const page = (container: HTMLElement) => container.firstElementChild as HTMLElement;

// Issue 38: the feedback page in the pseudo-locale (any hard-coded English) and in each language, with the form's
// validation messages (the shared schema's, spec §5), a history that could not be loaded, and a past entry.
describe.each(checkedLanguages)('feedback in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('the form with its validation messages has no English left', async () => {
    const { container, user } = renderScreen(<FeedbackPage />, { path: '/feedback', user: painter });
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    expect(page(container).textContent).toContain(t('feedback.messageMin', { min: 10 }));
    expectNoEnglish(page(container), { allow });

    // Each type has its own placeholder.
    for (const type of ['feature', 'bug']) {
      await user.selectOptions(screen.getByLabelText(t('feedback.type')), type);
      expectNoEnglish(page(container), { allow });
    }
  });

  it('a history that got no answer says so without English', async () => {
    const { container, user } = renderScreen(<FeedbackPage />, { path: '/feedback', user: painter });
    await user.click(screen.getByRole('button', { name: t('feedback.showHistory') }));
    await waitFor(() => expect(page(container).textContent).toContain(t('feedback.historyNotLoaded')));
    expectNoEnglish(page(container), { allow });
  });

  it('a message sent with no connection, its toast and its place in the outbox have no English left', async () => {
    await signedInWithDatabase();
    const { container, user } = renderScreen(<FeedbackPage />, { path: '/feedback', user: painter });
    await user.type(screen.getByLabelText(t('feedback.subject')), 'Swatch too dark');
    await user.type(screen.getByLabelText(t('feedback.message')), 'Mephiston Red looks brown.');
    await user.click(screen.getByRole('button', { name: t('feedback.submit') }));
    const toast = (await screen.findByText(t('feedback.queuedTitle'))).closest('li') as HTMLElement;
    expectNoEnglish(toast);
    await screen.findByRole('region', { name: t('feedback.waiting') });
    expectNoEnglish(page(container), { allow });
  });

  it('a past entry with its reply has no English left', () => {
    const { container } = render(
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
    // (The pseudo-locale writes its dates as English does.)
    expectNoEnglish(container, { allow: [...allow, /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/] });
  });
});
