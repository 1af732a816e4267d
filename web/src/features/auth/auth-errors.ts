import { ApiError, NetworkError } from '../../data/api-client';

/** The inline alert texts of spec §8 for a failed login or registration. */
export const authErrorText = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  connection: 'Connection error. Please check your internet connection and try again.',
  server: 'Server error. Please try again in a few moments.',
  loginFailed: 'Login failed. Please try again.',
  emailExists: 'An account with this email already exists. Please try logging in instead.',
  invalidEmail: 'Please enter a valid email address.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  registrationFailed: 'Registration failed. Please try again.',
} as const;

function describe(error: unknown): { status: number | null; text: string; network: boolean } {
  if (error instanceof ApiError) return { status: error.status, text: `${error.code} ${error.message}`.toLowerCase(), network: false };
  if (error instanceof NetworkError) return { status: null, text: error.message.toLowerCase(), network: true };
  const text = error instanceof Error ? error.message.toLowerCase() : String(error).toLowerCase();
  return { status: null, text, network: error instanceof TypeError || /network|fetch/.test(text) };
}

const isServerError = (status: number | null, text: string) => (status !== null && status >= 500) || /\bserver\b|\b500\b/.test(text);

export function loginErrorMessage(error: unknown): string {
  const { status, text, network } = describe(error);
  if (status === 401 || /invalid email or password|invalid[-_ ]credentials/.test(text)) return authErrorText.invalidCredentials;
  if (network) return authErrorText.connection;
  if (isServerError(status, text)) return authErrorText.server;
  return authErrorText.loginFailed;
}

export function registerErrorMessage(error: unknown): string {
  const { status, text, network } = describe(error);
  if (status === 409 || /already exists|email[-_ ]exists|email[-_ ]taken/.test(text)) return authErrorText.emailExists;
  if (/invalid[-_ ]email/.test(text)) return authErrorText.invalidEmail;
  if (/weak[-_ ]password|password is too weak|too weak/.test(text)) return authErrorText.weakPassword;
  if (network) return authErrorText.connection;
  if (isServerError(status, text)) return authErrorText.server;
  return authErrorText.registrationFailed;
}
