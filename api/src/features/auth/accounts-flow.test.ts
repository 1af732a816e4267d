import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages, authUserSchema } from '@paintforge/sync-protocol';
import { createCatalog } from '../catalog/service.js';
import { call, expectError, login, register, registration, strongPassword, tokenOf } from '../../testing/accounts.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Mail goes through nodemailer to a real SMTP server on this machine; the tests follow the links that arrive.
let smtp: TestSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});
beforeEach(async () => {
  testApp = await createTestApp(
    { smtpUrl: smtp.url, appUrl: 'https://forge.example.com', adminEmails: ['grace@example.com'] },
    { catalog: createCatalog([]) },
  );
});
afterEach(async () => {
  await testApp?.cleanup();
});

const linkIn = async (to: string, path: string) => {
  const mail = await smtp.nextMailTo(to);
  const link = mail.links[0];
  expect(link, mail.decoded).toMatch(new RegExp(`^https://forge\\.example\\.com${path}\\?token=[A-Za-z0-9_-]{43}$`));
  return { mail, token: tokenOf(link!) };
};

describe('sign-up by mail', () => {
  it('register → the mail arrives → its link verifies → login → me → logout → the old token is refused', async () => {
    const app = testApp.app;
    const registered = await call(app, 'POST', '/api/auth/register', { body: registration({ email: ' Ada@Example.COM ' }) });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ message: 'Registration successful! Please check your email to verify your account.' });

    const { mail, token } = await linkIn('ada@example.com', '/verify-email');
    expect(mail.subject).toBe('Verify your email address for The Paint Forge');
    expect(mail.decoded).toContain('Hello Ada,');
    expect(mail.decoded).toContain('The link works for 7 days');

    // Unverified accounts can sign in, and say so.
    expect((await login(app, 'ada@example.com')).user.emailVerified).toBe(false);

    const verified = await call(app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Your email address is verified.' });
    // Single use; opened again, the link says the address is already verified (issue 24), not "invalid".
    expectError(
      await call(app, 'POST', '/api/auth/verify-email', { body: { token } }),
      400,
      'already-verified',
      'Your email address is already verified.',
    );
    expectError(
      await call(app, 'POST', '/api/auth/verify-email', { body: { token: `${token.slice(0, -2)}xx` } }),
      400,
      'invalid-token',
      'This verification link is invalid or has expired.',
    );

    const { token: session, user } = await login(app, 'ADA@example.com');
    expect(authUserSchema.strict().parse(user)).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
      isAdmin: false,
      pendingEmail: null,
      profileImageUrl: null,
    });
    expect(user.lastLoginAt).not.toBeNull();

    const me = await call(app, 'GET', '/api/auth/me', { token: session });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    expect(me.headers['cache-control']).toBe('no-store');

    const loggedOut = await call(app, 'POST', '/api/auth/logout', { token: session });
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.json()).toEqual({ message: 'Logged out' });
    expectError(await call(app, 'GET', '/api/auth/me', { token: session }), 401, 'unauthorized', 'Authentication required');
    expectError(await call(app, 'POST', '/api/auth/logout', { token: session }), 401, 'unauthorized', 'Authentication required');
  });

  it('resends the verification link; the new one works and the old one no longer does', async () => {
    const app = testApp.app;
    await register(app);
    const first = await linkIn('ada@example.com', '/verify-email');
    const { token: session } = await login(app, 'ada@example.com');
    const resent = await call(app, 'POST', '/api/auth/resend-verification', { token: session });
    expect(resent.json()).toEqual({ message: 'Verification email sent. Please check your inbox.' });
    const second = await linkIn('ada@example.com', '/verify-email');
    expect(second.token).not.toBe(first.token);
    expectError(await call(app, 'POST', '/api/auth/verify-email', { body: { token: first.token } }), 400, 'invalid-token');
    expect((await call(app, 'POST', '/api/auth/verify-email', { body: { token: second.token } })).statusCode).toBe(200);
    expectError(
      await call(app, 'POST', '/api/auth/resend-verification', { token: session }),
      400,
      'already-verified',
      'Your email address is already verified.',
    );
  });

  it('makes an ADMIN_EMAILS account an admin when the address is verified, not when it is registered', async () => {
    const app = testApp.app;
    await register(app, { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const { token } = await linkIn('grace@example.com', '/verify-email');
    expect((await login(app, 'grace@example.com')).user.isAdmin).toBe(false);
    await call(app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect((await login(app, 'grace@example.com')).user.isAdmin).toBe(true);
  });
});

describe('password reset by mail', () => {
  it('mails a one-hour, single-use link whose use sets the password, verifies the email and ends every session', async () => {
    const app = testApp.app;
    await register(app);
    await smtp.nextMailTo('ada@example.com');
    const { token: session } = await login(app, 'ada@example.com');

    const asked = await call(app, 'POST', '/api/auth/forgot-password', { body: { email: 'Ada@example.com' } });
    expect(asked.json()).toEqual({ message: 'If an account exists for that email, we have sent a link to reset the password.' });
    const { mail, token } = await linkIn('ada@example.com', '/reset-password');
    expect(mail.subject).toBe('Reset your The Paint Forge password');
    expect(mail.decoded).toContain('The link works for 1 hour and only once');

    const reset = await call(app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'a whole new palette' } });
    expect(reset.json()).toEqual({ message: 'Your password has been reset. You can now log in.' });
    expectError(await call(app, 'GET', '/api/auth/me', { token: session }), 401, 'password-changed'); // Why it ended (issue 33): the device says so and keeps its data.
    expectError(
      await call(app, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'yet another palette' } }),
      400,
      'invalid-token',
      'This reset link is invalid or has expired.',
    );
    expectError(
      await call(app, 'POST', '/api/auth/login', { body: { email: 'ada@example.com', password: strongPassword } }),
      401,
      'invalid-credentials',
    );
    const { user } = await login(app, 'ada@example.com', 'a whole new palette');
    expect(user.emailVerified).toBe(true);
  });

  it('answers an unknown email the same and mails nothing', async () => {
    const asked = await call(testApp.app, 'POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: 'If an account exists for that email, we have sent a link to reset the password.' });
    await expect(smtp.nextMailTo('nobody@example.com', 300)).rejects.toThrow(/No mail/);
  });
});

describe('email change by mail', () => {
  it('mails the new address; following the link moves the email and verifies it', async () => {
    const app = testApp.app;
    await register(app);
    await smtp.nextMailTo('ada@example.com');
    const { token: session } = await login(app, 'ada@example.com');

    const requested = await call(app, 'POST', '/api/auth/request-email-change', {
      token: session,
      body: { newEmail: ' Ada@Lovelace.dev ' },
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ pendingEmail: 'ada@lovelace.dev' });
    expect((await call(app, 'GET', '/api/auth/me', { token: session })).json()).toMatchObject({
      email: 'ada@example.com',
      pendingEmail: 'ada@lovelace.dev',
    });

    const { mail, token } = await linkIn('ada@lovelace.dev', '/confirm-email-change');
    expect(mail.to).toEqual(['ada@lovelace.dev']);
    const confirmed = await call(app, 'POST', '/api/auth/confirm-email-change', { body: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your email address has been changed.' });
    expect((await call(app, 'GET', '/api/auth/me', { token: session })).json()).toMatchObject({
      email: 'ada@lovelace.dev',
      pendingEmail: null,
      emailVerified: true,
    });
    expectError(
      await call(app, 'POST', '/api/auth/confirm-email-change', { body: { token } }),
      400,
      'invalid-token',
      'This email change link is invalid or has expired.',
    );
    expect((await login(app, 'ada@lovelace.dev')).user.email).toBe('ada@lovelace.dev');
    expectError(
      await call(app, 'POST', '/api/auth/login', { body: { email: 'ada@example.com', password: strongPassword } }),
      401,
      'invalid-credentials',
    );
  });

  it('answers 409 for an address another account has, and again if one takes it before the link is followed', async () => {
    const app = testApp.app;
    await register(app);
    await register(app, { email: 'grace@example.com' });
    const { token: session } = await login(app, 'ada@example.com');
    expectError(
      await call(app, 'POST', '/api/auth/request-email-change', { token: session, body: { newEmail: 'GRACE@example.com' } }),
      409,
      'email-exists',
      authMessages.emailExists,
    );

    await call(app, 'POST', '/api/auth/request-email-change', { token: session, body: { newEmail: 'ada@lovelace.dev' } });
    const { token } = await linkIn('ada@lovelace.dev', '/confirm-email-change');
    await register(app, { email: 'ada@lovelace.dev' });
    expectError(
      await call(app, 'POST', '/api/auth/confirm-email-change', { body: { token } }),
      409,
      'email-exists',
      authMessages.emailExists,
    );
  });
});
