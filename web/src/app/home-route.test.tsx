// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../testing/user-database';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addPaint } from '../data/collection/paints';
import { createProject } from '../data/collection/projects';
import { savePileSettings } from '../data/collection/pile-settings';
import { painter, renderScreen } from '../testing/render';
import LandingPage from '../features/landing/landing-page';
import { HomeRoute } from './home-route';

const home = <HomeRoute Landing={LandingPage} />;

describe('/ (spec §2: a log-in lands here)', () => {
  it('is the marketing page for a visitor, its calls to action unchanged', () => {
    renderScreen(home);
    expect(screen.getByRole('heading', { level: 1, name: 'The Paint Forge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Tracking for FREE' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Already Have an Account?' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Everything You Need to Master Your Paint Collection' })).toBeTruthy();
  });

  it("is the painter's own home when signed in: counts, the pile and this month's goal, latest miniatures, shortcuts", async () => {
    const db = await signedInWithDatabase();
    await Promise.all([db.paints.clear(), db.projects.clear(), db.outbox.clear()]);
    await addPaint({ name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base', quantity: 2 });
    await addPaint({ name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade', quantity: 1 });
    await addPaint({ name: 'Agrax Earthshade', brand: 'Citadel', color: '#5A4A33', type: 'Shade', status: 'wishlist' });
    await createProject({ name: 'Intercessors box', stage: 'unbuilt', modelCount: 5 });
    await createProject({ name: 'Crimson Knight', stage: 'painted' });
    await createProject({ name: 'Plague Marine', stage: 'based' });
    await savePileSettings({ monthlyGoal: null, customNames: {} }, { monthlyGoal: 4, customNames: {} });

    renderScreen(home, { user: painter });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start Tracking for FREE' })).toBeNull();

    const paints = screen.getByRole('region', { name: 'Your paints' });
    await waitFor(() =>
      expect(
        within(paints)
          .getByRole('link', { name: /2 owned · 3 pots/ })
          .getAttribute('href'),
      ).toBe('/inventory'),
    );
    expect(
      within(paints)
        .getByRole('link', { name: /1 on your wishlist/ })
        .getAttribute('href'),
    ).toBe('/inventory?view=wishlist');

    const pile = screen.getByRole('region', { name: 'Pile of shame' });
    await waitFor(() => expect(pile.textContent).toContain('5 models still to paint'));
    expect(pile.textContent).toContain('2 of 4 models painted this month');
    expect(within(pile).getByRole('progressbar', { name: "This month's goal" }).getAttribute('aria-valuenow')).toBe('2');

    const latest = screen.getByRole('region', { name: 'Latest miniatures' });
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plague Marine', 'Crimson Knight']);

    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Scan', '/scan'],
      ['Add a paint', '/inventory?open=add'],
      ['Import', '/inventory?open=import'],
    ]);
  });
});
