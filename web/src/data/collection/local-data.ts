/**
 * The signed-in painter's data on this device lives in IndexedDB databases named `paintforge-user-<id>` (one per
 * account, made by the sync layer). The shared paint catalog (`paintforge-catalog`) is public and is kept.
 */
export const userDatabasePrefix = 'paintforge-user-';

/** The name of a user's local database. */
export function userDatabaseName(userId: string | number): string {
  return `${userDatabasePrefix}${userId}`;
}

/**
 * The user whose database this device works in, kept apart from the credentials: an expired session clears
 * those, yet the painter keeps working on their data offline and "Sign in to sync" picks it up again. Only an
 * explicit sign-out forgets it (with the data).
 */
export const syncUserKey = 'paintforge-sync-user';

export function rememberedSyncUser(): string | null {
  try {
    return localStorage.getItem(syncUserKey);
  } catch {
    return null;
  }
}

export function rememberSyncUser(userId: string): void {
  try {
    localStorage.setItem(syncUserKey, userId);
  } catch {
    // Storage blocked: the database still opens for the signed-in user.
  }
}

export function forgetSyncUser(): void {
  try {
    localStorage.removeItem(syncUserKey);
  } catch {
    // Nothing was stored either.
  }
}

export function isUserDatabase(name: string | undefined): name is string {
  return typeof name === 'string' && name.startsWith(userDatabasePrefix);
}

// A delete waits for open connections to close; Dexie closes its own on `versionchange`, but a connection in
// another tab that ignores it would block forever. Past this, the delete is left to finish in the background.
const blockedDeleteWaitMs = 3000;

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      resolve();
    };
    const request = factory.deleteDatabase(name);
    request.onsuccess = done;
    request.onerror = done;
    request.onblocked = () => setTimeout(done, blockedDeleteWaitMs);
  });
}

/**
 * Deletes the named user databases (the signed-out painter's) and returns their names. Only those: another painter
 * whose session expired on this device may still have changes waiting in theirs, which sync when they sign in again.
 */
export async function deleteUserDatabases(names: readonly string[], factory: IDBFactory | undefined = globalThis.indexedDB): Promise<string[]> {
  if (!factory) return [];
  const own = [...new Set(names.filter(isUserDatabase))];
  await Promise.all(own.map((name) => deleteDatabase(factory, name)));
  return own;
}
