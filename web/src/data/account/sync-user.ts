import { useAuth } from './auth-state';
import { rememberedSyncUser } from '../collection/local-data';

/** True when this device has a painter's data to sync: signed in, or signed in before (the session may have expired). */
export function useHasSyncUser(): boolean {
  const { user } = useAuth();
  // Read on every session change: an explicit sign-out forgets the user before it tells the listeners.
  return user !== null || rememberedSyncUser() !== null;
}
