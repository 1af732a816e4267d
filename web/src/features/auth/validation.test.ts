import { describe, expect, it } from 'vitest';
import { isValidEmail, validateLogin, validateRegister } from './validation';

describe('isValidEmail', () => {
  it.each(['painter@example.com', 'first.last+minis@sub.example.co.uk', ' spaced@example.com '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'painter', 'painter@', '@example.com', 'painter@example', 'two words@example.com', 'a..b@example.com'])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('validateRegister', () => {
  it('gives the spec messages for every empty field', () => {
    expect(validateRegister({ email: '', password: '', firstName: '', lastName: '', captchaAnswer: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      captchaAnswer: 'Please solve the captcha',
    });
  });

  it('accepts a complete form, with a password of exactly 8 characters', () => {
    expect(validateRegister({ email: 'a@b.co', password: '12345678', firstName: 'Ada', lastName: 'L', captchaAnswer: '7' })).toEqual({});
    expect(validateRegister({ email: 'a@b.co', password: '1234567', firstName: 'Ada', lastName: 'L', captchaAnswer: '7' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('validateLogin', () => {
  it('needs a valid email and any password', () => {
    expect(validateLogin({ email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});
