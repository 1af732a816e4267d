import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { inProcessServer, renderApp } from '../../testing/app-server';

// Issue 38: the admin dashboard answered by the real server in process, in the pseudo-locale (any hard-coded
// English) and in each language: every tab with its data, and the deletion's confirmation.
const server = inProcessServer();

afterEach(() => showLanguage('en'));

const subject = 'Wash pooling on recesses';
const message = 'The wash pools too much in the recesses of my tanks.';
// What the accounts and the painter's message bring: addresses, names, ids, initials, backup files.
// (The pseudo-locale writes its dates as English does: "Nov 28", "11/28/2026, 8:17 PM".)
const allow = [
  subject,
  message,
  'Ada Lovelace',
  /[\w.-]+@example\.com/,
  /[0-9a-f]{8}-[0-9a-f-]{27}/,
  /^[A-Z]{1,2}$/,
  /\S+\.(db|sqlite)\S*/,
  /\b[A-Z][a-z]{2} \d{1,2}\b/,
  /\d+\/\d+\/\d+, [\d:]+ [AP]M/,
];

/** The dashboard itself (the shell around it is checked with the shell). */
const dashboard = () => document.querySelector('main') as HTMLElement;

describe.each(checkedLanguages)('the admin dashboard in %s', (language) => {
  it('every tab, with the server’s data, has no English left', async () => {
    await showLanguage(language);
    const admin = await server.makeAdmin(await server.verifiedPainter(`admin-${language}`));
    const painter = await server.verifiedPainter(`painter-${language}`);
    await server.register(`newcomer-${language}`);
    const sent = await server.call('POST', '/api/feedback', { token: painter.token, body: { type: 'bug', subject, message } });
    expect(sent.statusCode, sent.body).toBeLessThan(300);

    const view = renderApp('/admin', admin);
    expect(await screen.findByRole('heading', { level: 1, name: t('admin.title') })).toBeTruthy();
    // The figures and the users, as the server counted them.
    await waitFor(() => expect(dashboard().textContent).toContain(t('admin.systemHealth')));
    await waitFor(() => expect(screen.getAllByRole('switch').length).toBeGreaterThanOrEqual(3));
    expectNoEnglish(dashboard(), { allow });

    for (const tab of ['admin.tabFeedback', 'admin.tabColours', 'admin.tabBarcodes', 'admin.tabBackups'] as const) {
      await view.user.click(screen.getByRole('tab', { name: t(tab) }));
      // Each list answered (its rows, or its empty words): nothing is loading any more.
      await waitFor(() => expect(dashboard().querySelector('[role="status"][aria-busy="true"], [aria-busy="true"]')).toBeNull());
      await waitFor(() => expect(dashboard().textContent).not.toContain(t('admin.loadingList')));
      expectNoEnglish(dashboard(), { allow });
    }
    expect(dashboard().textContent).toContain(t('admin.backups'));

    await view.user.click(screen.getByRole('tab', { name: t('admin.tabFeedback') }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expectNoEnglish(dashboard(), { allow });

    // The deletion's confirmation: its title and its words (the dialog's Cancel is the shared component's).
    await view.user.click(screen.getByRole('tab', { name: t('admin.tabOverview') }));
    await view.user.click(await screen.findByRole('button', { name: t('admin.deleteLabel', { email: painter.email }) }));
    const dialog = await screen.findByRole('alertdialog');
    expectNoEnglish(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')!, { allow });
    expectNoEnglish(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')!, { allow });
  });
});
