import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { holdRequests, sentRequests } from '../../testing/network';
import { descriptionOf, painter, renderScreen } from '../../testing/render';
import { signedInWithDatabase } from '../../testing/user-database';
import FeedbackPage from './feedback-page';

const renderFeedback = () => renderScreen(<FeedbackPage />, { path: '/feedback', user: painter });
const connectionText = 'Connection error. Please check your internet connection and try again.';

describe('Feedback (spec §2, §5, §7)', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderScreen(<FeedbackPage />, { path: '/feedback' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows who is sending, and the subject and message rules before sending anything', async () => {
    const { user } = renderFeedback();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('general');

    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(descriptionOf(screen.getByLabelText('Subject'))).toBe('Subject is required');
    expect(descriptionOf(screen.getByLabelText('Message'))).toBe('Message must be at least 10 characters');

    await user.type(screen.getByLabelText('Subject'), 'Colours');
    await user.type(screen.getByLabelText('Message'), '123456789');
    expect(descriptionOf(screen.getByLabelText('Subject'))).toBe('');
    expect(descriptionOf(screen.getByLabelText('Message'))).toBe('Message must be at least 10 characters');
    await user.type(screen.getByLabelText('Message'), '0');
    expect(descriptionOf(screen.getByLabelText('Message'))).toBe('');
    expect(sentRequests()).toEqual([]);
  });

  it('asks bug reports for steps to reproduce', async () => {
    const { user } = renderFeedback();
    await user.selectOptions(screen.getByLabelText('Type'), 'Bug Report');
    expect(screen.getByLabelText('Message').getAttribute('placeholder')).toMatch(/steps to reproduce/);
    await user.selectOptions(screen.getByLabelText('Type'), 'Feature Request');
    expect(screen.getByLabelText('Message').getAttribute('placeholder')).toMatch(/feature you would like/);
  });

  it('is disabled while sending; with no connection it keeps the message in the outbox, marked "Waiting to send"', async () => {
    const db = await signedInWithDatabase();
    const { user } = renderFeedback();
    await user.selectOptions(screen.getByLabelText('Type'), 'Feature Request');
    await user.type(screen.getByLabelText('Subject'), '  Colours ');
    await user.type(screen.getByLabelText('Message'), 'Please add more metallic paints.');
    const release = holdRequests();
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect((await screen.findByRole('button', { name: 'Submitting…' })).hasAttribute('disabled')).toBe(true);
    release();
    const toast = (await screen.findByText('Saved on this device')).closest('li') as HTMLElement;
    expect(within(toast).getByText(/sent when you are back online/)).toBeTruthy();
    // Sent as a change of the sync outbox, with the painter's other changes.
    expect(sentRequests()).toContain('POST /api/sync/push');
    expect(sentRequests()).not.toContain('POST /api/feedback');

    const queued = await screen.findByRole('region', { name: 'Waiting to send' });
    expect(within(queued).getByRole('heading', { name: 'Colours' })).toBeTruthy();
    expect(within(queued).getByText('Feature Request')).toBeTruthy();
    expect(within(within(queued).getByRole('listitem')).getByText('Waiting to send')).toBeTruthy();
    // Stored trimmed, with the id that makes sending it again safe, in this painter's own outbox.
    const [stored] = await db.outbox.toArray();
    expect(stored).toMatchObject({
      name: 'feedback.send@1',
      status: 'pending',
      args: { type: 'feature', subject: 'Colours', message: 'Please add more metallic paints.' },
    });
    expect((stored?.args as { id?: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    // The form is cleared for the next message.
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });

  it('fetches the history only once it is shown, retries once, then says it could not be loaded', async () => {
    const { user } = renderFeedback();
    expect(sentRequests()).toEqual([]);
    const toggle = screen.getByRole('button', { name: 'Show History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const release = holdRequests();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide History' }).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    release();

    expect(await screen.findByText(/^Your feedback history could not be loaded\./, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(new RegExp(connectionText.replace(/\./g, '\\.')))).toBeTruthy();
    // Spec §7: a query is tried once more before it fails.
    expect(sentRequests()).toEqual(['GET /api/feedback', 'GET /api/feedback']);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentRequests()).toHaveLength(3));
  });
});
