import { authMessages } from '@paintforge/sync-protocol';
import { ApiError } from '../../plugins/api-error.js';

/**
 * The answers of /api/auth/* that only the server says (docs/accounts-api.md). The rules and the messages both
 * sides show live in sync-protocol/src/auth.ts (authMessages) and are used from there, never restated.
 */
export const accountMessages = {
  registered: 'Registration successful! Please check your email to verify your account.',
  loggedOut: 'Logged out',
  emailVerified: 'Your email address is verified.',
  verificationSent: 'Verification email sent. Please check your inbox.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset. You can now log in.',
  emailChanged: 'Your email address has been changed.',
  passwordUpdated: 'Password updated',
  accountDeleted: 'Your account has been deleted.',
} as const;

export const accountErrors = {
  emailExists: () => new ApiError(409, 'email-exists', authMessages.emailExists),
  weakPassword: () => new ApiError(400, 'weak-password', authMessages.weakPassword),
  invalidCredentials: () => new ApiError(401, 'invalid-credentials', authMessages.invalidCredentials),
  invalidVerificationLink: () => new ApiError(400, 'invalid-token', 'This verification link is invalid or has expired.'),
  invalidResetLink: () => new ApiError(400, 'invalid-token', 'This reset link is invalid or has expired.'),
  invalidEmailChangeLink: () => new ApiError(400, 'invalid-token', 'This email change link is invalid or has expired.'),
  alreadyVerified: () => new ApiError(400, 'already-verified', 'Your email address is already verified.'),
  wrongPassword: () => new ApiError(400, 'wrong-password', 'Current password is incorrect'),
  invalidImage: () => new ApiError(400, 'invalid-image', authMessages.profileImageInvalid),
  sameEmail: () => new ApiError(400, 'same-email', 'This is already the email address of your account.'),
  mailUnavailable: () => new ApiError(503, 'mail-unavailable', 'The email could not be sent. Please try again in a few minutes.'),
} as const;
