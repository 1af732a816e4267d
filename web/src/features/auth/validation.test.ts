import { describe, expect, it } from 'vitest';
import {
  authMessages,
  fieldErrors,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@paintforge/sync-protocol';
import { captchaNumber, emptyRegisterValues, registerInput } from './validation';

// The forms validate with the shared schemas; these pin the messages each form shows (spec §5).
function errorsOf(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe('register form', () => {
  it('gives the spec messages for every empty field', () => {
    expect(errorsOf(registerRequestSchema, registerInput(emptyRegisterValues, 12))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      captchaAnswer: 'Please solve the captcha',
    });
  });

  it('sends numbers, accepts exactly 8 characters and flags a wrong captcha answer', () => {
    const values = { email: ' Ada@Example.com ', password: '12345678', firstName: 'Ada', lastName: 'L', captchaAnswer: ' 12 ' };
    const parsed = registerRequestSchema.safeParse(registerInput(values, 12));
    expect(parsed.success && parsed.data).toEqual({
      email: 'ada@example.com',
      password: '12345678',
      firstName: 'Ada',
      lastName: 'L',
      captchaAnswer: 12,
      captchaExpectedAnswer: 12,
    });
    expect(errorsOf(registerRequestSchema, registerInput({ ...values, password: '1234567' }, 12))).toEqual({
      password: authMessages.passwordMin,
    });
    expect(errorsOf(registerRequestSchema, registerInput(values, 13))).toEqual({ captchaAnswer: authMessages.captchaWrong });
  });

  it('reads the captcha answer as a number, blank as unanswered', () => {
    expect(captchaNumber(' 42 ')).toBe(42);
    expect(captchaNumber('   ')).toBeUndefined();
    expect(captchaNumber('abc')).toBeNaN();
    expect(errorsOf(registerRequestSchema, registerInput({ ...emptyRegisterValues, captchaAnswer: 'abc' }, 3)).captchaAnswer).toBe(
      authMessages.captchaRequired,
    );
  });
});

describe('login, forgot and reset forms', () => {
  it('need a valid email and any password', () => {
    expect(errorsOf(loginRequestSchema, { email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(errorsOf(loginRequestSchema, { email: 'a@b.co', password: ' ' })).toEqual({});
    expect(errorsOf(forgotPasswordRequestSchema, { email: 'a@b' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('reset needs the token and a new password of at least 8 characters', () => {
    expect(errorsOf(resetPasswordRequestSchema, { token: '', newPassword: 'short' })).toEqual({
      token: 'Reset token is required',
      newPassword: 'Password must be at least 8 characters',
    });
  });
});
