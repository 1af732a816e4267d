import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authMessages } from '@paintforge/sync-protocol';
import { renderApp, inProcessServer } from '../../testing/app-server';

// The account screens against the real server in process: what each says is what the server answered.
const server = inProcessServer();

const text = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailExists: 'An account with this email already exists. Please try logging in instead.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
};

type View = ReturnType<typeof renderApp>;

/** Replaces a field's text as a paste does: one input event, not one a key (each re-renders the form). */
async function fill(view: View, field: HTMLElement, value: string) {
  await view.user.clear(field);
  await view.user.paste(value);
}

async function login(view: View, email: string, password: string) {
  await fill(view, await screen.findByLabelText('Email'), email);
  await fill(view, screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
}

const alertText = async () => (await screen.findByRole('alert')).textContent;
const toastText = () => screen.getByRole('region', { name: /Notifications/ }).textContent ?? '';

function captchaAnswer(): number {
  const spoken = screen.getByText(/^Security check: What is/).textContent ?? '';
  const [, a, operation, b] = /What is (\d+) (plus|minus|times) (\d+)\?/.exec(spoken) ?? [];
  const [x, y] = [Number(a), Number(b)];
  return operation === 'plus' ? x + y : operation === 'minus' ? x - y : x * y;
}

describe('login against the server', () => {
  it('an unknown email is refused with the spec §8 text; many wrong passwords meet the limit and its text', async () => {
    const painter = await server.verifiedPainter('limited');
    const view = renderApp('/login');
    await login(view, 'nobody-here@example.com', 'not the password');
    await waitFor(async () => expect(await alertText()).toBe(text.invalidCredentials));

    let limited = false;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      await login(view, painter.email, 'wrong password');
      await waitFor(async () => expect(await alertText()).toMatch(/Invalid email|Too many attempts/));
      limited = (await alertText()) === text.rateLimited;
    }
    expect(limited).toBe(true);
  }, 120_000);
});

describe('register against the server', () => {
  it('shows the server’s refusals, replaces the captcha after each, and succeeds with a mail sent', async () => {
    const member = await server.verifiedPainter('member');
    const view = renderApp('/register');
    await view.user.type(await screen.findByLabelText('First name'), 'Ada');
    await view.user.type(screen.getByLabelText('Last name'), 'Lovelace');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    const captcha = () => screen.getByLabelText(/^Security check/) as HTMLInputElement;

    const attempt = async (expected: string) => {
      const question = screen.getByText(/^Security check: What is/).textContent;
      await view.user.type(captcha(), String(captchaAnswer()));
      await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
      await waitFor(async () => expect(await alertText()).toBe(expected));
      expect(screen.getByText(/^Security check: What is/).textContent).not.toBe(question);
      expect(captcha().value).toBe('');
    };
    await view.user.type(email, member.email.toUpperCase());
    await view.user.type(password, 'Brushes and 3 Pots!');
    await attempt(text.emailExists);

    await view.user.clear(email);
    await view.user.type(email, 'newcomer@example.com');
    await view.user.clear(password);
    await view.user.type(password, 'aaaaaaaa');
    await attempt(text.weakPassword);

    await view.user.clear(password);
    await view.user.type(password, 'Brushes and 3 Pots!');
    await view.user.type(captcha(), String(captchaAnswer()));
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/Registration successful! Please check your email to verify your account\./)).toBeTruthy();
    // The message stands alone with the way on: no emptied form and fresh captcha under it.
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show a different question' })).toBeNull();
    // The captcha went as numbers (spec §7): the server took it, and the mail went out.
    expect(await server.mailedLink('newcomer@example.com', '/verify-email')).toMatch(/^\/verify-email\?token=/);
  }, 60_000);
});

describe('email verification against the server', () => {
  it('an unverified painter sees the banner, can resend up to the limit, and the newest link removes it', async () => {
    const painter = await server.register('unverified');
    const view = renderApp('/', painter);
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    expect(banner.textContent).toContain('Please verify your email address');
    expect(banner.textContent).toContain(painter.email);

    const resend = within(banner).getByRole('button', { name: 'Resend verification email' });
    await view.user.click(resend);
    await waitFor(() => expect(toastText()).toContain('Verification email sent'));
    let limited = false;
    for (let attempt = 0; attempt < 6 && !limited; attempt += 1) {
      await waitFor(() => expect(resend.hasAttribute('disabled')).toBe(false));
      await view.user.click(resend);
      await waitFor(() => expect(toastText()).toMatch(/Verification email sent|Too many attempts/));
      limited = toastText().includes(text.rateLimited);
    }
    expect(limited).toBe(true);

    await view.navigate(await server.mailedLink(painter.email, '/verify-email', 1));
    expect(await screen.findByText(/Your email address is verified\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ emailVerified: true });
    await view.user.click(screen.getByRole('link', { name: 'Continue to Your Paints' }));
    expect(view.location()).toBe('/inventory');
  }, 60_000);

  it('the verification link opened twice says the address is already verified, with Log in', async () => {
    const painter = await server.register('verify-twice');
    const link = await server.mailedLink(painter.email, '/verify-email');
    // Opened first elsewhere (another tab or device; this page asks once per link and page load).
    const token = new URL(link, 'http://app').searchParams.get('token');
    expect((await server.call('POST', '/api/auth/verify-email', { body: { token } })).statusCode).toBe(200);
    const view = renderApp(link);
    expect(await screen.findByText('Your email address is already verified. You can log in.')).toBeTruthy();
    expect(screen.queryByText(/invalid or has expired/)).toBeNull();
    await view.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(view.location()).toBe('/login');
  });

  it('bad or missing tokens in the emailed links say so, each with a way to log in', async () => {
    const cases: Array<[string, string]> = [
      ['/verify-email?token=not-a-real-token', 'This verification link is invalid or has expired.'],
      ['/verify-email', authMessages.verificationTokenRequired],
      ['/confirm-email-change?token=not-a-real-token', 'This email change link is invalid or has expired.'],
      ['/confirm-email-change?token=', authMessages.verificationTokenRequired],
    ];
    for (const [path, message] of cases) {
      const view = renderApp(path);
      await waitFor(async () => expect(await alertText()).toContain(message));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await view.user.click(screen.getByRole('link', { name: 'Go to Login' }));
      expect(view.location()).toBe('/login');
      view.unmount();
    }
  });
});

describe('forgot and reset password against the server', () => {
  it('mails a single-use link, and the new password works', async () => {
    const painter = await server.verifiedPainter('reset');
    const view = renderApp('/forgot-password');
    await view.user.type(await screen.findByLabelText('Email'), painter.email);
    await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/If an account exists for that email, we have sent a link to reset the password\./)).toBeTruthy();

    const link = await server.mailedLink(painter.email, '/reset-password');
    await view.navigate(link);
    const newPassword = 'Reset and 8 more';
    await view.user.type(await screen.findByLabelText('New password'), newPassword);
    await view.user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/Your password has been reset\. You can now log in\./)).toBeTruthy();
    await view.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    await login(view, painter.email, newPassword);
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(localStorage.getItem('authToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The link works once.
    await view.navigate(link);
    await view.user.type(await screen.findByLabelText('New password'), 'Another 8 chars!');
    await view.user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(async () => expect(await alertText()).toBe('This reset link is invalid or has expired.'));
  }, 60_000);
});

describe('the whole journey against the server', () => {
  // Moved down from the Chromium journey (e2e/auth.test.ts): the register form's own answers are the register test's
  // above, the profile's forms are profile.server.test.tsx's; this is the way through them, and what each step leaves.
  it('verification link → verified → login → account menu → name and password → logout → login with the new password', async () => {
    const painter = await server.register('journey');
    const view = renderApp(await server.mailedLink(painter.email, '/verify-email'));
    expect(await screen.findByText(/Your email address is verified\./)).toBeTruthy();
    await view.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(view.location()).toBe('/login');

    await login(view, painter.email, painter.password);
    await waitFor(() => expect(view.location()).toBe('/'));
    const menuButton = () => screen.getByRole('button', { name: /^Account menu/ });
    await waitFor(() => expect(menuButton().textContent).toBe('AL'));
    const token = localStorage.getItem('authToken') ?? '';
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: painter.email, emailVerified: true });
    // Verified: no banner.
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();

    await view.user.click(menuButton());
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Ada Lovelace');
    expect(menu.textContent).toContain(painter.email);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Profile Settings', 'Feedback', 'Help & Guide', 'Logout']);
    await view.user.click(within(menu).getByRole('menuitem', { name: 'Profile Settings' }));
    await waitFor(() => expect(view.location()).toBe('/profile'));

    const retype = async (label: string, value: string) => fill(view, await screen.findByLabelText(label), value);
    await retype('First name', 'Augusta');
    await retype('Last name', 'King');
    await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toContain('Profile updated'));
    await waitFor(() => expect(menuButton().textContent).toBe('AK'));
    const newPassword = 'A new brush 4 me';
    await retype('Current password', painter.password);
    await retype('New password', newPassword);
    await retype('Confirm new password', newPassword);
    await view.user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(toastText()).toContain('Password updated'));

    await view.user.click(menuButton());
    await view.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    await waitFor(() => expect([localStorage.getItem('authToken'), localStorage.getItem('user')]).toEqual([null, null]));
    await view.user.click(menuButton());
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Login', 'Register', 'Help & Guide']);
    await view.user.keyboard('{Escape}');
    // Logout ended the session on the server too.
    expect(await server.meStatus(token)).toBe(401);

    await view.navigate('/login');
    await login(view, painter.email, painter.password);
    await waitFor(async () => expect(await alertText()).toBe(text.invalidCredentials));
    await login(view, painter.email, newPassword);
    await waitFor(() => expect(view.location()).toBe('/'));
    // The new name is the server's: it comes back with the new session.
    await waitFor(() => expect(menuButton().textContent).toBe('AK'));
  }, 60_000);
});

describe('sessions against the server', () => {
  it('a 401 from /api/auth/me signs the painter out but keeps the data on this device', async () => {
    const painter = await server.verifiedPainter('expired');
    const kept = indexedDB.open('paintforge-user-test', 1);
    await new Promise((resolve) => (kept.onsuccess = resolve));
    kept.result.close();
    // The session ends elsewhere (a logout with the same token).
    const ended = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${painter.token}` },
    });
    expect(ended.statusCode).toBe(200);

    renderApp('/', painter);
    await waitFor(() => expect(toastText()).toContain('Your session has expired. Please sign in again.'));
    expect([localStorage.getItem('authToken'), localStorage.getItem('user')]).toEqual([null, null]);
    expect((await indexedDB.databases()).map((info) => info.name)).toContain('paintforge-user-test');
  });
});
