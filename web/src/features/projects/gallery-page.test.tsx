import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createProject } from '../../data/collection/projects';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { painter, renderScreen } from '../../testing/render';
import ProjectsPage from './projects-page';

let stopSync: (() => void) | null = null;
beforeEach(async () => {
  renderScreen(<p />, { user: painter }).unmount();
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  await Promise.all([db.projects.clear(), db.recipes.clear(), db.paints.clear()]);
  // Made one after another, so the gallery (newest first) lists Knight, Dragon, Wizard.
  for (const name of ['Wizard', 'Dragon', 'Knight']) {
    await createProject({ name, description: name === 'Dragon' ? 'Scales in green' : null });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

async function openGallery() {
  const view = renderScreen(<ProjectsPage />, { user: painter });
  await screen.findByRole('listitem', { name: 'Wizard' });
  return view;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Painted miniatures' }))
    .getAllByRole('listitem')
    .map((card) => card.getAttribute('aria-label'));

describe('the gallery count and search', () => {
  it('says how many miniatures there are and how many match, and a search with no match offers to clear it', async () => {
    const { user } = await openGallery();
    expect(cardNames()).toEqual(['Knight', 'Dragon', 'Wizard']);
    expect(screen.getByRole('status').textContent).toBe('3 miniatures');

    const search = screen.getByLabelText('Search miniatures');
    await user.type(search, 'green');
    await waitFor(() => expect(cardNames()).toEqual(['Dragon']));
    expect(screen.getByRole('status').textContent).toBe('1 of 3 miniatures match');

    await user.clear(search);
    await user.type(search, 'goblin');
    expect(await screen.findByRole('heading', { name: 'No miniatures match your search' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 of 3 miniatures match');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardNames()).toEqual(['Knight', 'Dragon', 'Wizard']));
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
  });
});

describe('focus after the gallery dialogs close', () => {
  it('a confirmed delete moves focus to the next card, and the last one to Add Painted Miniature', async () => {
    const { user } = await openGallery();
    await user.click(screen.getByRole('button', { name: 'Delete Dragon' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Miniature' }));
    await waitFor(() => expect(cardNames()).toEqual(['Knight', 'Wizard']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View details of Wizard' })));

    // Cancel leaves focus where it was.
    await user.click(screen.getByRole('button', { name: 'Delete Knight' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Knight' })));

    for (const name of ['Knight', 'Wizard']) {
      await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
      await user.click(await screen.findByRole('button', { name: 'Delete Miniature' }));
      await waitFor(() => expect(screen.queryByRole('listitem', { name })).toBeNull());
    }
    expect(await screen.findByRole('heading', { name: 'No painted miniatures yet' })).toBeTruthy();
    const addButtons = screen.getAllByRole('button', { name: 'Add Painted Miniature' });
    await waitFor(() => expect(document.activeElement).toBe(addButtons[0]));
  });

  it('Edit opened from View Details returns focus to the card when it closes', async () => {
    const { user } = await openGallery();
    await user.click(screen.getByRole('button', { name: 'View details of Dragon' }));
    const details = await screen.findByRole('dialog', { name: 'Dragon' });
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit Miniature' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View details of Dragon' })));
  });

  it('the add dialog returns focus to the header button, also when it was opened from the empty gallery', async () => {
    const db = await requireDatabase();
    await db.projects.clear();
    const { user } = renderScreen(<ProjectsPage />, { user: painter });
    await screen.findByRole('heading', { name: 'No painted miniatures yet' });
    const [header, empty] = screen.getAllByRole('button', { name: 'Add Painted Miniature' });
    await user.click(empty!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Painted Miniature' });
    await user.type(within(dialog).getByLabelText('Miniature name'), 'Ogre');
    await user.click(within(dialog).getByRole('button', { name: 'Add Miniature' }));
    await screen.findByRole('listitem', { name: 'Ogre' });
    await waitFor(() => expect(document.activeElement).toBe(header));
  });
});
