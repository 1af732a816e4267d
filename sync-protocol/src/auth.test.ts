import { describe, expect, it } from 'vitest';
import {
  authMessages,
  fieldErrors,
  loginRequestSchema,
  passwordChangeRequestSchema,
  profileImageRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth.js';

const validRegistration = {
  email: ' Ada@Example.com ',
  password: 'correct horse',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  captchaAnswer: 12,
  captchaExpectedAnswer: 12,
};

describe('register', () => {
  it('trims names and emails, lower-cases the email, and never trims the password', () => {
    const parsed = registerRequestSchema.parse({ ...validRegistration, password: '  spaced  ' });
    expect(parsed).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', password: '  spaced  ' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', authMessages.invalidEmail],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'password', authMessages.passwordMax],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ captchaAnswer: undefined }, 'captchaAnswer', 'Please solve the captcha'],
    [{ captchaAnswer: 13 }, 'captchaAnswer', authMessages.captchaWrong],
  ])('%o → %s: %s', (change, field, message) => {
    const result = registerRequestSchema.safeParse({ ...validRegistration, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(message);
  });
});

describe('login, reset and password change', () => {
  it('asks for a password and a valid email', () => {
    const result = loginRequestSchema.safeParse({ email: 'x', password: '' });
    expect(result.success || fieldErrors(result.error)).toEqual({ email: authMessages.invalidEmail, password: 'Password is required' });
  });

  it('requires a reset token and a new password of 8', () => {
    const result = resetPasswordRequestSchema.safeParse({ token: '', newPassword: 'short' });
    expect(result.success || fieldErrors(result.error)).toEqual({
      token: 'Reset token is required',
      newPassword: 'Password must be at least 8 characters',
    });
  });

  it('wants 6 characters on change and a matching confirmation', () => {
    const short = passwordChangeRequestSchema.safeParse({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' });
    expect(short.success || fieldErrors(short.error).newPassword).toBe('New password must be at least 6 characters');
    const mismatch = passwordChangeRequestSchema.safeParse({ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdeg' });
    expect(mismatch.success || fieldErrors(mismatch.error).confirmPassword).toBe("New passwords don't match");
  });
});

describe('profile image', () => {
  it('takes a JPEG data URL only', () => {
    expect(profileImageRequestSchema.safeParse({ profileImageUrl: 'data:image/jpeg;base64,/9j/4AAQ' }).success).toBe(true);
    expect(profileImageRequestSchema.safeParse({ profileImageUrl: 'data:image/png;base64,iVBOR' }).success).toBe(false);
    expect(profileImageRequestSchema.safeParse({ profileImageUrl: 'https://example.com/a.jpg' }).success).toBe(false);
  });
});
