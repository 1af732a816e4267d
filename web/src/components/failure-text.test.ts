import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../data/api-client';
import { failureDescription, failureText } from './failure-text';

describe('failureDescription', () => {
  it('says connection or server for no answer and for failed servers', () => {
    expect(failureDescription(new NetworkError(new TypeError('Failed to fetch')), 'x')).toBe(failureText.connection);
    expect(failureDescription(new TypeError('NetworkError when attempting to fetch resource.'), 'x')).toBe(failureText.connection);
    expect(failureDescription(new ApiError(500, 'internal', 'Internal Server Error'), 'x')).toBe(failureText.server);
  });

  it("shows the server's words for a refused request and for a failure explained to people", () => {
    expect(failureDescription(new ApiError(400, 'wrong-password', 'Current password is incorrect'), 'x')).toBe('Current password is incorrect');
    expect(failureDescription(new ApiError(503, 'mail-unavailable', 'The email could not be sent.'), 'x')).toBe('The email could not be sent.');
  });

  it('falls back for anything else', () => {
    expect(failureDescription(new Error('boom'), 'Please try again.')).toBe('Please try again.');
    expect(failureDescription(new ApiError(400, 'x', ''), 'Please try again.')).toBe('Please try again.');
  });
});
