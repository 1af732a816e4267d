import { ApiError, apiRequest } from './api-client';
import { getAuthToken, signOut, updateStoredUser, type SessionUser } from './auth-state';

/**
 * Confirms the stored session with the server (spec §4: authentication is judged by the current-user call).
 * A 401 signs out; no answer (offline) keeps the stored session so the app works offline.
 */
export async function verifySession(): Promise<void> {
  if (!getAuthToken()) return;
  try {
    const user = await apiRequest<SessionUser>('GET', '/api/auth/me');
    if (user && typeof user.email === 'string') updateStoredUser(user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await signOut();
  }
}
