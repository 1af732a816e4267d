import { useMutation } from '@tanstack/react-query';
import { restContract } from '@paintforge/sync-protocol';
import { parseUser, updateStoredUser, type SessionUser } from './auth-state';
import { callRoute } from '../server/rest-client';
import { endLocalSession } from './session';

/**
 * The profile page's server calls (spec §7: PATCH /api/auth/profile, POST /api/auth/request-email-change, PATCH
 * /api/auth/password, PATCH and DELETE /api/auth/profile-image, DELETE /api/auth/account), as mutations: the pending
 * state and the one retry come from the query client. Each stores what changed, so the menu and the page follow.
 */

/** Stores the user a profile call answered, or, if the answer was not a user, the change the call made. */
function storeChangedUser(answer: unknown, user: SessionUser, change: Partial<SessionUser>): void {
  updateStoredUser(parseUser(answer) ?? { ...user, ...change });
}

export function useUpdateProfile(user: SessionUser) {
  return useMutation({
    mutationFn: (request: { firstName: string; lastName: string }) => callRoute(restContract.updateProfile, { body: request }),
    onSuccess: (answer, request) => storeChangedUser(answer, user, request),
  });
}

/** Asks for the change; resolves with the pending address, which waits for the link mailed to it. */
export function useRequestEmailChange(user: SessionUser) {
  return useMutation({
    mutationFn: async (request: { newEmail: string }) => {
      const answer = await callRoute(restContract.requestEmailChange, { body: request });
      return answer.pendingEmail;
    },
    onSuccess: (pendingEmail) => updateStoredUser({ ...user, pendingEmail }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (request: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      callRoute(restContract.changePassword, { body: request }),
  });
}

/** Sets the picture from a JPEG data URL (components/image/resize.ts makes it). */
export function useSetProfileImage(user: SessionUser) {
  return useMutation({
    mutationFn: (profileImageUrl: string) => callRoute(restContract.setProfileImage, { body: { profileImageUrl } }),
    onSuccess: (answer, profileImageUrl) => storeChangedUser(answer, user, { profileImageUrl }),
  });
}

export function useRemoveProfileImage(user: SessionUser) {
  return useMutation({
    mutationFn: () => callRoute(restContract.removeProfileImage, {}),
    onSuccess: (answer) => storeChangedUser(answer, user, { profileImageUrl: null }),
  });
}

/**
 * Deletes the account (the server removes the user with their paints, projects and feedback), then ends the
 * session on this device as logout does.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (request: { password: string }) => {
      await callRoute(restContract.deleteAccount, { body: request });
      await endLocalSession();
    },
  });
}
