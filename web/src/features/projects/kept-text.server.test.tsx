import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ProjectRow } from '@paintforge/sync-protocol';
import { updateProject } from '../../data/collection/projects';
import { requireDatabase } from '../../data/sync/runtime';
import { inProcessServer, renderApp, type AppServer, type Painter } from '../../testing/app-server';
import { otherPhone } from '../../testing/other-phone';

// Issue 33: two phones edit one miniature's description; the later edit wins and this phone's words are kept on the
// miniature, with "Use mine" and "Dismiss"; only the phone whose words lost reads "your version". This phone is the app on screen; the other phone pushes to the real server.
const server = inProcessServer();

/** The other phone, offline since it saw `base`, edits the description. */
function otherPhoneDescribes(app: AppServer, painter: Painter) {
  const push = otherPhone(app, painter);
  return (projectId: string, description: string, base: string) =>
    push('project.update@2', { id: projectId, changes: { description }, base: { description: base }, updatedAt: new Date().toISOString() });
}

/** The miniature as the server last told this phone (its confirmed row). */
async function confirmed(id: string): Promise<ProjectRow | undefined> {
  return (await requireDatabase()).confirmed('project').get(id);
}

const card = () => screen.getByRole('listitem', { name: 'Knight' });
/** The app syncs on coming back online, as after the shop. */
const syncNow = () => act(async () => void window.dispatchEvent(new Event('online')));

describe('a description edited on two phones', () => {
  it('keeps this phone’s words on the miniature; “Use mine” writes them back, “Dismiss” lets them go; the other phone’s kept words are not called “your version”', async () => {
    const painter = await server.verifiedPainter('kept-text');
    const created = await server.call('POST', '/api/projects', {
      token: painter.token,
      body: { name: 'Knight', description: 'Blue armour' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const view = renderApp('/projects', painter);
    expect(await screen.findByText('Blue armour', {}, { timeout: 10_000 })).toBeTruthy();

    // This phone writes "Red armour" and it reaches the server; the other phone, offline since it saw "Blue armour",
    // writes "Green armour" later, so its edit wins the field.
    await act(() => updateProject(id, { description: 'Red armour' }));
    await waitFor(async () => expect((await confirmed(id))?.description).toBe('Red armour'), { timeout: 10_000 });
    const other = otherPhoneDescribes(server, painter);
    await other(id, 'Green armour', 'Blue armour');
    await syncNow();

    await waitFor(() => expect(within(card()).getByText('Green armour')).toBeTruthy(), { timeout: 10_000 });
    expect(within(card()).getByRole('status').textContent).toContain('Edited on another phone — your version: Red armour');
    expect((await confirmed(id))?.conflicts).toMatchObject([{ field: 'description', text: 'Red armour' }]);

    // "Use mine": this phone's words are the description again, on the server too, and nothing is kept aside.
    await view.user.click(within(card()).getByRole('button', { name: 'Use mine' }));
    await waitFor(() => expect(within(card()).getByText('Red armour')).toBeTruthy());
    expect(within(card()).queryByText(/Edited on/)).toBeNull();
    await waitFor(async () => expect(await confirmed(id)).toMatchObject({ description: 'Red armour', conflicts: [] }), { timeout: 10_000 });

    // Again from the other phone, which still thinks the description is "Blue armour": this time "Dismiss".
    await other(id, 'Gold armour', 'Blue armour');
    await syncNow();
    await waitFor(() => expect(within(card()).getByText('Gold armour')).toBeTruthy(), { timeout: 10_000 });
    await view.user.click(within(card()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(card()).queryByText(/Edited on/)).toBeNull());
    await waitFor(async () => expect(await confirmed(id)).toMatchObject({ description: 'Gold armour', conflicts: [] }), {
      timeout: 10_000,
    });

    // Now this phone's edit wins: the other phone's words are kept, and this phone does not call them its own.
    await other(id, 'Silver armour', 'Gold armour');
    await act(() => updateProject(id, { description: 'Bronze armour' }, { description: 'Gold armour' }));
    await waitFor(async () => expect((await confirmed(id))?.conflicts).toMatchObject([{ text: 'Silver armour' }]), { timeout: 10_000 });
    await waitFor(() =>
      expect(within(card()).getByRole('status').textContent).toContain('Edited on two phones — the other version: Silver armour'),
    );
    expect(within(card()).queryByText(/your version/)).toBeNull();
  });
});
