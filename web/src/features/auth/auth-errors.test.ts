import { describe, expect, it } from 'vitest';
import { authMessages } from '@paintforge/sync-protocol';
import { ApiError, NetworkError } from '../../data/api-client';
import { authErrorText, loginErrorMessage, registerErrorMessage } from './auth-errors';

describe('loginErrorMessage', () => {
  it('maps answers to the inline alert texts of spec §8', () => {
    expect(loginErrorMessage(new ApiError(401, 'invalid-credentials', 'Invalid email or password'))).toBe(authErrorText.invalidCredentials);
    expect(loginErrorMessage(new ApiError(400, 'bad-request', 'Invalid email or password'))).toBe(authErrorText.invalidCredentials);
    expect(loginErrorMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe(authErrorText.connection);
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(authErrorText.connection);
    expect(loginErrorMessage(new ApiError(500, 'internal', 'Internal Server Error'))).toBe(authErrorText.server);
    expect(loginErrorMessage(new ApiError(503, '503', '503: Service Unavailable'))).toBe(authErrorText.server);
  });

  it('uses the exact spec §8 words', () => {
    expect(authErrorText).toMatchObject({
      invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
      connection: 'Connection error. Please check your internet connection and try again.',
      server: 'Server error. Please try again in a few moments.',
      loginFailed: 'Login failed. Please try again.',
    });
  });

  it("shows the server's own rate-limit message on a 429", () => {
    const limited = new ApiError(429, 'rate-limited', 'Too many attempts. Please wait a few minutes and try again.');
    expect(loginErrorMessage(limited)).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('falls back to the default text, including the 404 of a server without the endpoint yet', () => {
    expect(loginErrorMessage(new ApiError(404, 'not-found', 'Route not found'))).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(new Error('Unexpected login answer'))).toBe('Login failed. Please try again.');
  });
});

describe('registerErrorMessage', () => {
  it('maps answers to the texts of spec §8', () => {
    expect(registerErrorMessage(new ApiError(409, 'email-exists', 'An account with this email already exists'))).toBe(authErrorText.emailExists);
    expect(registerErrorMessage(new ApiError(400, 'invalid-email', 'Invalid email'))).toBe('Please enter a valid email address.');
    expect(registerErrorMessage(new ApiError(400, 'weak-password', 'Password is too weak'))).toBe(authErrorText.weakPassword);
    expect(registerErrorMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe(authErrorText.connection);
    expect(registerErrorMessage(new ApiError(500, 'internal', 'Internal Server Error'))).toBe(authErrorText.server);
  });

  it('uses the exact spec §8 words, for the contract answers too', () => {
    expect(registerErrorMessage(new ApiError(409, 'email-exists', authMessages.emailExists))).toBe(
      'An account with this email already exists. Please try logging in instead.',
    );
    expect(registerErrorMessage(new ApiError(400, 'validation', authMessages.invalidEmail))).toBe('Please enter a valid email address.');
    expect(registerErrorMessage(new ApiError(400, 'weak-password', authMessages.weakPassword))).toBe(
      'Password is too weak. Please choose a stronger password.',
    );
    expect(registerErrorMessage(new TypeError('Failed to fetch'))).toBe('Connection error. Please check your internet connection and try again.');
    expect(registerErrorMessage(new ApiError(502, '502', '502: Bad Gateway'))).toBe('Server error. Please try again in a few moments.');
    expect(registerErrorMessage(new ApiError(400, 'validation', authMessages.captchaWrong))).toBe(authMessages.captchaWrong);
    expect(registerErrorMessage(new ApiError(429, 'rate-limited', 'Too many attempts. Please wait a few minutes and try again.'))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('falls back to the default text', () => {
    expect(registerErrorMessage(new Error('Unexpected'))).toBe('Registration failed. Please try again.');
    expect(registerErrorMessage(new ApiError(404, 'not-found', 'Route not found'))).toBe('Registration failed. Please try again.');
    expect(registerErrorMessage(new ApiError(400, 'captcha', 'Incorrect captcha answer'))).toBe('Registration failed. Please try again.');
  });
});
