import { ApiError, apiRequest, NetworkError } from '../server/api-client';
import { expireSession, getAuthState, getAuthToken, parseUser, signOut, updateStoredUser, type SessionUser } from './auth-state';
import { accountLanguage } from '../../i18n/switch-language';
import { deleteUserDatabases, forgetSyncUser, rememberedSyncUser, userDatabaseName } from '../collection/local-data';

/** Spec §8: what a failed current-user call (other than a 401) raises. */
export const fetchUserFailedMessage = 'Failed to fetch user';

/** True when the browser knows it has no network; a request would only fail (and log an error). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The current user from `GET /api/auth/me` (spec §7): the user, or null when the server answers 401 (spec §7:
 * "a 401 answer gives an absent result"). No answer at all rethrows the NetworkError; any other failure raises
 * 'Failed to fetch user' (spec §8).
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  let answer: unknown;
  try {
    answer = await apiRequest<unknown>('GET', '/api/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (error instanceof NetworkError) throw error;
    throw new Error(fetchUserFailedMessage, { cause: error });
  }
  const user = parseUser(answer);
  if (!user) throw new Error(fetchUserFailedMessage);
  return user;
}

/**
 * What the start-up check found: `current` (the stored user was refreshed), `expired` (the server refused the
 * session: the credentials were cleared, local data kept), `offline` (no answer: the last known user stays signed
 * in), `failed` (the server failed: the user stays signed in), or `signed-out` (no session to check).
 */
export type SessionCheck = 'current' | 'expired' | 'offline' | 'failed' | 'signed-out';

/**
 * Confirms the stored session with the server (spec §4: authentication is judged by the current-user call) and
 * refreshes the stored user. Only a 401 ends the session, and then only the credentials are cleared: the painter's
 * local data and unsent changes stay for after the next sign-in (sync design §6).
 */
export async function verifySession(): Promise<SessionCheck> {
  const token = getAuthToken();
  if (!token) return 'signed-out';
  // Known to be offline: keep the last known user and spare the request (and the console's failed-load line).
  if (isOffline()) return 'offline';
  try {
    const user = await fetchCurrentUser();
    if (!user) {
      expireSession(token);
      return 'expired';
    }
    // A sign-out or another sign-in while the request was out wins over this answer.
    if (getAuthToken() === token) {
      updateStoredUser(user);
      // Issue 38: the language the painter chose on another device becomes this one's, or this device's unsent choice
      // goes to the account (lazy, not on the first download).
      void accountLanguage().then(({ followAccountLanguage }) => followAccountLanguage(user));
    }
    return 'current';
  } catch (error) {
    return error instanceof NetworkError ? 'offline' : 'failed';
  }
}

/**
 * Checks the session now and again whenever the browser comes back online, so a session that ended while the
 * device was offline is noticed as soon as it can be. Returns the function that stops listening.
 */
export function startSessionChecks(): () => void {
  void verifySession();
  const recheck = () => void verifySession();
  window.addEventListener('online', recheck);
  return () => window.removeEventListener('online', recheck);
}

/**
 * What signing out now would cost, asked in one place before every logout. Offline, the server cannot be told to
 * end the session, so the token stays valid until it expires. Changes still waiting to be sent would be deleted
 * with the local data.
 */
export interface LogoutRisks {
  offline: boolean;
  /**
   * Local changes the server has not confirmed yet: the sync outbox, which holds barcode links and feedback too
   * (issue 32, "one outbox").
   */
  pendingChanges: number;
}

let pendingChanges = 0;

/** The sync layer keeps this up to date (it loads only for a signed-in painter; zero otherwise). */
export function reportPendingChanges(count: number): void {
  pendingChanges = count;
}

export function logoutRisks(): LogoutRisks {
  return { offline: isOffline(), pendingChanges };
}

export function logoutNeedsConfirmation(risks: LogoutRisks): boolean {
  return risks.offline || risks.pendingChanges > 0;
}

/**
 * Ends the session on this device: forgets the credentials, stops the signed-in user's work and deletes their
 * local databases (the shared catalog stays). Used by logout and after the account is deleted.
 */
export async function endLocalSession(): Promise<void> {
  const { user } = getAuthState();
  const remembered = rememberedSyncUser();
  const known = [user?.id, remembered].filter((id) => id !== undefined && id !== null).map((id) => userDatabaseName(id));
  // Forgotten first, so the sign-out's clean-ups (closing the sync engine) see no user to keep working for.
  forgetSyncUser();
  reportPendingChanges(0);
  await signOut();
  await deleteUserDatabases(known);
}

// Logout should not hang on a server that does not answer; the local sign-out has already happened by then.
const logoutRequestTimeoutMs = 5000;

/**
 * Logout (spec §2): ends the session on this device, then asks the server to end it too (best effort: offline or
 * unreachable, the local sign-out still stands). The caller navigates to /.
 */
export async function logout(): Promise<void> {
  const token = getAuthToken();
  await endLocalSession();
  if (!token || isOffline()) return;
  try {
    await apiRequest('POST', '/api/auth/logout', { token, signal: AbortSignal.timeout(logoutRequestTimeoutMs) });
  } catch {
    // Best effort: the server forgets the session when it expires.
  }
}
