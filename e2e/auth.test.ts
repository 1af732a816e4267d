import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core';
import { authMessages } from '@paintforge/sync-protocol';
import { useBrowser, watchedPage, withoutServiceWorker } from './browser.js';
import { startServer, type RunningServer } from './server.js';
import {
  accountMenuItems,
  axeProblems,
  createDatabase,
  databaseNames,
  failedLoad,
  loginUser,
  mailedLink,
  meStatus,
  newUser,
  registerUser,
  signInPage,
  verifiedUser,
  waitForServiceWorker,
  type TestUser,
} from './accounts.js';

// This file starts its own server: it reads the mail folder and uses up the rate limits.
const browser = useBrowser();
let server: RunningServer;
let context: BrowserContext;
// One verified account shared by the tests that only need to be signed in: registering is limited per IP
// (10 an hour), and this file makes its own accounts only where registering is what is tested.
const member = newUser('member');

beforeAll(async () => {
  server = await startServer();
  await verifiedUser(server.url, server.dataDir, member);
});
afterAll(async () => {
  await server?.stop();
});

async function freshContext(options: BrowserContextOptions = withoutServiceWorker): Promise<BrowserContext> {
  await context?.close();
  context = await browser().newContext({ baseURL: server.url, ...options });
  return context;
}

const text = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  connection: 'Connection error. Please check your internet connection and try again.',
  server: 'Server error. Please try again in a few moments.',
  loginFailed: 'Login failed. Please try again.',
  emailExists: 'An account with this email already exists. Please try logging in instead.',
  invalidEmail: 'Please enter a valid email address.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  registrationFailed: 'Registration failed. Please try again.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
};

const alertText = (page: Page) => page.getByRole('alert').first().textContent();
const mainText = (page: Page) => page.locator('main').textContent();
const toastText = (page: Page) => page.getByRole('region', { name: /Notifications/ }).textContent();

async function login(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Solves the register form's captcha as a person would, from the question shown. */
async function solveCaptcha(page: Page, offset = 0): Promise<string> {
  const question = (await page.locator('label span[aria-hidden="true"]', { hasText: 'Security check' }).textContent()) ?? '';
  const match = /(\d+) ([+−×]) (\d+)/.exec(question);
  if (!match) throw new Error(`no captcha question in ${question}`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  const answer = match[2] === '+' ? a + b : match[2] === '−' ? a - b : a * b;
  await page.getByLabel(/Security check/).fill(String(answer + offset));
  return question;
}

async function fillRegister(page: Page, user: TestUser) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
}

const captchaQuestion = (page: Page) => page.locator('label span[aria-hidden="true"]', { hasText: 'Security check' }).textContent();

describe('login form', () => {
  it('shows every validation message, links to register and to "Forgot password?", and passes axe', async () => {
    const { page, errors } = await watchedPage(await freshContext());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => mainText(page)).toContain(authMessages.invalidEmail);
    expect(await mainText(page)).toContain(authMessages.passwordRequired);
    // Focus goes to the first field with a problem.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await expect.poll(() => mainText(page)).not.toContain(authMessages.passwordRequired);
    expect(await mainText(page)).toContain(authMessages.invalidEmail);
    expect(await axeProblems(page)).toEqual([]);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.goto('/login');
    await page.locator('main').getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(errors).toEqual([]);
  });

  it('shows the spec §8 text for each failure', async () => {
    const { page, errors } = await watchedPage(await freshContext(), [
      failedLoad(401),
      failedLoad(500),
      failedLoad(429),
      failedLoad(418),
      /ERR_INTERNET_DISCONNECTED/,
    ]);
    await page.goto('/login');
    const someone = { email: 'nobody-here@example.com', password: 'not the password' };

    // The real server: an unknown email is refused with 401.
    await login(page, someone);
    await expect.poll(() => alertText(page)).toBe(text.invalidCredentials);

    const answers: Array<[string, (route: Route) => Promise<void>]> = [
      [text.connection, (route) => route.abort('internetdisconnected')],
      [text.server, (route) => route.fulfill({ status: 500, json: { error: 'internal', message: 'Internal Server Error' } })],
      [text.rateLimited, (route) => route.fulfill({ status: 429, json: { error: 'rate-limited', message: text.rateLimited } })],
      [text.loginFailed, (route) => route.fulfill({ status: 418, json: { error: 'teapot', message: 'I am a teapot' } })],
    ];
    for (const [expected, answer] of answers) {
      await page.route('**/api/auth/login', answer);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => alertText(page)).toBe(expected);
      await page.unroute('**/api/auth/login');
    }
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('register form', () => {
  it('shows every validation message; the captcha is replaced after every failure', async () => {
    const ctx = await freshContext();
    const { page, errors } = await watchedPage(ctx, [failedLoad(409), failedLoad(400), failedLoad(500), /ERR_INTERNET_DISCONNECTED/]);
    // A seeded random source: every captcha differs from the last, the same way on every run.
    await page.addInitScript(() => {
      let seed = 20_240_601;
      Math.random = () => {
        seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296;
        return seed / 4_294_967_296;
      };
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      authMessages.invalidEmail,
      authMessages.passwordMin,
      authMessages.firstNameRequired,
      authMessages.lastNameRequired,
      authMessages.captchaRequired,
    ]) {
      await expect.poll(() => mainText(page)).toContain(message);
    }
    expect(await axeProblems(page)).toEqual([]);

    // A wrong answer is caught before sending, and a new question replaces the one it answered.
    const user = newUser('register-form');
    await fillRegister(page, user);
    await page.getByLabel('Password', { exact: true }).fill('1234567');
    await expect.poll(() => mainText(page)).toContain(authMessages.passwordMin);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    let question = await solveCaptcha(page, 1);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => mainText(page)).toContain(authMessages.captchaWrong);
    expect(await captchaQuestion(page)).not.toBe(question);
    expect(await page.getByLabel(/Security check/).inputValue()).toBe('');

    // The server's refusals, each followed by a new question.
    const attempt = async (expected: string, change: () => Promise<void>) => {
      await change();
      question = await solveCaptcha(page);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => alertText(page)).toBe(expected);
      expect(await captchaQuestion(page)).not.toBe(question);
      expect(await page.getByLabel(/Security check/).inputValue()).toBe('');
    };
    await attempt(text.emailExists, () => page.getByLabel('Email').fill(member.email.toUpperCase()));
    await page.getByLabel('Email').fill(user.email);
    await attempt(text.weakPassword, () => page.getByLabel('Password', { exact: true }).fill('aaaaaaaa'));
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    const mocked: Array<[string, (route: Route) => Promise<void>]> = [
      [text.connection, (route) => route.abort('internetdisconnected')],
      [text.server, (route) => route.fulfill({ status: 500, json: { error: 'internal', message: 'Internal Server Error' } })],
      [
        text.invalidEmail,
        (route) => route.fulfill({ status: 400, json: { error: 'validation', message: authMessages.invalidEmail, field: 'email' } }),
      ],
      [text.registrationFailed, (route) => route.fulfill({ status: 400, json: { error: 'validation', message: 'Something else' } })],
    ];
    for (const [expected, answer] of mocked) {
      await page.route('**/api/auth/register', answer);
      await attempt(expected, async () => {});
      await page.unroute('**/api/auth/register');
    }
    expect(await axeProblems(page)).toEqual([]);

    // Success shows the server's message, and the captcha is replaced after it too.
    question = await solveCaptcha(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'verify' }).first().textContent())
      .toContain('Registration successful! Please check your email to verify your account.');
    expect(await captchaQuestion(page)).not.toBe(question);
    // The request carried the captcha as numbers (spec §7): the server accepted it, and the mail went out.
    await mailedLink(server.dataDir, user.email, '/verify-email');
    expect(errors).toEqual([]);
  });
});

describe('the whole journey in the browser', () => {
  it('register → verification mail → verified → login → account menu → name and password → logout → login with the new password', async () => {
    const { page, errors } = await watchedPage(await freshContext(), [failedLoad(401)]);
    const user = newUser('journey', { firstName: 'Ada', lastName: 'Lovelace' });

    await page.goto('/register');
    await fillRegister(page, user);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => mainText(page)).toContain('Please check your email to verify your account.');

    const link = await mailedLink(server.dataDir, user.email, '/verify-email');
    await page.goto(link);
    await expect.poll(() => mainText(page)).toContain('Your email address is verified.');
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await login(page, user);
    await page.waitForURL((url) => url.pathname === '/');
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await expect.poll(() => menuButton.textContent()).toBe('AL');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
      email: user.email,
      emailVerified: true,
    });
    // Verified: no banner.
    expect(await page.getByRole('region', { name: 'Email verification' }).count()).toBe(0);

    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.textContent()).toContain('Ada Lovelace');
    expect(await menu.textContent()).toContain(user.email);
    expect((await menu.getByRole('menuitem').allTextContents()).map((item) => item.trim())).toEqual([
      'Profile Settings',
      'Feedback',
      'Help & Guide',
      'Logout',
    ]);
    expect(await axeProblems(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');

    await page.getByLabel('First name').fill('Augusta');
    await page.getByLabel('Last name').fill('King');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toastText(page)).toContain('Profile updated');
    await expect.poll(() => menuButton.textContent()).toBe('AK');

    const newPassword = 'A new brush 4 me';
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => toastText(page)).toContain('Password updated');
    // The caller's own session survives a password change.
    const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
    expect(await meStatus(server.url, token)).toBe(200);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await accountMenuItems(page)).toEqual(['Login', 'Register', 'Help & Guide']);
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
    // Logout ended the session on the server too.
    expect(await meStatus(server.url, token)).toBe(401);

    await page.goto('/login');
    await login(page, user);
    await expect.poll(() => alertText(page)).toBe(text.invalidCredentials);
    await login(page, { email: user.email, password: newPassword });
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('AK');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('email verification', () => {
  it('an unverified user sees the banner, can resend (up to the limit), and the link removes the banner', async () => {
    const { page, errors } = await watchedPage(await freshContext(), [failedLoad(429)]);
    const user = newUser('unverified');
    await registerUser(server.url, user);
    await page.goto('/login');
    await login(page, user);
    await page.waitForURL((url) => url.pathname === '/');

    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect.poll(() => banner.textContent()).toContain('Please verify your email address');
    expect(await banner.textContent()).toContain(user.email);
    expect(await axeProblems(page)).toEqual([]);

    const resend = banner.getByRole('button', { name: 'Resend verification email' });
    await resend.click();
    await expect.poll(() => toastText(page)).toContain('Verification email sent');
    // Resending is limited per hour: the limit answers with the server's message.
    let limited = false;
    for (let attempt = 0; attempt < 6 && !limited; attempt += 1) {
      await expect.poll(() => resend.isEnabled()).toBe(true);
      await resend.click();
      await expect.poll(() => toastText(page)).toMatch(/Verification email sent|Too many attempts/);
      limited = (await toastText(page))?.includes(text.rateLimited) ?? false;
    }
    expect(limited).toBe(true);

    // The newest link verifies; signed in, the stored user is refreshed and the banner goes.
    const link = await mailedLink(server.dataDir, user.email, '/verify-email', 1);
    await page.goto(link);
    await expect.poll(() => mainText(page)).toContain('Your email address is verified.');
    await expect.poll(() => banner.count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({ emailVerified: true });
    await page.getByRole('link', { name: 'Continue to Your Paints' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory');
    expect(errors).toEqual([]);
  }, 90_000);

  it('bad or missing tokens in the emailed links say so, and the pages pass axe', async () => {
    const { page, errors } = await watchedPage(await freshContext(), [failedLoad(400)]);
    const cases: Array<[string, string]> = [
      ['/verify-email?token=not-a-real-token', 'This verification link is invalid or has expired.'],
      ['/verify-email', authMessages.verificationTokenRequired],
      ['/confirm-email-change?token=not-a-real-token', 'This email change link is invalid or has expired.'],
      ['/confirm-email-change?token=', authMessages.verificationTokenRequired],
    ];
    for (const [path, message] of cases) {
      await page.goto(path);
      await expect.poll(() => alertText(page)).toContain(message);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('link', { name: 'Go to Login' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
    }
    expect(errors).toEqual([]);
  });
});

describe('forgot and reset password', () => {
  it('asks for the email, mails a single-use link, and the new password works', async () => {
    const { page, errors } = await watchedPage(await freshContext(), [failedLoad(400)]);
    const user = newUser('reset');
    await verifiedUser(server.url, server.dataDir, user);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => mainText(page)).toContain(authMessages.invalidEmail);
    expect(await axeProblems(page)).toEqual([]);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => mainText(page)).toContain('If an account exists for that email, we have sent a link to reset the password.');

    const link = await mailedLink(server.dataDir, user.email, '/reset-password');
    await page.goto(link);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => mainText(page)).toContain(authMessages.passwordMin);
    expect(await axeProblems(page)).toEqual([]);
    const newPassword = 'Reset and 8 more';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => mainText(page)).toContain('Your password has been reset. You can now log in.');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await login(page, { email: user.email, password: newPassword });
    await page.waitForURL((url) => url.pathname === '/');

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password').fill('Another 8 chars!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => alertText(page)).toBe('This reset link is invalid or has expired.');
    expect(errors).toEqual([]);
  }, 90_000);

  it("without a token says 'Reset token is required'", async () => {
    const { page, errors } = await watchedPage(await freshContext());
    await page.goto('/reset-password');
    await expect.poll(() => alertText(page)).toContain(authMessages.resetTokenRequired);
    expect(await page.getByLabel('New password').count()).toBe(0);
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    expect(errors).toEqual([]);
  });
});

describe('sessions', () => {
  it('a 401 from /api/auth/me signs the user out but keeps the local data', async () => {
    const { page, errors } = await watchedPage(await freshContext(), [failedLoad(401)]);
    const session = await loginUser(server.url, member);
    await signInPage(page, session);
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('AL');
    await createDatabase(page, 'paintforge-user-test');

    // The session ends elsewhere (a logout with the same token in another request).
    const ended = await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${session.token}` } });
    expect(ended.status).toBe(200);

    await page.reload();
    await expect.poll(() => toastText(page)).toContain('Your session has expired. Please sign in again.');
    expect(await accountMenuItems(page)).toContain('Login');
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
    expect(await databaseNames(page)).toContain('paintforge-user-test');
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opened offline, the app keeps the last known user signed in; logout offline asks first', async () => {
    const ctx = await freshContext({ serviceWorkers: 'allow' });
    const { page, errors } = await watchedPage(ctx);
    const session = await loginUser(server.url, member);
    await signInPage(page, session);
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('AL');
    await waitForServiceWorker(page);

    await ctx.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('AL');
    expect(await accountMenuItems(page)).toContain('Logout');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(session.token);

    // Signing out offline warns that the server cannot be told.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('cannot reach the server to end your session');
    expect(await axeProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Stay Signed In' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(session.token);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out Anyway' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await accountMenuItems(page)).toContain('Login');
    await ctx.setOffline(false);
    // The server never heard of it: the session is still valid until it expires.
    expect(await meStatus(server.url, session.token)).toBe(200);
    expect(errors).toEqual([]);
  }, 90_000);

  it('logout deletes the painter’s own database, keeps the catalog and other painters’ data, and ends the session on the server', async () => {
    const { page, errors } = await watchedPage(await freshContext());
    const session = await loginUser(server.url, member);
    await signInPage(page, session);
    // The sync layer opens the painter's own database on sign-in.
    const own = `paintforge-user-${String(session.user.id)}`;
    await expect.poll(() => databaseNames(page)).toContain(own);
    await createDatabase(page, 'paintforge-user-someone-else');
    await createDatabase(page, 'paintforge-catalog');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expect.poll(() => databaseNames(page)).not.toContain(own);
    // Another painter's database (say, with changes left after their session expired) is not this logout's to delete.
    expect(await databaseNames(page)).toEqual(expect.arrayContaining(['paintforge-catalog', 'paintforge-user-someone-else']));
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => meStatus(server.url, session.token)).toBe(401);
    expect(errors).toEqual([]);
  });
});

describe('rate limits', () => {
  // Last in the file: it uses up this server's login limit.
  it("many wrong passwords are limited, and the login alert shows the server's message", async () => {
    const { page, errors } = await watchedPage(await freshContext(), [failedLoad(429)]);
    const user = member;
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 429; attempt += 1) {
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: 'wrong password' }),
      });
      status = response.status;
    }
    expect(status).toBe(429);
    await page.goto('/login');
    await login(page, user);
    await expect.poll(() => alertText(page)).toBe(text.rateLimited);
    expect(errors).toEqual([]);
  }, 120_000);
});
