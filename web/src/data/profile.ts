import { useMutation } from '@tanstack/react-query';
import { pendingEmailResponseSchema } from '@paintforge/sync-protocol';
import { apiRequest } from './api-client';
import { parseUser, updateStoredUser, type SessionUser } from './auth-state';
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
    mutationFn: (request: { firstName: string; lastName: string }) => apiRequest<unknown>('PATCH', '/api/auth/profile', { body: request }),
    onSuccess: (answer, request) => storeChangedUser(answer, user, request),
  });
}

/** Asks for the change; resolves with the pending address, which waits for the link mailed to it. */
export function useRequestEmailChange(user: SessionUser) {
  return useMutation({
    mutationFn: async (request: { newEmail: string }) => {
      const answer = pendingEmailResponseSchema.safeParse(await apiRequest<unknown>('POST', '/api/auth/request-email-change', { body: request }));
      return answer.success ? answer.data.pendingEmail : request.newEmail;
    },
    onSuccess: (pendingEmail) => updateStoredUser({ ...user, pendingEmail }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (request: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      apiRequest<unknown>('PATCH', '/api/auth/password', { body: request }),
  });
}

/** Sets the picture from a JPEG data URL (components/image/resize.ts makes it). */
export function useSetProfileImage(user: SessionUser) {
  return useMutation({
    mutationFn: (profileImageUrl: string) => apiRequest<unknown>('PATCH', '/api/auth/profile-image', { body: { profileImageUrl } }),
    onSuccess: (answer, profileImageUrl) => storeChangedUser(answer, user, { profileImageUrl }),
  });
}

export function useRemoveProfileImage(user: SessionUser) {
  return useMutation({
    mutationFn: () => apiRequest<unknown>('DELETE', '/api/auth/profile-image'),
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
      await apiRequest<unknown>('DELETE', '/api/auth/account', { body: request });
      await endLocalSession();
    },
  });
}
