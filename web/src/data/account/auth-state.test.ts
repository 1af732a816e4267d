import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayName, getAuthToken, initials, onSignOut, parseStoredUser, signOut, storeSession } from './auth-state';

describe('initials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initials({ firstName: 'ada', lastName: 'Lovelace' })).toBe('AL');
    expect(initials({ firstName: ' Émile ', lastName: 'Zola' })).toBe('ÉZ');
  });

  it('is "U" when either name is missing or blank', () => {
    expect(initials({ firstName: 'Ada', lastName: null })).toBe('U');
    expect(initials({ firstName: '', lastName: 'Lovelace' })).toBe('U');
    expect(initials({ firstName: '  ', lastName: 'Lovelace' })).toBe('U');
    expect(initials({})).toBe('U');
    expect(initials(null)).toBe('U');
  });
});

describe('displayName', () => {
  it('joins the names, or falls back to the email', () => {
    expect(displayName({ email: 'a@b.co', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ email: 'a@b.co', firstName: 'Ada' })).toBe('Ada');
    expect(displayName({ email: 'a@b.co' })).toBe('a@b.co');
  });
});

describe('parseStoredUser', () => {
  it('reads a stored user and keeps isAdmin only when it is true', () => {
    expect(parseStoredUser(JSON.stringify({ id: 7, email: 'a@b.co', firstName: 'Ada', isAdmin: true }))).toEqual({
      id: 7,
      email: 'a@b.co',
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: null,
      isAdmin: true,
      pendingEmail: null,
      language: null,
    });
    expect(parseStoredUser(JSON.stringify({ email: 'a@b.co', isAdmin: 'yes' }))?.isAdmin).toBe(false);
    // Issue 38: the account's language, as the server sent it.
    expect(parseStoredUser(JSON.stringify({ email: 'a@b.co', language: 'de' }))?.language).toBe('de');
  });

  it('keeps emailVerified only when the server said it, and the pending email', () => {
    expect(parseStoredUser(JSON.stringify({ email: 'a@b.co', emailVerified: false, pendingEmail: 'n@b.co' }))).toMatchObject({
      emailVerified: false,
      pendingEmail: 'n@b.co',
    });
    expect(parseStoredUser(JSON.stringify({ email: 'a@b.co', emailVerified: 'no' }))).not.toHaveProperty('emailVerified');
  });

  it('returns null for missing, broken or foreign values', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('"a@b.co"')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ name: 'Ada' }))).toBeNull();
  });
});

describe('session storage', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, String(value)),
      removeItem: (key: string) => void store.delete(key),
      clear: () => store.clear(),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores the token and user under authToken and user, and signOut clears both and runs clean-ups', async () => {
    storeSession('token-1', { email: 'a@b.co', firstName: 'Ada', lastName: 'Lovelace' });
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'a@b.co' });
    expect(getAuthToken()).toBe('token-1');

    const cleanUp = vi.fn();
    const unregister = onSignOut(cleanUp);
    await signOut();
    unregister();

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getAuthToken()).toBeNull();
    expect(cleanUp).toHaveBeenCalledOnce();
  });

  it('treats a token without a readable user as signed out', () => {
    localStorage.setItem('authToken', 'token-2');
    localStorage.setItem('user', '{broken');
    expect(getAuthToken()).toBeNull();
  });
});
