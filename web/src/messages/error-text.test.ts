import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../data/server/api-client';
import { adminMessages } from '@paintforge/sync-protocol/constants';
import { adminActionErrorText, failureDescription, failureText, showcaseFailureText } from './error-text';

describe('failureDescription', () => {
  it('says connection or server for no answer and for failed servers', () => {
    expect(failureDescription(new NetworkError(new TypeError('Failed to fetch')), 'x')).toBe(failureText.connection);
    expect(failureDescription(new ApiError(500, 'internal', 'Internal Server Error'), 'x')).toBe(failureText.server);
    expect(failureDescription(new ApiError(502, 'internal', '502: Bad Gateway'), 'x')).toBe(failureText.server);
  });

  it("words a refused request by its code, never by the server's English, and a code that says no more by the fallback", () => {
    expect(failureDescription(new ApiError(400, 'wrong-password', 'whatever the server wrote'), 'x')).toBe('Current password is incorrect');
    expect(failureDescription(new ApiError(503, 'mail-unavailable', 'The email could not be sent.'), 'x')).toBe(
      'The email could not be sent. Please try again in a few minutes.',
    );
    expect(failureDescription(new ApiError(404, 'not-found', 'This paint is not in the paint database.'), 'Failed to remove')).toBe(
      'Failed to remove',
    );
  });

  it('falls back for anything else, including an error whose English mentions the network', () => {
    expect(failureDescription(new Error('boom'), 'Please try again.')).toBe('Please try again.');
    expect(failureDescription(new TypeError('NetworkError when attempting to fetch resource.'), 'Please try again.')).toBe(
      'Please try again.',
    );
    expect(failureDescription(new ApiError(400, 'bad-request', ''), 'Please try again.')).toBe('Please try again.');
  });
});

describe('adminActionErrorText', () => {
  it('words the refusals by their code, not by the message the server sent', () => {
    const own = new ApiError(409, 'own-account', 'whatever the server said');
    expect(adminActionErrorText('toggle-admin', own)).toBe(adminMessages.ownAdminRight);
    expect(adminActionErrorText('delete-user', own)).toBe(adminMessages.ownAccount);
    expect(adminActionErrorText('toggle-admin', new ApiError(409, 'last-admin', 'x'))).toBe(adminMessages.lastAdmin);
    expect(adminActionErrorText('delete-user', new ApiError(404, 'not-found', 'x'))).toBe(adminMessages.userNotFound);
  });

  it("falls back to spec §8's failure words, and says connection or server for those failures", () => {
    expect(adminActionErrorText('toggle-admin', new Error('boom'))).toBe(adminMessages.toggleFailed);
    expect(adminActionErrorText('delete-user', new Error('boom'))).toBe(adminMessages.deleteFailed);
    expect(adminActionErrorText('delete-user', new NetworkError(new TypeError('Failed to fetch')))).toBe(failureText.connection);
    expect(adminActionErrorText('toggle-admin', new ApiError(500, 'internal', 'x'))).toBe(failureText.server);
  });
});

describe('showcaseFailureText', () => {
  it('says when this network has read too many showcases, apart from a connection or server failure', () => {
    expect(showcaseFailureText(new ApiError(429, 'rate-limited', 'Too many requests. Please wait a moment and try again.'))).toBe(
      'This network has opened many showcases in the last minute. Please try again in a minute.',
    );
    expect(showcaseFailureText(new NetworkError(new TypeError('Failed to fetch')))).toBe(failureText.connection);
    expect(showcaseFailureText(new ApiError(500, 'internal', 'x'))).toBe(failureText.server);
  });
});
