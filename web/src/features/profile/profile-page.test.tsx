import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getAuthState } from '../../data/account/auth-state';
import { holdRequests, sentRequests } from '../../testing/network';
import { descriptionOf, painter, renderScreen } from '../../testing/render';
import ProfilePage from './profile-page';

const renderProfile = () => renderScreen(<ProfilePage />, { path: '/profile', user: painter });
const section = (title: string) => screen.getByRole('heading', { name: title }).closest('div') as HTMLElement;
const connectionText = 'Connection error. Please check your internet connection and try again.';
const MB = 1024 * 1024;

describe('Profile settings (spec §2, §5)', () => {
  it('asks a signed-out visitor to log in', () => {
    renderScreen(<ProfilePage />, { path: '/profile' });
    expect(screen.getByText('Please log in to view your profile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('personal information: both names are required', async () => {
    const { user } = renderProfile();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(descriptionOf(screen.getByLabelText('First name'))).toBe('First name is required');
    expect(descriptionOf(screen.getByLabelText('Last name'))).toBe('Last name is required');
    expect(sentRequests()).toEqual([]);
  });

  it('email settings: the new address must be valid', async () => {
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(descriptionOf(screen.getByLabelText('New email'))).toBe('Valid email is required');
    await user.type(screen.getByLabelText('New email'), 'ada.example.com');
    expect(descriptionOf(screen.getByLabelText('New email'))).toBe('Valid email is required');
    expect(sentRequests()).toEqual([]);
  });

  it('change password: current required, new at least 6, confirmation required and equal', async () => {
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(descriptionOf(screen.getByLabelText('Current password'))).toBe('Current password is required');
    expect(descriptionOf(screen.getByLabelText('New password'))).toBe('New password must be at least 6 characters');
    expect(descriptionOf(screen.getByLabelText('Confirm new password'))).toBe('Please confirm your new password');

    await user.type(screen.getByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm new password'), '123456');
    expect(descriptionOf(screen.getByLabelText('Current password'))).toBe('');
    expect(descriptionOf(screen.getByLabelText('New password'))).toBe('New password must be at least 6 characters');
    expect(descriptionOf(screen.getByLabelText('Confirm new password'))).toBe("New passwords don't match");
    expect(sentRequests()).toEqual([]);
  });

  it('change password: disabled while the request is out, then a failure toast with the reason', async () => {
    const { user } = renderProfile();
    await user.type(screen.getByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), 'new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new secret');
    const release = holdRequests();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findByRole('button', { name: 'Updating…' })).hasAttribute('disabled')).toBe(true);
    release();
    const toast = (await screen.findByText('Password Update Failed')).closest('li') as HTMLElement;
    expect(within(toast).getByText(connectionText)).toBeTruthy();
    // A lost answer may hide a change that was made: a mutation is not sent again on a connection failure.
    expect(sentRequests()).toEqual(['PATCH /api/auth/password']);
    expect(screen.getByRole('button', { name: 'Update Password' }).hasAttribute('disabled')).toBe(false);
  });

  it('delete account: the password is required, then a confirmation that Escape closes, back on the button', async () => {
    const { user } = renderProfile();
    const opener = screen.getByRole('button', { name: 'Delete Account' });
    await user.click(opener);
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('Enter your password to delete your account. Password is required');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/permanently deletes your account, all your paint inventory and all your projects/)).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(sentRequests()).toEqual([]);
  });

  it('delete account: the confirmation is disabled while deleting, and a failure keeps the painter signed in', async () => {
    const { user } = renderProfile();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const release = holdRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect((await within(dialog).findByRole('button', { name: 'Deleting…' })).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(sentRequests()).toEqual(['DELETE /api/auth/account']);
    release();
    const toast = (await screen.findByText('Account Deletion Failed')).closest('li') as HTMLElement;
    expect(within(toast).getByText(connectionText)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getAuthState().user?.email).toBe(painter.email);
  });

  it('profile picture: refuses a file that is not an image, or of 5MB or more, before reading it', async () => {
    const { user } = renderProfile();
    const picker = screen.getByLabelText('Profile picture file');
    await user.upload(picker, new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    let toast = (await screen.findByText('Upload Failed')).closest('li') as HTMLElement;
    expect(within(toast).getByText('Please choose an image file, such as a JPEG or PNG photo.')).toBeTruthy();

    await user.upload(picker, new File([new Uint8Array(5 * MB)], 'huge.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByText('The picture must be under 5MB. Please choose a smaller image.')).toBeTruthy());
    toast = screen.getByText('The picture must be under 5MB. Please choose a smaller image.').closest('li') as HTMLElement;
    expect(within(toast).getByText('Upload Failed')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
    expect(within(section('Profile Picture')).getByRole('button', { name: 'Upload Picture' }).hasAttribute('disabled')).toBe(false);
  });
});
