import { describe, expect, it } from 'vitest';
import { authMessages } from '@paintforge/sync-protocol';
import { ApiError, NetworkError } from '../data/server/api-client';
import { authErrorText, loginErrorMessage, registerErrorMessage } from './error-text';

const offline = new NetworkError(new TypeError('Failed to fetch'));

describe('loginErrorMessage', () => {
  it('maps codes and statuses to the inline alert texts of spec §8', () => {
    expect(loginErrorMessage(new ApiError(401, 'invalid-credentials', 'Wrong'))).toBe(authErrorText.invalidCredentials);
    expect(loginErrorMessage(new ApiError(401, 'unauthorized', '401: Unauthorized'))).toBe(authErrorText.invalidCredentials);
    expect(loginErrorMessage(offline)).toBe(authErrorText.connection);
    expect(loginErrorMessage(new ApiError(500, 'internal', 'Internal Server Error'))).toBe(authErrorText.server);
    expect(loginErrorMessage(new ApiError(503, 'internal', '503: Service Unavailable'))).toBe(authErrorText.server);
  });

  it('decides on the code, never on the words of the message', () => {
    expect(loginErrorMessage(new ApiError(400, 'bad-request', 'Invalid email or password'))).toBe(authErrorText.loginFailed);
    expect(loginErrorMessage(new Error('server 500 network'))).toBe(authErrorText.loginFailed);
  });

  it('uses the exact spec §8 words', () => {
    expect(authErrorText).toMatchObject({
      invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
      connection: 'Connection error. Please check your internet connection and try again.',
      server: 'Server error. Please try again in a few moments.',
      loginFailed: 'Login failed. Please try again.',
      emailExists: 'An account with this email already exists. Please try logging in instead.',
      invalidEmail: 'Please enter a valid email address.',
      weakPassword: 'Password is too weak. Please choose a stronger password.',
      registrationFailed: 'Registration failed. Please try again.',
    });
  });

  it("shows the server's own rate-limit message on a 429", () => {
    const limited = new ApiError(429, 'rate-limited', 'Too many attempts. Please wait a few minutes and try again.');
    expect(loginErrorMessage(limited)).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('falls back to the default text, including the 404 of a server without the endpoint', () => {
    expect(loginErrorMessage(new ApiError(404, 'not-found', 'Route not found'))).toBe('Login failed. Please try again.');
  });
});

describe('registerErrorMessage', () => {
  it('maps codes, and the refused field of a validation error, to the texts of spec §8', () => {
    expect(registerErrorMessage(new ApiError(409, 'email-exists', 'exists'))).toBe(authErrorText.emailExists);
    expect(registerErrorMessage(new ApiError(400, 'validation', 'whatever the words', 'email'))).toBe(authErrorText.invalidEmail);
    expect(registerErrorMessage(new ApiError(400, 'weak-password', 'weak'))).toBe(authErrorText.weakPassword);
    expect(registerErrorMessage(new ApiError(400, 'validation', 'short', 'password'))).toBe(authErrorText.weakPassword);
    expect(registerErrorMessage(new ApiError(400, 'validation', 'no', 'captchaAnswer'))).toBe(authMessages.captchaWrong);
    expect(registerErrorMessage(offline)).toBe(authErrorText.connection);
    expect(registerErrorMessage(new ApiError(502, 'internal', '502: Bad Gateway'))).toBe(authErrorText.server);
    expect(registerErrorMessage(new ApiError(429, 'rate-limited', 'Too many attempts. Please wait a few minutes and try again.'))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('falls back to the default text, whatever English the message holds', () => {
    expect(registerErrorMessage(new Error('Unexpected'))).toBe(authErrorText.registrationFailed);
    expect(registerErrorMessage(new ApiError(404, 'not-found', 'Route not found'))).toBe(authErrorText.registrationFailed);
    expect(registerErrorMessage(new ApiError(400, 'validation', authMessages.invalidEmail))).toBe(authErrorText.registrationFailed);
    expect(registerErrorMessage(new ApiError(400, 'bad-request', 'email already exists'))).toBe(authErrorText.registrationFailed);
  });
});
