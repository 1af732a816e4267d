import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminMessages, adminUserListSchema, backupListSchema, catalogResponseSchema, feedbackListSchema } from '@paintforge/sync-protocol';
import { inProcessServer, renderApp } from '../../testing/app-server';

// The admin dashboard against the real server in process: the figures, lists and refusals it shows are the server's.
const server = inProcessServer();

const toastText = () => screen.getByRole('region', { name: /Notifications/ }).textContent ?? '';
/** A card of the dashboard by its heading. */
const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('div.rounded-lg') as HTMLElement;

async function api<T>(token: string, method: 'GET' | 'POST', url: string, parse: { parse(value: unknown): T }, body?: unknown): Promise<T> {
  const response = await server.call(method, url, { token, ...(body === undefined ? {} : { body }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return parse.parse(response.json());
}

describe('admin dashboard against the server', () => {
  it('shows the real figures and users, switches admin rights and deletes a user through the dialog', async () => {
    const admin = await server.makeAdmin(await server.verifiedPainter('admin'));
    const painter = await server.verifiedPainter('painter');
    const newcomer = await server.register('newcomer', { firstName: 'Katherine', lastName: 'Johnson' });

    const view = renderApp('/admin', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    await waitFor(() => expect(card('Total Users').textContent).toContain('3'));
    expect(card('Total Users').textContent).toContain('2 verified, 1 pending');
    const paints = (await server.call('GET', '/api/paints/all')).json<unknown[]>().length;
    expect(paints).toBeGreaterThan(1000);
    expect(card('Paint Database').textContent).toContain(paints.toLocaleString('en-US'));
    expect(card('Error Rate').textContent).toMatch(/\d+\.\d%/);
    expect(card('System Health').textContent).toContain(`Last backup${adminMessages.neverBackedUp}`);
    expect(card('Recent Signups').textContent).toContain('3 in the last 14 days');
    expect(screen.getByTestId('signups-chart').querySelectorAll('div')).toHaveLength(14);

    // User Management: every account, with the spec's words. (The newcomer registered and never signed in again:
    // their only session is the helper's, so the row is found by address.)
    const row = (email: string) => screen.queryAllByRole('article').find((article) => article.textContent?.includes(email));
    await waitFor(() => expect(row(newcomer.email)).toBeDefined());
    expect(row(newcomer.email)?.textContent).toContain('Unverified');
    expect(row(painter.email)?.textContent).toContain('Verified');

    await view.user.click(screen.getByRole('switch', { name: `Admin rights for ${painter.email}` }));
    await waitFor(() => expect(toastText()).toContain(adminMessages.toggleSuccess));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: `Admin rights for ${painter.email}` }).getAttribute('aria-checked')).toBe('true'),
    );
    const listed = await api(admin.token, 'GET', '/api/admin/users', adminUserListSchema);
    expect(listed.find((user) => user.email === painter.email)?.isAdmin).toBe(true);

    // An admin cannot remove their own right: the refusal is worded by its code.
    await view.user.click(screen.getByRole('switch', { name: `Admin rights for ${admin.email}` }));
    await waitFor(() => expect(toastText()).toContain(adminMessages.ownAdminRight));

    await view.user.click(screen.getByRole('button', { name: `Delete ${newcomer.email}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(newcomer.email);
    expect(dialog.textContent).toContain('Katherine');
    expect(dialog.textContent).toContain('cannot be undone');
    expect(dialog.textContent).toContain('all paint inventory and all projects');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await waitFor(() => expect(toastText()).toContain(adminMessages.deleteSuccess));
    await waitFor(() => expect(row(newcomer.email)).toBeUndefined());
    const after = await api(admin.token, 'GET', '/api/admin/users', adminUserListSchema);
    expect(after.map((user) => user.email).sort()).toEqual([admin.email, painter.email].sort());
    // The stats were fetched again with the list.
    await waitFor(() => expect(card('Total Users').querySelector('p')?.textContent).toBe('2'));
  });

  it('believes the server, not the device: a stored session that still says admin is refused and sent home', async () => {
    const painter = await server.verifiedPainter('stale-admin');
    const view = renderApp('/admin', { token: painter.token, user: { ...painter.user, isAdmin: true } });
    await waitFor(() => expect(toastText()).toContain(adminMessages.accessDenied));
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('triages feedback, corrects a reported colour in the catalog and undoes it, and backs up on demand', async () => {
    const admin = await server.makeAdmin(await server.verifiedPainter('triage-admin'));
    const painter = await server.verifiedPainter('triage-painter');
    const catalog = catalogResponseSchema.parse((await server.call('GET', '/api/paints/all')).json());
    const paint = catalog.find((candidate) => candidate.color !== '#123456');
    if (!paint) throw new Error('empty catalog');
    const send = (body: unknown) => server.call('POST', '/api/feedback', { token: painter.token, body });
    expect((await send({ subject: 'Love it', message: 'The app is great, thanks a lot!' })).statusCode).toBe(201);
    const report = { subject: `Colour looks wrong: ${paint.name}`, message: 'It is much more blue than this.' };
    expect((await send({ ...report, colorReport: { paintId: paint.id, suggestedColor: '#123456' } })).statusCode).toBe(201);

    const view = renderApp('/admin', admin);
    await view.user.click(await screen.findByRole('tab', { name: 'Feedback' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await view.user.selectOptions(screen.getByLabelText('Kind'), 'Colour reports');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const entry = screen.getByRole('article');
    expect(entry.textContent).toContain(paint.name);

    await view.user.selectOptions(within(entry).getByLabelText('Set status'), 'Resolved');
    await view.user.type(within(entry).getByLabelText('Reply'), 'Corrected, thank you!');
    await view.user.click(within(entry).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Feedback updated'));
    const mine = await api(painter.token, 'GET', '/api/feedback', feedbackListSchema);
    expect(mine.find((one) => one.colorReport)).toMatchObject({ status: 'resolved', adminReply: 'Corrected, thank you!' });
    // The filter by status follows the change.
    await view.user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    await view.user.selectOptions(screen.getByLabelText('Status'), 'Resolved');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

    // Correct the catalog to the painter's suggestion: the public catalog serves it at once.
    await view.user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Correct colour' }));
    await waitFor(() => expect(toastText()).toContain(`${paint.name} is now #123456`));
    const corrected = catalogResponseSchema.parse((await server.call('GET', '/api/paints/all')).json());
    expect(corrected.find((candidate) => candidate.id === paint.id)?.color).toBe('#123456');

    await view.user.click(screen.getByRole('tab', { name: 'Colours' }));
    await view.user.click(await screen.findByRole('button', { name: `Undo the correction of ${paint.name}` }));
    await waitFor(() => expect(toastText()).toContain(`${paint.name} is back to ${paint.color}`));
    expect(await screen.findByText('No colour corrections yet.')).toBeTruthy();

    await view.user.click(screen.getByRole('tab', { name: 'Backups' }));
    await waitFor(() => expect(screen.getByRole('main').textContent).toContain(`Last backup: ${adminMessages.neverBackedUp}`));
    await view.user.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(toastText()).toMatch(/Backup .+ written\./));
    expect(await api(admin.token, 'GET', '/api/admin/backups', backupListSchema)).toHaveLength(1);
    await view.user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(card('System Health').textContent).not.toContain(`Last backup${adminMessages.neverBackedUp}`));
  });

  it('lists a shared pot barcode with its painter count, and a confirmation keeps it shared', async () => {
    const code = '4006381333931';
    const catalog = catalogResponseSchema.parse((await server.call('GET', '/api/paints/all')).json());
    const abaddon = catalog.find((paint) => paint.name === 'Abaddon Black' && paint.brand === 'Citadel' && paint.range === 'Base')!;
    // Two trusted painters (a week a member: the trust rule) link the code to the same paint: it is shared.
    const painters = [await server.verifiedPainter('scan-first'), await server.verifiedPainter('scan-second')];
    await server.age(painters, 8);
    for (const painter of painters) {
      const linked = await server.call('POST', '/api/barcodes', { token: painter.token, body: { code, catalogPaintId: abaddon.id } });
      expect(linked.statusCode, linked.body).toBe(200);
    }
    const admin = await server.makeAdmin(await server.verifiedPainter('scan-admin'));

    const view = renderApp('/admin', admin);
    await view.user.click(await screen.findByRole('tab', { name: 'Barcodes' }));
    const entry = () => screen.queryAllByTestId('admin-barcode').find((node) => node.textContent?.includes(code));
    await waitFor(() => expect(entry()?.textContent).toContain('Abaddon Black (Citadel) — 2 painters'));
    expect(entry()?.textContent).toContain('Shared (two trusted painters agree)');
    await view.user.click(within(entry()!).getByRole('button', { name: `Confirm ${code} as Abaddon Black (Citadel)` }));
    // Confirmed codes leave the review list; the shared map still gives the paint.
    await waitFor(() => expect(entry()).toBeUndefined());
    expect((await server.call('GET', '/api/barcodes/shared')).json()).toContainEqual([code, abaddon.id]);
  });
});
