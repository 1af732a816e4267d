import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createProject } from '../../data/collection/projects';
import { deviceSettingsKey } from '../../data/collection/pile-settings';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { painter, renderScreen } from '../../testing/render';
import PilePage from './pile-page';

let stopSync: (() => void) | null = null;
afterEach(async () => {
  stopSync?.();
  stopSync = null;
  await showLanguage('en');
});

// The painter's own names, written as they are.
// And "today", the pseudo-locale's relative day as Intl writes its English.
const allow = ['Intercessors', 'Pile of Shame', 'today'];

// Issue 38: the pile with entries (the stage bar and its filter, each row's buttons) and each of its dialogs (add a
// box, the settings, editing an entry, moving some of a box), in the pseudo-locale and in each language.
describe.each(checkedLanguages)('the pile in %s', (language) => {
  beforeEach(async () => {
    localStorage.removeItem(deviceSettingsKey(String(painter.id)));
    renderScreen(<p />, { user: painter }).unmount();
    stopSync = startSyncRuntime();
    const db = await requireDatabase();
    await Promise.all([db.projects.clear(), db.recipes.clear(), db.pileSettings.clear(), db.outbox.clear()]);
    await createProject({ name: 'Intercessors', stage: 'primed', modelCount: 20 });
    await showLanguage(language);
  });

  it('has no English left on the page or in its dialogs', async () => {
    const { container, user } = renderScreen(<PilePage />, { user: painter, path: '/pile' });
    await screen.findByRole('list', { name: t('pile.entries') }, { timeout: 10_000 });
    expectNoEnglish(container, { allow });

    await user.click(screen.getAllByRole('button', { name: t('pile.addBox') })[0]!);
    expectNoEnglish(await screen.findByRole('dialog', { name: t('pile.addBox') }), { allow });
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: t('pile.settings') }));
    expectNoEnglish(await screen.findByRole('dialog', { name: t('pile.settings') }), { allow });
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: t('pile.editTitle', { name: 'Intercessors' }) }));
    expectNoEnglish(await screen.findByRole('dialog'), { allow });
    await user.keyboard('{Escape}');

    const row = screen.getByRole('list', { name: t('pile.entries') });
    await user.click(within(row).getAllByRole('button').at(-1)!);
    const move = await screen.findByRole('dialog');
    const count = within(move).getByRole('spinbutton');
    await user.clear(count);
    await user.type(count, '21');
    expectNoEnglish(move, { allow });
  });
});
