import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Button } from '../../components/button';
import { addPaint } from '../../data/collection/paints';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { painter, renderScreen } from '../../testing/render';
import { signedInWithDatabase } from '../../testing/user-database';
import { UpdateNotice } from '../pwa/update-notice';
import { useLogout } from './logout-dialog';
import SyncStatusControl from './sync-status';

/** The header's sync status and the logout beside it, as in one-outbox.test.tsx. */
function Header() {
  const logout = useLogout();
  return (
    <>
      <SyncStatusControl />
      <Button onClick={logout.request}>{t('shell.menu.logout')}</Button>
      {logout.dialog}
    </>
  );
}

afterEach(() => showLanguage('en'));

describe.each(checkedLanguages)('the shell in %s (issue 38)', (language) => {
  it('offers a new version of the app with no English left', async () => {
    await showLanguage(language);
    const { container } = renderScreen(<UpdateNotice onReload={() => undefined} onLater={() => undefined} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expectNoEnglish(container);
  });

  it('says the sync status and asks before a logout that would lose a waiting change, with no English left', async () => {
    await showLanguage(language);
    const db = await signedInWithDatabase();
    await db.outbox.clear();
    const { user } = renderScreen(<Header />, { path: '/profile', user: painter });
    // Nothing answers here: the change stays waiting.
    await addPaint({ name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base' });

    // The button's name carries the state it shows, in the same words (its count among them).
    const syncButton = screen.getByRole('button', {
      name: (name, element) => name === t('shell.sync.labelWith', { state: element?.getAttribute('title') ?? '' }),
    });
    await user.click(syncButton);
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain(t('shell.sync.changesWaiting', { count: 1 })));
    expectNoEnglish(document.body);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: t('shell.menu.logout') }));
    await screen.findByRole('dialog', { name: t('shell.logout.waitingTitle') }, { timeout: 10_000 });
    expectNoEnglish(document.body);
  });
});
