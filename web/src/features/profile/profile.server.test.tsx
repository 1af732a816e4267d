import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authMessages } from '@paintforge/sync-protocol';
import { inProcessServer, renderApp, type Painter } from '../../testing/app-server';

// The profile page's server calls against the real server in process: what it says is what the server answered.
const server = inProcessServer();

const toastText = () => screen.getByRole('region', { name: /Notifications/ }).textContent ?? '';
const section = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('div.rounded-lg') as HTMLElement;

async function profileOf(painter: Painter) {
  const view = renderApp('/profile', painter);
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
  await screen.findByRole('heading', { level: 2, name: 'Personal Information' });
  return view;
}

async function retype(view: ReturnType<typeof renderApp>, field: HTMLElement, value: string) {
  await view.user.clear(field);
  await view.user.type(field, value);
}

describe('profile page against the server', () => {
  it("saves the name (toast, header initials, kept by the server) and says 'Update Failed' when it cannot be saved", async () => {
    const painter = await server.verifiedPainter('names');
    const view = await profileOf(painter);
    const names = () => within(section('Personal Information'));
    await retype(view, names().getByLabelText('First name'), 'Grace');
    await retype(view, names().getByLabelText('Last name'), 'Hopper');
    await view.user.click(names().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toContain('Profile updated'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Account menu/ }).textContent).toBe('GH'));
    const me = await server.call('GET', '/api/auth/me', { token: painter.token });
    expect(me.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });

    server.connect(false);
    await retype(view, names().getByLabelText('Last name'), 'Murray');
    await view.user.click(names().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toContain('Update Failed'));
    expect(toastText()).toContain('Connection error. Please check your internet connection and try again.');
  });

  it("changes the password, and a wrong current password gives 'Password Update Failed'", async () => {
    const painter = await server.verifiedPainter('password');
    const view = await profileOf(painter);
    const password = () => within(section('Change Password'));
    await view.user.type(password().getByLabelText('Current password'), 'not my password');
    await view.user.type(password().getByLabelText('New password'), 'fresh-paint');
    await view.user.type(password().getByLabelText('Confirm new password'), 'fresh-paint');
    await view.user.click(password().getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(toastText()).toContain('Password Update Failed'));
    expect(toastText()).toContain('Current password is incorrect');

    await retype(view, password().getByLabelText('Current password'), painter.password);
    await view.user.click(password().getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(toastText()).toContain('Password updated'));
    await waitFor(() => expect((password().getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
    const login = await server.call('POST', '/api/auth/login', { body: { email: painter.email, password: 'fresh-paint' } });
    expect(login.statusCode).toBe(200);
    // The painter's own session survives the change.
    expect(await server.meStatus(painter.token)).toBe(200);
  });

  it('changes the email through the link mailed to the new address; a taken address fails', async () => {
    const other = await server.register('taken');
    const painter = await server.verifiedPainter('email');
    const view = await profileOf(painter);
    const email = () => within(section('Email Settings'));
    expect(section('Email Settings').textContent).toContain(painter.email);
    expect(section('Email Settings').textContent).toContain('Verified');

    await view.user.type(email().getByLabelText('New email'), other.email);
    await view.user.click(email().getByRole('button', { name: 'Change Email' }));
    await waitFor(() => expect(toastText()).toContain('Email Change Failed'));
    expect(toastText()).toContain(authMessages.emailExists);

    const newEmail = 'changed-address@example.com';
    await retype(view, email().getByLabelText('New email'), newEmail);
    await view.user.click(email().getByRole('button', { name: 'Change Email' }));
    await waitFor(() => expect(toastText()).toContain(`Verification email sent to ${newEmail}`));
    await waitFor(() => expect(section('Email Settings').textContent).toContain('Pending email'));
    expect(section('Email Settings').textContent).toContain(newEmail);

    await view.navigate(await server.mailedLink(newEmail, '/confirm-email-change'));
    expect(await screen.findByText(/Your email address has been changed\./)).toBeTruthy();
    await view.user.click(screen.getByRole('link', { name: 'Back to Profile Settings' }));
    expect(view.location()).toBe('/profile');
    await waitFor(() => expect(section('Email Settings').textContent).toContain(newEmail));
    expect(section('Email Settings').textContent).not.toContain('Pending email');
  });
  it('deletes the account after the password and a confirmation, then clears this device as logout does', async () => {
    const painter = await server.verifiedPainter('delete');
    const view = await profileOf(painter);
    // The sync layer opens the painter's own database on sign-in; deleting the account must remove it.
    const own = `paintforge-user-${painter.user.id}`;
    const databases = async () => (await indexedDB.databases()).map((info) => info.name);
    await waitFor(async () => expect(await databases()).toContain(own));
    const danger = () => within(section('Danger Zone'));

    // A wrong password: the server refuses, the dialog closes, the painter stays signed in.
    await view.user.type(danger().getByLabelText('Password'), 'not my password');
    await view.user.click(danger().getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'This permanently deletes your account, all your paint inventory and all your projects. This cannot be undone.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(toastText()).toContain('Account Deletion Failed'));
    expect(toastText()).toContain('Current password is incorrect');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Cancel keeps everything.
    await retype(view, danger().getByLabelText('Password'), painter.password);
    await view.user.click(danger().getByRole('button', { name: 'Delete Account' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('authToken')).toBe(painter.token);

    await view.user.click(danger().getByRole('button', { name: 'Delete Account' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    await waitFor(() => expect(toastText()).toContain('Account deleted'));
    expect([localStorage.getItem('authToken'), localStorage.getItem('user')]).toEqual([null, null]);
    await waitFor(async () => expect(await databases()).not.toContain(own));
    const login = await server.call('POST', '/api/auth/login', { body: { email: painter.email, password: painter.password } });
    expect(login.statusCode).toBe(401);
  });
});
