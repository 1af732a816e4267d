// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { afterEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { addPaint } from '../../data/collection/paints';
import { createProject } from '../../data/collection/projects';
import { savePileSettings } from '../../data/collection/pile-settings';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { painter, renderScreen } from '../../testing/render';
import HomePage from './home-page';

afterEach(() => showLanguage('en'));

// Issue 38: the painter's home (counts, the pile and this month's goal, latest miniatures, shortcuts), with and without
// a monthly goal, in the pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)("the painter's home in %s", (language) => {
  it.each([4, null])('has no English left (monthly goal %s)', async (monthlyGoal) => {
    await showLanguage(language);
    const db = await signedInWithDatabase();
    await Promise.all([db.paints.clear(), db.projects.clear(), db.outbox.clear()]);
    await addPaint({ name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base', quantity: 2 });
    await addPaint({ name: 'Agrax Earthshade', brand: 'Citadel', color: '#5A4A33', type: 'Shade', status: 'wishlist' });
    await createProject({ name: 'Intercessors box', stage: 'unbuilt', modelCount: 5 });
    await createProject({ name: 'Crimson Knight', stage: 'painted' });
    await savePileSettings({ monthlyGoal: null, customNames: {} }, { monthlyGoal, customNames: {} });

    const { container } = renderScreen(<HomePage />, { user: painter });
    await screen.findByRole('heading', { level: 1, name: t('home.hello', { name: 'Ada' }) });
    await screen.findByText(t('home.onWishlist'));
    await screen.findByText('Crimson Knight');
    // German painters say "Pile of Shame", the hobby's own English words.
    expectNoEnglish(container, { allow: ['Ada', 'Crimson Knight', /Pile of Shame/] });
  });
});
