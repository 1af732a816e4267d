import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addWipPhoto, moveStage } from '../../data/collection/project-stages';
import { createProject } from '../../data/collection/projects';
import { painter, renderScreen } from '../../testing/render';
import { signedInWithDatabase } from '../../testing/user-database';
import ProjectsPage from './projects-page';

/** The smallest bytes the device takes as a JPEG (start and end of image): what a timeline shows needs no pixels. */
const jpeg = (marker: number) =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x03, marker, 0xff, 0xd9])], { type: 'image/jpeg' });

async function freshGallery() {
  const db = await signedInWithDatabase();
  await Promise.all([db.projects.clear(), db.recipes.clear()]);
  return db;
}

afterEach(() => {
  vi.useRealTimers();
});

/** The gallery shows painted miniatures by default (issue 35); these stories are about entries still on the pile. */
async function openWithPile() {
  const view = renderScreen(<ProjectsPage />, { user: painter });
  await view.user.click(await screen.findByRole('button', { name: 'Show the pile too' }));
  return view;
}

describe('Stages in the gallery (issue 26)', () => {
  it('moves a unit on with one tap and back through the stage menu, keeping every move', async () => {
    const db = await freshGallery();
    const id = await createProject({ name: 'Intercessors', stage: 'primed', modelCount: 10 });
    const { user } = await openWithPile();
    const card = await screen.findByRole('listitem', { name: 'Intercessors' });
    expect(within(card).getByRole('button', { name: 'Stage of Intercessors: Primed ×10. Change stage' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Move Intercessors on to Painting' }));
    expect(await within(card).findByRole('button', { name: 'Stage of Intercessors: Painting ×10. Change stage' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Move Intercessors on to Painted' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: /Change stage/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Painting' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Built' }));
    expect(await within(card).findByRole('button', { name: 'Stage of Intercessors: Built ×10. Change stage' })).toBeTruthy();

    const row = await db.projects.get(id);
    expect(row?.stageHistory.map((move) => move.stage)).toEqual(['primed', 'painting', 'built']);
  });

  it('has no move on at the last stage, and a single miniature shows no count', async () => {
    await freshGallery();
    await createProject({ name: 'Lord Celestant', stage: 'varnished' });
    renderScreen(<ProjectsPage />, { user: painter });
    const card = await screen.findByRole('listitem', { name: 'Lord Celestant' });
    expect(within(card).getByRole('button', { name: 'Stage of Lord Celestant: Varnished. Change stage' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Move Lord Celestant on/ })).toBeNull();
  });

  it('shows the timeline in move order with each photo under its stage visit, and removes a photo after confirming', async () => {
    const db = await freshGallery();
    // Only the clock is faked, so each move has its own time and the order cannot fall back on random ids.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-05T10:00:00Z'));
    const id = await createProject({ name: 'Bloodletter', stage: 'unbuilt' });
    vi.setSystemTime(new Date('2026-02-10T10:00:00Z'));
    await moveStage(id, 'primed');
    vi.setSystemTime(new Date('2026-02-11T10:00:00Z'));
    await addWipPhoto(id, 'primed', jpeg(1));
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    await moveStage(id, 'painting');
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    await addWipPhoto(id, 'painting', jpeg(2));
    // Back to primed (a fix-up), with a photo of that second visit.
    vi.setSystemTime(new Date('2026-03-20T10:00:00Z'));
    await moveStage(id, 'primed');
    vi.setSystemTime(new Date('2026-03-21T10:00:00Z'));
    await addWipPhoto(id, 'primed', jpeg(3));
    vi.useRealTimers();

    const { user } = await openWithPile();
    await user.click(await screen.findByRole('button', { name: 'View details of Bloodletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloodletter' });
    const timeline = within(dialog).getByRole('list', { name: 'Timeline of Bloodletter' });
    const steps = () =>
      within(timeline)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === timeline);
    expect(steps().map((step) => step.querySelector('.font-medium')?.textContent)).toEqual(['Unbuilt', 'Primed', 'Painting', 'Primed']);
    expect(steps().map((step) => step.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      '2026-01-05T10:00:00.000Z',
      '2026-02-10T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
      '2026-03-20T10:00:00.000Z',
    ]);
    const photosIn = (index: number) => within(steps()[index]!).queryAllByRole('button', { name: /^View .* large$/ }).length;
    await waitFor(() => expect([0, 1, 2, 3].map(photosIn)).toEqual([0, 1, 1, 1]));

    await user.click(within(steps()[2]!).getByRole('button', { name: 'Remove Painting: work-in-progress photo 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove Photo' }));
    await waitFor(() => expect([0, 1, 2, 3].map(photosIn)).toEqual([0, 1, 0, 1]));
    expect((await db.projects.get(id))?.wipPhotos).toHaveLength(2);
  });

  it('turns the showcase timeline on from the details', async () => {
    const db = await freshGallery();
    const id = await createProject({ name: 'Plague Marine' });
    const { user } = renderScreen(<ProjectsPage />, { user: painter });
    await user.click(await screen.findByRole('button', { name: 'View details of Plague Marine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plague Marine' });
    const toggle = within(dialog).getByRole('switch', { name: 'Show the timeline on the showcase' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await waitFor(async () => expect((await db.projects.get(id))?.showTimeline).toBe(true));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('splits 1 to modelCount − 1 models off a unit, refusing anything outside, and edits the count', async () => {
    const db = await freshGallery();
    const id = await createProject({ name: 'Skeletons', stage: 'built', modelCount: 3 });
    const { user } = await openWithPile();
    await user.click(await screen.findByRole('button', { name: 'View details of Skeletons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skeletons' });
    const splitOff = within(dialog).getByRole('spinbutton', { name: 'Models to split off' });
    for (const refused of ['3', '0', '1.5']) {
      await user.clear(splitOff);
      await user.type(splitOff, refused);
      await user.click(within(dialog).getByRole('button', { name: 'Split into units' }));
      expect(await within(dialog).findByText('Enter a whole number from 1 to 2.')).toBeTruthy();
    }
    expect(await db.projects.count()).toBe(1);

    await user.clear(splitOff);
    await user.type(splitOff, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Split into units' }));
    await waitFor(async () => expect(await db.projects.count()).toBe(2));
    const rows = await db.projects.toArray();
    expect(rows.map((row) => [row.name, row.stage, row.modelCount]).sort()).toEqual([
      ['Skeletons', 'built', 1],
      ['Skeletons', 'built', 2],
    ]);
    // One model left: nothing to split off.
    await waitFor(() => expect(within(dialog).queryByRole('spinbutton', { name: 'Models to split off' })).toBeNull());

    const count = within(dialog).getByRole('spinbutton', { name: 'Model count' });
    await user.clear(count);
    await user.type(count, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save count' }));
    await waitFor(async () => expect((await db.projects.get(id))?.modelCount).toBe(5));
    expect(await within(dialog).findByRole('spinbutton', { name: 'Models to split off' })).toBeTruthy();
  });
});

describe('The gallery and the pile (issue 35)', () => {
  it('shows painted miniatures by default; the filter brings the pile in', async () => {
    await freshGallery();
    await createProject({ name: 'Lord Celestant', stage: 'painted' });
    await createProject({ name: 'Grey box', stage: 'unbuilt', modelCount: 20 });
    const { user } = renderScreen(<ProjectsPage />, { user: painter });
    expect(await screen.findByRole('listitem', { name: 'Lord Celestant' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Grey box' })).toBeNull();
    const filter = screen.getByRole('button', { name: 'Show the pile too' });
    expect(filter.getAttribute('aria-pressed')).toBe('false');
    await user.click(filter);
    expect(await screen.findByRole('listitem', { name: 'Grey box' })).toBeTruthy();
    expect(filter.getAttribute('aria-pressed')).toBe('true');
  });
});
