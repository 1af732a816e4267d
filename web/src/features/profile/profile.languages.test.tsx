import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { painter, renderScreen } from '../../testing/render';
import ProfilePage from './profile-page';

afterEach(() => showLanguage('en'));

const waiting = { ...painter, emailVerified: false, pendingEmail: 'ada.new@example.com' };
// The painter's own words: their name, addresses and initials (the avatar).
const allow = ['Ada', 'Lovelace', 'ada@example.com', 'ada.new@example.com', /^AL$/];

/** The page itself (the app's toast region beside it is checked toast by toast). */
const page = (container: HTMLElement) => container.firstElementChild as HTMLElement;
/** The toast showing `title`, whole (title and description). */
const toastWith = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;

// Issue 38: the profile in the pseudo-locale (any hard-coded English) and in each language: every card, each form's
// validation messages (spec §5), the deletion's confirmation and the failure toasts.
describe.each(checkedLanguages)('the profile in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('every card with every form’s validation messages has no English left', async () => {
    const { container, user } = renderScreen(<ProfilePage />, { path: '/profile', user: waiting });
    await user.clear(screen.getByLabelText(t('auth.firstName')));
    for (const button of container.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) await user.click(button);
    await waitFor(() => expect(container.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThanOrEqual(5));
    expect(page(container).textContent).toContain(t('auth.newPasswordMin'));
    expectNoEnglish(page(container), { allow });
  });

  it('a signed-out visitor’s page has no English left', () => {
    const { container } = renderScreen(<ProfilePage />, { path: '/profile' });
    expectNoEnglish(page(container));
  });

  it('the deletion’s confirmation has no English left', async () => {
    const { user } = renderScreen(<ProfilePage />, { path: '/profile', user: painter });
    await user.type(screen.getByLabelText(t('profile.password')), 'my secret');
    await user.click(screen.getByRole('button', { name: t('profile.deleteAccount') }));
    expectNoEnglish(await screen.findByRole('dialog'), { allow });
  });

  it('a picture that is not an image, and a change that got no answer, are told without English', async () => {
    const { user } = renderScreen(<ProfilePage />, { path: '/profile', user: painter });
    await user.upload(screen.getByLabelText(t('profile.pictureFile')), new File(['words'], 'notes.txt', { type: 'text/plain' }));
    const refused = await toastWith(t('profile.uploadFailed'));
    expect(refused.textContent).toContain(t('profile.pictureInvalidType'));
    expectNoEnglish(refused);

    await user.type(screen.getByLabelText(t('profile.currentPassword')), 'old secret');
    await user.type(screen.getByLabelText(t('profile.newPassword')), 'new secret');
    await user.type(screen.getByLabelText(t('profile.confirmPassword')), 'new secret');
    await user.click(screen.getByRole('button', { name: t('profile.updatePassword') }));
    const failed = await toastWith(t('profile.passwordUpdateFailed'));
    expect(failed.textContent).toContain(t('failure.connection'));
    expectNoEnglish(failed);
  });
});
