import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { holdRequests } from '../../testing/network';
import { renderScreen } from '../../testing/render';
import ConfirmEmailChangePage from './confirm-email-change-page';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import ResetPasswordPage from './reset-password-page';
import VerifyEmailPage from './verify-email-page';

afterEach(() => showLanguage('en'));

/** The screen's own card (the app's toast region beside it is the shell's words, checked with the shell). */
const page = (container: HTMLElement) => container.firstElementChild as HTMLElement;

/** Sends the form as it is, so each field's validation message shows beside it. */
async function submitEmpty(container: HTMLElement, user: ReturnType<typeof renderScreen>['user']) {
  await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
  await waitFor(() => expect(container.querySelector('[aria-invalid="true"]')).not.toBeNull());
}

const forms: [string, ReactElement, string, string][] = [
  ['login', <LoginPage />, '/login', '/login'],
  ['register', <RegisterPage />, '/register', '/register'],
  ['forgot password', <ForgotPasswordPage />, '/forgot-password', '/forgot-password'],
  ['reset password', <ResetPasswordPage />, '/reset-password', '/reset-password?token=abc'],
];

const links: [string, ReactElement, string][] = [
  ['verify email', <VerifyEmailPage />, '/verify-email'],
  ['confirm email change', <ConfirmEmailChangePage />, '/confirm-email-change'],
];

// Issue 38: every account screen in the pseudo-locale (any hard-coded English) and in each language, with the
// forms' validation messages (the shared schema's, spec §5) and the inline alerts of spec §8 shown.
describe.each(checkedLanguages)('the account screens in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it.each(forms)('the %s form with its validation messages has no English left', async (_, element, path, at) => {
    const { container, user } = renderScreen(element, { path, at });
    await submitEmpty(container, user);
    expectNoEnglish(page(container));
  });

  it('a login that got no answer says so in the language', async () => {
    const { container, user } = renderScreen(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText(t('auth.email')), 'ada@example.com');
    await user.type(screen.getByLabelText(t('auth.password')), 'secret');
    const release = holdRequests();
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    expectNoEnglish(page(container)); // "Logging in…"
    release();
    expect((await screen.findByRole('alert')).textContent).toBe(t('failure.connection'));
    expectNoEnglish(page(container));
  });

  it('the register form with a wrong captcha answer has no English left', async () => {
    const { container, user } = renderScreen(<RegisterPage />, { path: '/register' });
    await user.type(container.querySelector<HTMLInputElement>('input[name="captchaAnswer"]')!, '999');
    await submitEmpty(container, user);
    expect(page(container).textContent).toContain(t('authForm.captchaWrong'));
    expectNoEnglish(page(container));
  });

  it('the reset page of a link without its token has no English left', () => {
    const { container } = renderScreen(<ResetPasswordPage />, { path: '/reset-password' });
    expectNoEnglish(page(container));
  });

  it.each(links)('the %s page, without a token and with one that got no answer, has no English left', async (_, element, path) => {
    const missing = renderScreen(element, { path });
    expect(missing.container.textContent).toContain(t('auth.verificationTokenRequired'));
    expectNoEnglish(page(missing.container));
    missing.unmount();

    const { container } = renderScreen(element, { path, at: `${path}?token=abc` });
    await waitFor(() => expect(container.textContent).toContain(t('failure.connection')));
    expectNoEnglish(page(container));
  });
});
