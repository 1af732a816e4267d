import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { addPaint } from '../../data/collection/paints';
import { createProject } from '../../data/collection/projects';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { descriptionOf, painter, renderScreen } from '../../testing/render';
import { StartRecipe } from './start-recipe';

let stopSync: (() => void) | null = null;
let rows: { part: string; paint: PaintRow }[] = [];
beforeEach(async () => {
  renderScreen(<p />, { user: painter }).unmount();
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  await Promise.all([db.projects.clear(), db.recipes.clear(), db.paints.clear()]);
  const red = await addPaint({ name: 'Mephiston Red', brand: 'Citadel', color: '#8E020F', type: 'Base', quantity: 1 });
  const bone = await addPaint({ name: 'Wraithbone', brand: 'Citadel', color: '#DAD1B4', type: 'Base', quantity: 1 });
  const paint = async (id: string) => (await db.view('paint').get(id)) as PaintRow;
  rows = [
    { part: 'Palette #8E020F', paint: await paint(red) },
    { part: 'Palette #DAD1B4', paint: await paint(bone) },
  ];
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

const liveRecipes = async () => (await (await requireDatabase()).recipes.toArray()).filter((row) => row.deletedAt === null);

describe('"Start a recipe" from a photo’s palette', () => {
  it('with no miniature yet, names a new one and puts the palette’s paints in its recipe', async () => {
    const { user } = renderScreen(<StartRecipe rows={rows} />, { user: painter });
    const name = await screen.findByLabelText('New miniature name');
    expect(screen.queryByLabelText('Miniature')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start a recipe' }));
    expect(descriptionOf(name)).toBe('Miniature name is required');

    await user.type(name, 'Palette Knight');
    await user.click(screen.getByRole('button', { name: 'Start a recipe' }));
    expect(await screen.findByText('2 paints added to Palette Knight.')).toBeTruthy();
    const db = await requireDatabase();
    const projects = (await db.projects.toArray()).filter((row) => row.deletedAt === null);
    expect(projects.map((project) => project.name)).toEqual(['Palette Knight']);
    const recipes = await liveRecipes();
    expect(recipes.map((row) => [row.projectId, row.partName]).sort()).toEqual([
      [projects[0]!.id, 'Palette #8E020F'],
      [projects[0]!.id, 'Palette #DAD1B4'],
    ]);
  });

  it('with miniatures, offers them and "New miniature…" to start another', async () => {
    const existing = await createProject({ name: 'Bone Knight' });
    const { user } = renderScreen(<StartRecipe rows={rows} />, { user: painter });
    const select = await screen.findByLabelText('Miniature');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe(existing));
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Bone Knight', 'New miniature…']);
    expect(screen.queryByLabelText('New miniature name')).toBeNull();
    await user.selectOptions(select, 'new');
    await user.type(screen.getByLabelText('New miniature name'), 'Red Knight');
    await user.click(screen.getByRole('button', { name: 'Start a recipe' }));
    expect(await screen.findByText('2 paints added to Red Knight.')).toBeTruthy();
    const projects = (await (await requireDatabase()).projects.toArray()).filter((row) => row.deletedAt === null);
    expect(projects.map((project) => project.name).sort()).toEqual(['Bone Knight', 'Red Knight']);
    expect((await liveRecipes()).every((row) => row.projectId !== existing)).toBe(true);
  });
});
