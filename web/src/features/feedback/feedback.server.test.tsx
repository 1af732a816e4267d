import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { feedbackListSchema, feedbackMessages } from '@paintforge/sync-protocol';
import { inProcessServer, renderApp, type Painter } from '../../testing/app-server';

// The feedback page against the real server in process: what is sent is stored, what the history lists is the server's.
const server = inProcessServer();

const toastText = () => screen.getByRole('region', { name: /Notifications/ }).textContent ?? '';
const history = () => document.getElementById('feedback-history-list') as HTMLElement;

async function ownFeedback(painter: Painter) {
  return feedbackListSchema.parse((await server.call('GET', '/api/feedback', { token: painter.token })).json());
}

async function feedbackPage(label: string) {
  const painter = await server.verifiedPainter(label);
  const view = renderApp('/feedback', painter);
  expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
  return { painter, view };
}

describe('feedback page against the server', () => {
  it('sends a message the server stores trimmed, and lists it with its type, status and date', async () => {
    const { painter, view } = await feedbackPage('feedback-send');
    await view.user.click(screen.getByRole('button', { name: 'Show History' }));
    await waitFor(() => expect(history().textContent).toContain(feedbackMessages.noHistory));

    await view.user.selectOptions(screen.getByLabelText('Type'), 'Bug Report');
    await view.user.type(screen.getByLabelText('Subject'), '  Swatch too dark  ');
    await view.user.type(screen.getByLabelText('Message'), 'The swatch of Mephiston Red looks brown on my phone.');
    await view.user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(toastText()).toContain(feedbackMessages.submittedTitle));
    expect(toastText()).toContain(feedbackMessages.submittedText);
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');

    // The history was refreshed: the entry, trimmed, with its type and status badges and the date.
    await waitFor(() => expect(within(history()).getAllByRole('listitem')[0]?.textContent).toContain('Swatch too dark'));
    const text = within(history()).getAllByRole('listitem')[0]?.textContent ?? '';
    expect(text).toContain('Bug Report');
    expect(text).toContain('Open');
    expect(text).toContain('Submitted');
    const stored = await ownFeedback(painter);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ subject: 'Swatch too dark', type: 'bug', status: 'open' });
  });

  it('keeps a message written offline in the outbox, then the sync engine delivers it once back online', async () => {
    const { painter, view } = await feedbackPage('feedback-offline');
    server.connect(false);
    await view.user.selectOptions(screen.getByLabelText('Type'), 'Feature Request');
    await view.user.type(screen.getByLabelText('Subject'), 'Written in the shop');
    await view.user.type(screen.getByLabelText('Message'), 'No signal down here, but I wanted to say thanks.');
    await view.user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(toastText()).toContain('Saved on this device'));
    const queued = await screen.findByRole('region', { name: 'Waiting to send' });
    expect(within(queued).getByRole('heading', { name: 'Written in the shop' })).toBeTruthy();
    expect(queued.textContent).toContain('Feature Request');
    expect(await ownFeedback(painter)).toEqual([]);

    server.connect(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull(), { timeout: 10_000 });
    // Once, whatever the attempts offline: the device's id is the stored entry's.
    expect(await ownFeedback(painter)).toEqual([
      expect.objectContaining({ subject: 'Written in the shop', type: 'feature', status: 'open' }),
    ]);
    await view.user.click(screen.getByRole('button', { name: 'Show History' }));
    await waitFor(() => expect(history().textContent).toContain('Written in the shop'));
  });

  it('sends a message queued offline from another screen when the connection comes back', async () => {
    const { painter, view } = await feedbackPage('feedback-elsewhere');
    server.connect(false);
    await view.user.type(screen.getByLabelText('Subject'), 'Queued then left');
    await view.user.type(screen.getByLabelText('Message'), 'I left the page before the signal came back.');
    await view.user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await screen.findByRole('region', { name: 'Waiting to send' });
    // The feedback screen is gone, its own listeners with it, before the connection comes back.
    await view.navigate('/projects');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Feedback' })).toBeNull());

    server.connect(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(async () => expect(await ownFeedback(painter)).toHaveLength(1), { timeout: 10_000 });
    expect((await ownFeedback(painter))[0]).toMatchObject({ subject: 'Queued then left' });
  });

  it("shows the status an admin set and the admin's reply", async () => {
    const painter = await server.verifiedPainter('feedback-reply');
    const sent = await server.call('POST', '/api/feedback', {
      token: painter.token,
      body: { subject: 'Metallics', message: 'Please add the metallic range of Scale75.' },
    });
    expect(sent.statusCode).toBe(201);
    const [entry] = await ownFeedback(painter);
    const admin = await server.makeAdmin(await server.verifiedPainter('feedback-admin'));
    const triaged = await server.call('PATCH', `/api/admin/feedback/${entry?.id}`, {
      token: admin.token,
      body: { status: 'in_progress', adminReply: 'Thanks, they are on our list.' },
    });
    expect(triaged.statusCode, triaged.body).toBe(200);

    const view = renderApp('/feedback', painter);
    await view.user.click(await screen.findByRole('button', { name: 'Show History' }));
    await waitFor(() => expect(history().textContent).toContain('Thanks, they are on our list.'));
    const item = within(history()).getAllByRole('listitem')[0]?.textContent ?? '';
    expect(item).toContain('In progress');
    expect(item).toContain('Reply from the team');
  });

  it('"Colour looks wrong?" on a catalog paint sends a bug report naming the paint and the suggested hex', async () => {
    const { painter, view } = await feedbackPage('feedback-colour');
    await view.navigate('/inventory?view=catalog');
    await view.user.type(await screen.findByLabelText('Search paints'), 'abaddon black');
    // In words, in the card's More menu.
    const [more] = await screen.findAllByRole('button', { name: /^More for Abaddon Black, / }, { timeout: 30_000 });
    await view.user.click(more as HTMLElement);
    await view.user.click(await screen.findByRole('menuitem', { name: 'Colour looks wrong?' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.clear(within(dialog).getByLabelText('What it should be (hex)'));
    await view.user.type(within(dialog).getByLabelText('What it should be (hex)'), '#101010');
    await view.user.type(within(dialog).getByLabelText('Anything else? (optional)'), 'It is a true black on the pot.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toastText()).toContain(feedbackMessages.submittedTitle));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(async () => expect(await ownFeedback(painter)).toHaveLength(1));
    const [entry] = await ownFeedback(painter);
    expect(entry).toMatchObject({ type: 'bug', colorReport: { name: 'Abaddon Black', suggestedColor: '#101010' } });
    expect(entry?.subject).toMatch(/^Colour looks wrong: .+ Abaddon Black$/);
    expect(entry?.message).toContain('It is a true black on the pot.');
    expect(entry?.colorReport?.reportedColor).toMatch(/^#[0-9A-F]{6}$/);

    await view.navigate('/feedback');
    await view.user.click(await screen.findByRole('button', { name: 'Show History' }));
    await waitFor(() => expect(history().textContent).toContain('Suggested #101010'));
  }, 60_000);
});
