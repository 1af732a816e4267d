import { useSyncExternalStore } from 'react';
import type { WorkerSession } from './worker-session';

/**
 * The signed-in session as the browser keeps it (spec §3): the bearer token under `authToken` and the user under
 * `user`, both in localStorage so a reload, or the app opened offline, still knows who is signed in.
 */
export const authTokenKey = 'authToken';
export const userKey = 'user';
/** Why the last session ended elsewhere, and whose it was (issue 33): kept until the next login or sign-out. */
export const sessionEndedKey = 'sessionEnded';

/** A session the server ended for a reason the painter should hear: the password was changed or reset elsewhere. */
export type SessionEnd = 'password-changed';

export interface SessionUser {
  id?: string | number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  isAdmin?: boolean;
  /** False until the address is confirmed by the emailed link; absent when not known (an older stored user). */
  emailVerified?: boolean;
  /** The new address of a requested email change, until its link is opened. */
  pendingEmail?: string | null;
  /** The language kept on the account (issue 38; a language code, checked where it is used), null to follow the browser. */
  language?: string | null;
}

export interface AuthState {
  token: string | null;
  /** The signed-in painter; or, with no token, the painter whose session ended elsewhere (`ended`), whose data stays shown. */
  user: SessionUser | null;
  isAdmin: boolean;
  /**
   * Set when the server ended the session because the password changed elsewhere: the painter's data stays on the
   * device and on screen, read-only (no token, so nothing syncs and no change is saved), until they log in again.
   */
  ended: SessionEnd | null;
}

/**
 * Reads a user as the API sends it (login, `/api/auth/me`, profile changes) or as it was stored, keeping only the
 * fields the app uses; null when it is not a user object. Deliberately not the shared zod schema: this runs at
 * start-up on every page, and zod stays out of the landing page's JavaScript.
 */
export function parseUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.email !== 'string') return null;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  return {
    ...(typeof record.id === 'string' || typeof record.id === 'number' ? { id: record.id } : {}),
    email: record.email,
    firstName: text('firstName'),
    lastName: text('lastName'),
    profileImageUrl: text('profileImageUrl'),
    isAdmin: record.isAdmin === true,
    ...(typeof record.emailVerified === 'boolean' ? { emailVerified: record.emailVerified } : {}),
    pendingEmail: text('pendingEmail'),
    language: text('language'),
  };
}

/** Reads a stored user, or null when the value is missing or not a user object (a hand-edited or old value). */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    return parseUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The avatar's letters: the first letters of the first and last name, or "U" when either is missing. */
export function initials(user: Pick<SessionUser, 'firstName' | 'lastName'> | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (!first || !last) return 'U';
  return `${first[0]}${last[0]}`.toUpperCase();
}

/** The name to show for a user: "First Last", or the email when no name is known. */
export function displayName(user: SessionUser): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || user.email;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const signedOut: AuthState = { token: null, user: null, isAdmin: false, ended: null };
let snapshot: AuthState = signedOut;
let snapshotToken: string | null = null;
let snapshotUser: string | null = null;
let snapshotEnded: string | null = null;

/** The painter of a session ended elsewhere, as expireSession stored them; null when none is (or it is unreadable). */
function endedSession(raw: string | null): { why: SessionEnd; user: SessionUser } | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { why?: unknown; user?: unknown };
    const user = parseUser(value.user);
    return value.why === 'password-changed' && user ? { why: value.why, user } : null;
  } catch {
    return null;
  }
}

function getSnapshot(): AuthState {
  const token = read(authTokenKey);
  const rawUser = read(userKey);
  const rawEnded = read(sessionEndedKey);
  // A new object only when storage changed, so useSyncExternalStore does not re-render in a loop.
  if (token !== snapshotToken || rawUser !== snapshotUser || rawEnded !== snapshotEnded) {
    snapshotToken = token;
    snapshotUser = rawUser;
    snapshotEnded = rawEnded;
    const user = token ? parseStoredUser(rawUser) : null;
    const ended = token ? null : endedSession(rawEnded);
    snapshot =
      token && user
        ? { token, user, isAdmin: user.isAdmin === true, ended: null }
        : ended
          ? { token: null, user: ended.user, isAdmin: false, ended: ended.why }
          : signedOut;
  }
  return snapshot;
}

/** The stored session as the service worker needs it (worker-session.ts). */
export function workerSessionOf(state: AuthState): WorkerSession {
  return { token: state.token, userId: state.token && state.user?.id !== undefined ? String(state.user.id) : null };
}

const listeners = new Set<() => void>();
/** The worker's copy of each change, written one after another so the last change is the one that stays. */
let workerCopy: Promise<void> = Promise.resolve();

/**
 * This tab changed the stored session: the screens follow, and so does the worker's copy. Its module loads only then
 * (sign-in, sign-out), not with the landing page.
 */
function notify() {
  const session = workerSessionOf(getSnapshot());
  workerCopy = workerCopy
    .then(() => import('./worker-session'))
    .then(({ writeWorkerSession }) => writeWorkerSession(session))
    .catch(() => undefined);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the session changes, in this tab or another. Returns the unsubscribe function. */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  // Signing in or out in another tab changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === authTokenKey || event.key === userKey || event.key === sessionEndedKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getAuthToken(): string | null {
  return getSnapshot().token;
}

/** The current session outside React. */
export function getAuthState(): AuthState {
  return getSnapshot();
}

/** The current session: the user (or null when signed out) and whether they are an admin. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getSnapshot, () => signedOut);
}

/** Stores the session a successful login returned. */
export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem(authTokenKey, token);
  localStorage.setItem(userKey, JSON.stringify(user));
  localStorage.removeItem(sessionEndedKey);
  notify();
}

/** Replaces the stored user (after the current-user call or a profile change), keeping the token. */
export function updateStoredUser(user: SessionUser): void {
  if (!getSnapshot().token) return;
  const raw = JSON.stringify(user);
  // The start-up check usually confirms what is stored: then nothing changed, and no screen re-renders.
  if (read(userKey) === raw) return;
  localStorage.setItem(userKey, raw);
  notify();
}

/**
 * Forgets the credentials (authToken and user) and nothing else. This is what an expired session does: the
 * painter's local data, and any changes still waiting to be sent, stay on the device for after the next sign-in
 * (sync design §6: an expired session never drops local writes).
 */
export function clearCredentials(): void {
  try {
    localStorage.removeItem(authTokenKey);
    localStorage.removeItem(userKey);
    localStorage.removeItem(sessionEndedKey);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  notify();
}

const expiryListeners = new Set<() => void>();

/** Called when the server refuses the stored session, so the app can ask the painter to sign in again. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/**
 * The server refused `token`: clear the credentials (only those) and tell the listeners. Nothing happens when the
 * stored token is no longer that one (signed out or signed in again meanwhile), so an old request's late 401
 * never signs out a newer session, and one expiry is announced once.
 */
export function expireSession(token: string, why: SessionEnd | null = null): void {
  if (read(authTokenKey) !== token) return;
  const user = parseStoredUser(read(userKey));
  clearCredentials();
  // Ended elsewhere: the painter stays on screen, read-only, with the reason (AuthState.ended).
  if (why !== null && user !== null) {
    try {
      localStorage.setItem(sessionEndedKey, JSON.stringify({ why, user }));
    } catch {
      // Storage blocked: shown as signed out, as before.
    }
    notify();
  }
  expiryListeners.forEach((listener) => listener());
}

const signOutHandlers = new Set<() => void | Promise<void>>();

/**
 * Registers a clean-up to run on sign-out, such as clearing a signed-in user's cached data. Returns an
 * unregister function. The shared paint catalog is not personal data and is kept.
 */
export function onSignOut(handler: () => void | Promise<void>): () => void {
  signOutHandlers.add(handler);
  return () => signOutHandlers.delete(handler);
}

/**
 * An explicit sign-out (spec §2: Logout): forgets the credentials and runs the registered clean-ups, which stop
 * whatever works for the signed-in user. Deleting the user's local data is the caller's next step (session.ts).
 */
export async function signOut(): Promise<void> {
  clearCredentials();
  await Promise.allSettled([...signOutHandlers].map(async (handler) => handler()));
}
