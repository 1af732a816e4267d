import { describe, expect, it } from 'vitest';
import { authMessages, illFormedTextMessage, authUserSchema, profileImageMaxBytes } from '@paintforge/sync-protocol';
import {
  argon2ParametersOf,
  call,
  expectError,
  login,
  register,
  registration,
  signedUp,
  strongPassword,
  tokenOf,
  useAccountsTestApp,
} from '../../testing/accounts.js';
import { testJpeg } from '@paintforge/sync-protocol/test-photos';

const accounts = useAccountsTestApp();
const app = () => accounts.testApp.app;
const validation = (message: string) => ['validation', message] as const;

describe('POST /api/auth/register', () => {
  it.each([
    [{ email: 'not-an-email' }, ...validation(authMessages.invalidEmail)],
    [{ email: undefined }, ...validation(authMessages.invalidEmail)],
    [{ password: 'short' }, ...validation('Password must be at least 8 characters')],
    [{ password: 'x'.repeat(129) }, ...validation(authMessages.passwordMax)],
    [{ firstName: '  ' }, ...validation('First name is required')],
    [{ lastName: '' }, ...validation('Last name is required')],
    [{ captchaAnswer: undefined }, ...validation('Please solve the captcha')],
    [{ captchaAnswer: 41 }, ...validation(authMessages.captchaWrong)],
    [{ password: 'password123' }, 'weak-password', authMessages.weakPassword],
    [{ password: 'PassWord123' }, 'weak-password', authMessages.weakPassword],
    [{ password: 'qwertyuiop' }, 'weak-password', authMessages.weakPassword],
    [{ password: 'zzzzzzzzzzzz' }, 'weak-password', authMessages.weakPassword],
    [{ email: 'ada.lovelace@example.com', password: 'Ada.Lovelace' }, 'weak-password', authMessages.weakPassword],
  ])('%o → 400 %s: %s', async (change, error, message) => {
    expectError(await call(app(), 'POST', '/api/auth/register', { body: registration(change) }), 400, error, message);
    expect(await accounts.db.selectFrom('user').select('id').execute()).toEqual([]);
  });

  it('answers 409 for an email that has an account, whatever its case', async () => {
    await register(app());
    expectError(
      await call(app(), 'POST', '/api/auth/register', { body: registration({ email: 'ADA@example.com' }) }),
      409,
      'email-exists',
      authMessages.emailExists,
    );
  });

  it('stores the email lower-cased, the names trimmed, the password as an argon2id hash, and only a hash of the link token', async () => {
    await register(app(), { email: ' Ada@Example.com ', firstName: '  Ada ' });
    const row = await accounts.db.selectFrom('user').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', emailVerified: 0, isAdmin: 0 });
    expect(argon2ParametersOf(row.passwordHash)).toEqual({ type: 'argon2id', v: 19, m: 1024, t: 2, p: 1 });
    const token = tokenOf(accounts.testApp.mailer.lastTo('ada@example.com').link);
    expect(row.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.verificationToken).not.toBe(token);
    const days = (Date.parse(row.verificationExpiry!) - Date.parse(row.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
  });

  it('never trims a password', async () => {
    await register(app(), { password: '  spaced palette  ' });
    expectError(
      await call(app(), 'POST', '/api/auth/login', { body: { email: 'ada@example.com', password: 'spaced palette' } }),
      401,
      'invalid-credentials',
    );
    expect((await login(app(), 'ada@example.com', '  spaced palette  ')).user.email).toBe('ada@example.com');
  });
});

describe('POST /api/auth/login', () => {
  it.each([
    [{ email: 'nope', password: 'x' }, authMessages.invalidEmail],
    [{ email: 'ada@example.com', password: '' }, 'Password is required'],
    [{ email: 'ada@example.com' }, 'Password is required'],
  ])('%o → 400 %s', async (body, message) => {
    expectError(await call(app(), 'POST', '/api/auth/login', { body }), 400, 'validation', message);
  });

  it('answers 401 "Invalid email or password" for a wrong password, and records the last login on success', async () => {
    await register(app());
    expectError(
      await call(app(), 'POST', '/api/auth/login', { body: { email: 'ada@example.com', password: 'not the password' } }),
      401,
      'invalid-credentials',
      'Invalid email or password',
    );
    expect((await accounts.db.selectFrom('user').select('lastLoginAt').executeTakeFirstOrThrow()).lastLoginAt).toBeNull();
    const { user } = await login(app(), 'ada@example.com');
    expect((await accounts.db.selectFrom('user').select('lastLoginAt').executeTakeFirstOrThrow()).lastLoginAt).toBe(user.lastLoginAt);
  });

  it('makes one session row per login, with the user agent', async () => {
    await register(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.9.9',
      headers: { 'user-agent': 'Brush/1.0' },
      payload: { email: 'ada@example.com', password: strongPassword },
    });
    expect(response.statusCode).toBe(200);
    const [session] = await accounts.db.selectFrom('session').selectAll().execute();
    expect(session).toMatchObject({ userAgent: 'Brush/1.0' });
    expect(session!.lastUsedAt).toBe(session!.createdAt);
    expect((Date.parse(session!.expiresAt) - Date.parse(session!.createdAt)) / 86_400_000).toBeCloseTo(30, 5);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('requires a token, and refuses an unknown or expired one', async () => {
    expectError(
      await call(app(), 'POST', '/api/auth/verify-email', { body: { token: ' ' } }),
      400,
      'validation',
      'Verification token is required',
    );
    expectError(
      await call(app(), 'POST', '/api/auth/verify-email', { body: { token: 'x'.repeat(43) } }),
      400,
      'invalid-token',
      'This verification link is invalid or has expired.',
    );
    await register(app());
    await accounts.db
      .updateTable('user')
      .set({ verificationExpiry: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const token = tokenOf(accounts.testApp.mailer.lastTo('ada@example.com').link);
    expectError(
      await call(app(), 'POST', '/api/auth/verify-email', { body: { token } }),
      400,
      'invalid-token',
      'This verification link is invalid or has expired.',
    );
  });
});

describe('POST /api/auth/reset-password', () => {
  const askForLink = async () => {
    await call(app(), 'POST', '/api/auth/forgot-password', { body: { email: 'ada@example.com' } });
    return tokenOf(accounts.testApp.mailer.lastTo('ada@example.com').link);
  };

  it.each([
    [{ token: '', newPassword: 'long enough' }, 'Reset token is required'],
    [{ newPassword: 'long enough' }, 'Reset token is required'],
    [{ token: 'abc', newPassword: 'short' }, 'Password must be at least 8 characters'],
  ])('%o → 400 %s', async (body, message) => {
    expectError(await call(app(), 'POST', '/api/auth/reset-password', { body }), 400, 'validation', message);
  });

  it('refuses an expired link (one hour)', async () => {
    await register(app());
    const token = await askForLink();
    const row = await accounts.db.selectFrom('user').select(['passwordResetExpiry', 'updatedAt']).executeTakeFirstOrThrow();
    expect((Date.parse(row.passwordResetExpiry!) - Date.parse(row.updatedAt)) / 60_000).toBeCloseTo(60, 5);
    await accounts.db
      .updateTable('user')
      .set({ passwordResetExpiry: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expectError(
      await call(app(), 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'a whole new palette' } }),
      400,
      'invalid-token',
      'This reset link is invalid or has expired.',
    );
  });

  it('refuses a weak password without using up the link, and a newer link replaces an older one', async () => {
    await register(app());
    const older = await askForLink();
    const token = await askForLink();
    expectError(
      await call(app(), 'POST', '/api/auth/reset-password', { body: { token: older, newPassword: 'a whole new palette' } }),
      400,
      'invalid-token',
    );
    expectError(
      await call(app(), 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'password1' } }),
      400,
      'weak-password',
      authMessages.weakPassword,
    );
    expect(
      (await call(app(), 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'a whole new palette' } })).statusCode,
    ).toBe(200);
    expectError(
      await call(app(), 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'a whole new palette' } }),
      400,
      'invalid-token',
    );
  });
});

describe('PATCH /api/auth/profile', () => {
  it('updates the names (trimmed) and answers the user', async () => {
    const { token } = await signedUp(app());
    const response = await call(app(), 'PATCH', '/api/auth/profile', { token, body: { firstName: ' Augusta ', lastName: 'King' } });
    expect(response.statusCode).toBe(200);
    expect(authUserSchema.strict().parse(response.json())).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
  });

  it.each([
    [{ firstName: '', lastName: 'King' }, 'First name is required'],
    [{ firstName: 'Ada', lastName: ' ' }, 'Last name is required'],
    [{ firstName: 'Ada', lastName: 'x'.repeat(101) }, authMessages.nameTooLong],
    // A lone surrogate would come back as U+FFFD from the database: refused, never silently rewritten.
    [{ firstName: 'Ada\uD800', lastName: 'King' }, illFormedTextMessage],
    [{ firstName: 'Ada', lastName: '\uDC00King' }, illFormedTextMessage],
  ])('%o → 400 %s', async (body, message) => {
    const { token } = await signedUp(app());
    expectError(await call(app(), 'PATCH', '/api/auth/profile', { token, body }), 400, 'validation', message);
  });

  it('answers 401 without a session, before looking at the body', async () => {
    expectError(
      await call(app(), 'PATCH', '/api/auth/profile', { body: { firstName: '' } }),
      401,
      'unauthorized',
      'Authentication required',
    );
  });
});

describe('POST /api/auth/request-email-change', () => {
  it('wants a valid email, other than the current one', async () => {
    const { token } = await signedUp(app());
    expectError(
      await call(app(), 'POST', '/api/auth/request-email-change', { token, body: { newEmail: 'nope' } }),
      400,
      'validation',
      'Valid email is required',
    );
    expectError(
      await call(app(), 'POST', '/api/auth/request-email-change', { token, body: { newEmail: 'ADA@example.com' } }),
      400,
      'same-email',
    );
  });

  it('refuses a link after 24 hours', async () => {
    const { token } = await signedUp(app());
    await call(app(), 'POST', '/api/auth/request-email-change', { token, body: { newEmail: 'ada@lovelace.dev' } });
    const link = tokenOf(accounts.testApp.mailer.lastTo('ada@lovelace.dev').link);
    const row = await accounts.db.selectFrom('user').select(['emailChangeExpiry', 'updatedAt']).executeTakeFirstOrThrow();
    expect((Date.parse(row.emailChangeExpiry!) - Date.parse(row.updatedAt)) / 3_600_000).toBeCloseTo(24, 5);
    await accounts.db
      .updateTable('user')
      .set({ emailChangeExpiry: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expectError(
      await call(app(), 'POST', '/api/auth/confirm-email-change', { body: { token: link } }),
      400,
      'invalid-token',
      'This email change link is invalid or has expired.',
    );
    expectError(
      await call(app(), 'POST', '/api/auth/confirm-email-change', { body: {} }),
      400,
      'validation',
      'Verification token is required',
    );
  });
});

describe('PATCH /api/auth/password', () => {
  const change = (token: string, body: object) => call(app(), 'PATCH', '/api/auth/password', { token, body });

  it.each([
    [{ newPassword: 'abcdefg', confirmPassword: 'abcdefg' }, 'Current password is required'],
    [{ currentPassword: strongPassword, newPassword: 'abcde', confirmPassword: 'abcde' }, 'New password must be at least 6 characters'],
    [{ currentPassword: strongPassword, newPassword: 'abcdefg' }, 'Please confirm your new password'],
    [{ currentPassword: strongPassword, newPassword: 'abcdefg', confirmPassword: 'abcdefh' }, "New passwords don't match"],
  ])('%o → 400 %s', async (body, message) => {
    const { token } = await signedUp(app());
    expectError(await change(token, body), 400, 'validation', message);
  });

  it('answers 400 "Current password is incorrect" for a wrong current password, and refuses a weak new one', async () => {
    const { token } = await signedUp(app());
    expectError(
      await change(token, { currentPassword: 'not it at all', newPassword: 'sable brush', confirmPassword: 'sable brush' }),
      400,
      'wrong-password',
      'Current password is incorrect',
    );
    expectError(
      await change(token, { currentPassword: strongPassword, newPassword: '111111', confirmPassword: '111111' }),
      400,
      'weak-password',
      authMessages.weakPassword,
    );
  });

  it('sets the new password and ends every other session, not the caller’s', async () => {
    const { token: laptop } = await signedUp(app());
    const { token: phone } = await login(app(), 'ada@example.com');
    const changed = await change(laptop, { currentPassword: strongPassword, newPassword: 'sable brush', confirmPassword: 'sable brush' });
    expect(changed.json()).toEqual({ message: 'Password updated' });
    expect((await call(app(), 'GET', '/api/auth/me', { token: laptop })).statusCode).toBe(200);
    expectError(await call(app(), 'GET', '/api/auth/me', { token: phone }), 401, 'password-changed');
    await login(app(), 'ada@example.com', 'sable brush');
  });
});

describe('PATCH and DELETE /api/auth/profile-image', () => {
  const jpeg = (bytes: number) => `data:image/jpeg;base64,${Buffer.from(testJpeg(0x41, bytes)).toString('base64')}`;
  const setImage = (token: string, profileImageUrl: unknown) =>
    call(app(), 'PATCH', '/api/auth/profile-image', { token, body: { profileImageUrl } });

  it('stores a JPEG up to 5MB and answers the user; DELETE removes it', async () => {
    const { token } = await signedUp(app());
    const small = jpeg(2000);
    const set = await setImage(token, small);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ profileImageUrl: small });
    expect((await setImage(token, jpeg(profileImageMaxBytes))).statusCode).toBe(200);
    const removed = await call(app(), 'DELETE', '/api/auth/profile-image', { token });
    expect(removed.json()).toMatchObject({ profileImageUrl: null });
  });

  it.each([
    ['a PNG data URL', 'data:image/png;base64,iVBORw0KGgo=', 'validation'],
    ['an empty string', '', 'validation'],
    ['a web address', 'https://example.com/me.jpg', 'validation'],
    ['a number', 42, 'validation'],
    [
      'PNG bytes claiming to be JPEG',
      `data:image/jpeg;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]).toString('base64')}`,
      'invalid-image',
    ],
    ['a JPEG one byte over 5MB', 'over', 'invalid-image'],
  ])('refuses %s', async (_name, value, error) => {
    const { token } = await signedUp(app());
    expectError(
      await setImage(token, value === 'over' ? jpeg(profileImageMaxBytes + 1) : value),
      400,
      error,
      authMessages.profileImageInvalid,
    );
    expect((await call(app(), 'GET', '/api/auth/me', { token })).json()).toMatchObject({ profileImageUrl: null });
  });
});

describe('DELETE /api/auth/account', () => {
  it('asks for the password, refuses a wrong one, then deletes the account with everything it owns', async () => {
    const { token, user } = await signedUp(app());
    expectError(await call(app(), 'DELETE', '/api/auth/account', { token, body: {} }), 400, 'validation', 'Password is required');
    expectError(
      await call(app(), 'DELETE', '/api/auth/account', { token, body: { password: 'not it at all' } }),
      400,
      'wrong-password',
      'Current password is incorrect',
    );

    const now = new Date().toISOString();
    await accounts.db
      .insertInto('paint')
      .values({ id: 'p1', name: 'Mine', brand: 'Citadel', color: '#000000', type: 'Base', userId: user.id, createdAt: now, updatedAt: now })
      .execute();
    await accounts.db
      .insertInto('project')
      .values({ id: 'pr1', name: 'Knight', userId: user.id, createdAt: now, updatedAt: now })
      .execute();
    await accounts.db
      .insertInto('feedback')
      .values({ id: 'f1', userId: user.id, subject: 'Hi', message: 'Long enough text', createdAt: now, updatedAt: now })
      .execute();
    await signedUp(app(), 'grace@example.com');

    const deleted = await call(app(), 'DELETE', '/api/auth/account', { token, body: { password: strongPassword } });
    expect(deleted.json()).toEqual({ message: 'Your account has been deleted.' });
    expectError(await call(app(), 'GET', '/api/auth/me', { token }), 401, 'unauthorized');
    expectError(
      await call(app(), 'POST', '/api/auth/login', { body: { email: 'ada@example.com', password: strongPassword } }),
      401,
      'invalid-credentials',
    );
    for (const table of ['session', 'paint', 'project', 'feedback'] as const) {
      expect(await accounts.db.selectFrom(table).select('userId').where('userId', '=', user.id).execute(), table).toEqual([]);
    }
    expect(await accounts.db.selectFrom('user').select('email').execute()).toEqual([{ email: 'grace@example.com' }]);
  });
});

describe('every route that needs a session', () => {
  it.each([
    ['POST', '/api/auth/logout'],
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/resend-verification'],
    ['PATCH', '/api/auth/profile'],
    ['POST', '/api/auth/request-email-change'],
    ['PATCH', '/api/auth/password'],
    ['PATCH', '/api/auth/profile-image'],
    ['DELETE', '/api/auth/profile-image'],
    ['DELETE', '/api/auth/account'],
  ] as const)('%s %s answers 401 without one', async (method, url) => {
    expectError(await call(app(), method, url), 401, 'unauthorized', 'Authentication required');
  });
});
