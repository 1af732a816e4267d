import { authMessages } from '@paintforge/sync-protocol';
import { ApiError } from '../../data/api-client';
import { failureText, isConnectionFailure } from '../../components/failure-text';

/** The inline alert texts of spec §8 for a failed login or registration. */
export const authErrorText = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  connection: failureText.connection,
  server: failureText.server,
  loginFailed: 'Login failed. Please try again.',
  emailExists: authMessages.emailExists,
  invalidEmail: 'Please enter a valid email address.',
  weakPassword: authMessages.weakPassword,
  registrationFailed: 'Registration failed. Please try again.',
} as const;

function describe(error: unknown): { status: number | null; text: string; network: boolean } {
  const network = isConnectionFailure(error);
  if (error instanceof ApiError) return { status: error.status, text: `${error.code} ${error.message}`.toLowerCase(), network };
  const text = error instanceof Error ? error.message.toLowerCase() : String(error).toLowerCase();
  return { status: null, text, network };
}

const isServerError = (status: number | null, text: string) => (status !== null && status >= 500) || /\bserver\b|\b500\b/.test(text);

/** Spec §8, login. A 429 shows the server's own words (how long to wait). */
export function loginErrorMessage(error: unknown): string {
  const { status, text, network } = describe(error);
  if (status === 429 && error instanceof ApiError) return error.message;
  if (status === 401 || /invalid email or password|invalid[-_ ]credentials/.test(text)) return authErrorText.invalidCredentials;
  if (network) return authErrorText.connection;
  if (isServerError(status, text)) return authErrorText.server;
  return authErrorText.loginFailed;
}

/** Spec §8, register. A 429 shows the server's words, and a wrong captcha says so (the form asks a new one). */
export function registerErrorMessage(error: unknown): string {
  const { status, text, network } = describe(error);
  if (status === 429 && error instanceof ApiError) return error.message;
  if (status === 409 || /already exists|email[-_ ]exists|email[-_ ]taken/.test(text)) return authErrorText.emailExists;
  if (/invalid[-_ ]email|valid email/.test(text)) return authErrorText.invalidEmail;
  if (/weak[-_ ]password|password is too weak|too weak/.test(text)) return authErrorText.weakPassword;
  if (error instanceof ApiError && error.message === authMessages.captchaWrong) return authMessages.captchaWrong;
  if (network) return authErrorText.connection;
  if (isServerError(status, text)) return authErrorText.server;
  return authErrorText.registrationFailed;
}
