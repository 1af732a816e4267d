import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createProject } from '../../data/collection/projects';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { painter, renderScreen } from '../../testing/render';
import { deviceSettingsKey } from '../../data/collection/pile-settings';
import PilePage from './pile-page';

let stopSync: (() => void) | null = null;
beforeEach(async () => {
  localStorage.removeItem(deviceSettingsKey(String(painter.id)));
  renderScreen(<p />, { user: painter }).unmount();
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  await Promise.all([db.projects.clear(), db.recipes.clear(), db.pileSettings.clear(), db.outbox.clear()]);
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

/** Made one after another, so the first made has been in its stage longest. */
async function seed() {
  for (const [name, stage, modelCount] of [
    ['Intercessors', 'primed', 10],
    ['Hellblasters', 'primed', 3],
    ['Dreadnought', 'built', 2],
  ] as const) {
    await createProject({ name, stage, modelCount });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Pile entries' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));
const countOf = (stage: string) => screen.getByTestId(`stage-count-${stage}`).textContent;

async function openPile() {
  const view = renderScreen(<PilePage />, { user: painter, path: '/pile' });
  await screen.findByRole('list', { name: 'Pile entries' });
  // A name a new painter reads (issue 37): not a bare "Pile".
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pile of shame');
  return view;
}

describe('the pile view', () => {
  it('counts models per stage, lists the longest in stage first, filters by stage, and moves an entry on', async () => {
    await seed();
    const { user } = await openPile();
    expect(countOf('primed')).toBe('Primed13');
    expect(countOf('built')).toBe('Built2');
    expect(countOf('painting')).toBe('Painting0');
    expect(screen.getByTestId('pile-size').textContent).toBe('15 models on the pile');
    expect(rowNames()).toEqual(['Intercessors', 'Hellblasters', 'Dreadnought']);

    await user.click(screen.getByRole('button', { name: /^Primed/ }));
    expect(screen.getByRole('button', { name: /^Primed/ }).getAttribute('aria-pressed')).toBe('true');
    expect(rowNames()).toEqual(['Intercessors', 'Hellblasters']);

    await user.click(screen.getByRole('button', { name: 'Move Hellblasters on to Painting' }));
    // A box of several models asks how many; all of them move the entry itself.
    await user.click(await screen.findByRole('button', { name: 'Move 3 of 3 to Painting' }));
    await waitFor(() => expect(countOf('primed')).toBe('Primed10'));
    expect(countOf('painting')).toBe('Painting3');
    expect(rowNames()).toEqual(['Intercessors']);
    // The row left the filtered list with the focused button: focus is on the list's heading, not lost.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Primed, longest in stage first/ }));
    const db = await requireDatabase();
    const moved = (await db.projects.toArray()).find((row) => row.name === 'Hellblasters')!;
    expect(moved.stage).toBe('painting');
    expect(moved.stageHistory.map((move) => move.stage)).toEqual(['primed', 'painting']);

    await user.click(screen.getByRole('button', { name: /^All/ }));
    await user.click(screen.getByRole('button', { name: 'Move Hellblasters back to Primed' }));
    await user.click(await screen.findByRole('button', { name: 'Move 3 of 3 to Primed' }));
    await waitFor(() => expect(countOf('primed')).toBe('Primed13'));
  });

  it('moves some of a box (“Move 5 of 20 to Painting”): the entry is split, the rest stays where it was', async () => {
    const id = await createProject({ name: 'Intercessors', stage: 'primed', modelCount: 20 });
    const { user } = await openPile();
    await user.click(screen.getByRole('button', { name: 'Move Intercessors on to Painting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Intercessors to Painting' });
    const count = within(dialog).getByLabelText('Models to move');
    await user.clear(count);
    await user.type(count, '21');
    expect(within(dialog).getByText('A whole number from 1 to 20')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Move to Painting' }).hasAttribute('disabled')).toBe(true);
    await user.clear(count);
    await user.type(count, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Move 5 of 20 to Painting' }));
    await waitFor(() => expect(countOf('painting')).toBe('Painting5'));
    expect(countOf('primed')).toBe('Primed15');
    const db = await requireDatabase();
    const rows = (await db.projects.toArray()).sort((a, b) => a.modelCount - b.modelCount);
    expect(rows.map((row) => [row.stage, row.modelCount])).toEqual([
      ['painting', 5],
      ['primed', 15],
    ]);
    expect(rows[1]!.id).toBe(id);
    // One change each, split then move, saved together.
    expect((await db.outbox.toArray()).map((row) => row.name).slice(-2)).toEqual(['project.split@1', 'project.moveStage@1']);
  });

  it('edits an entry and deletes one after confirming, with an undo', async () => {
    await createProject({ name: 'Intercessors', stage: 'primed', modelCount: 10 });
    const { user } = await openPile();
    await user.click(screen.getByRole('button', { name: 'Edit Intercessors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Intercessors' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Assault Intercessors');
    const models = within(dialog).getByLabelText('Models');
    await user.clear(models);
    await user.type(models, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowNames()).toEqual(['Assault Intercessors']));
    expect(countOf('primed')).toBe('Primed12');

    await user.click(screen.getByRole('button', { name: 'Delete Assault Intercessors' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Your pile is empty' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('list', { name: 'Pile entries' })).toBeTruthy();
  });

  it('shows the empty state with Add a box, and a visitor the sign-up prompt', async () => {
    const view = renderScreen(<PilePage />, { user: painter, path: '/pile' });
    expect(await screen.findByRole('heading', { name: 'Your pile is empty' })).toBeTruthy();
    view.unmount();
    localStorage.clear();
    renderScreen(<PilePage />, { path: '/pile' });
    expect(screen.getByRole('heading', { name: 'See your pile of shame shrink' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' })).toBeTruthy();
  });

  it('adds a box: a blank name and a count out of range are refused in the app’s words, then one entry is made', async () => {
    const view = renderScreen(<PilePage />, { user: painter, path: '/pile' });
    const { user } = view;
    await screen.findByRole('heading', { name: 'Your pile is empty' });
    await user.click(screen.getAllByRole('button', { name: 'Add a box' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a box' });
    const count = within(dialog).getByLabelText('Models');
    await user.clear(count);
    await user.type(count, '1001');
    await user.click(within(dialog).getByRole('button', { name: 'Add box' }));
    expect(await within(dialog).findByText('Miniature name is required')).toBeTruthy();
    expect(within(dialog).getByText('Model count must be at most 1000')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    await user.type(within(dialog).getByLabelText('Name'), 'Intercessors');
    await user.clear(count);
    await user.type(count, '10');
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'built');
    await user.type(within(dialog).getByLabelText('Bought (month, optional)'), '2025-03');
    await user.click(within(dialog).getByRole('button', { name: 'Add box' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(countOf('built')).toBe('Built10'));
    const db = await requireDatabase();
    const [row] = await db.projects.toArray();
    expect(row).toMatchObject({ name: 'Intercessors', modelCount: 10, stage: 'built' });
    expect(new Date(row!.acquiredAt!).getMonth()).toBe(2);
  });

  it('uses the painter’s own stage names and goal, saved in their synced settings and queued for their other devices', async () => {
    await seed();
    const { user } = await openPile();
    await user.click(screen.getByRole('button', { name: 'Pile settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pile settings' });
    await user.type(within(dialog).getByLabelText('Name for “Primed”'), 'Undercoated');
    await user.type(within(dialog).getByLabelText('Monthly goal (models painted)'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(countOf('primed')).toBe('Undercoated13'));
    expect(screen.getByText(/goal 4 a month/)).toBeTruthy();
    const db = await requireDatabase();
    expect(await db.pileSettings.get(String(painter.id))).toMatchObject({ stageNames: { primed: 'Undercoated' }, monthlyGoal: 4 });
    const queued = await db.outbox.filter((row) => row.name === 'pileSettings.set@1').toArray();
    expect(queued.map((row) => row.args)).toEqual([
      { id: String(painter.id), stageNames: { primed: 'Undercoated' }, monthlyGoal: 4, updatedAt: expect.any(String) },
    ]);
    expect(localStorage.getItem(deviceSettingsKey(String(painter.id)))).toBeNull();

    // Clearing the name sends only that change: the goal another device may have changed meanwhile is left alone.
    await user.click(screen.getByRole('button', { name: 'Pile settings' }));
    const again = await screen.findByRole('dialog', { name: 'Pile settings' });
    await user.clear(within(again).getByLabelText('Name for “Primed”'));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(countOf('primed')).toBe('Primed13'));
    const last = (await db.outbox.filter((row) => row.name === 'pileSettings.set@1').toArray()).at(-1);
    expect(last?.args).toEqual({ id: String(painter.id), stageNames: { primed: '' }, updatedAt: expect.any(String) });
  });

  it('carries settings an older app kept on this device over into the synced settings once, then forgets them', async () => {
    localStorage.setItem(deviceSettingsKey(String(painter.id)), JSON.stringify({ stageNames: { built: 'Glued' }, monthlyGoal: 6 }));
    await seed();
    await openPile();
    await waitFor(() => expect(countOf('built')).toBe('Glued2'));
    expect(screen.getByText(/goal 6 a month/)).toBeTruthy();
    const db = await requireDatabase();
    const queued = await db.outbox.filter((row) => row.name === 'pileSettings.set@1').toArray();
    expect(queued.map((row) => row.args)).toEqual([
      { id: String(painter.id), stageNames: { built: 'Glued' }, monthlyGoal: 6, updatedAt: expect.any(String) },
    ]);
    expect(localStorage.getItem(deviceSettingsKey(String(painter.id)))).toBeNull();
  });

  it('shows the burn-down figures as a table', async () => {
    await seed();
    const { user } = await openPile();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    // A header and 24 months; this month bought all 15 models, none painted.
    expect(rows).toHaveLength(25);
    expect(
      within(rows.at(-1)!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['15', '0', '15']);
  });
});
