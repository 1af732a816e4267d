import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restContract } from '@paintforge/sync-protocol';
import { limits } from '@paintforge/sync-protocol/constants';
import { callRoute } from '../server/rest-client';

/**
 * The admin dashboard's server calls (spec §7; docs/admin-api.md), with the shared response schemas. The server
 * checks the admin right on every request; these hooks are only enabled for a session the app believes is an admin.
 */

const adminKey = ['admin'] as const;

/** The stats, refetched every 30 s (spec §9) while the dashboard is open; only asked for when `enabled` (an admin). */
export function useAdminStats(enabled: boolean) {
  return useQuery({
    queryKey: [...adminKey, 'stats'],
    queryFn: ({ signal }) => callRoute(restContract.adminStats, { signal }),
    enabled,
    refetchInterval: limits.adminStatsRefreshMs,
  });
}

/** Every account, newest first. */
export function useAdminUsers(enabled: boolean) {
  return useQuery({
    queryKey: [...adminKey, 'users'],
    queryFn: ({ signal }) => callRoute(restContract.adminUsers, { signal }),
    enabled,
  });
}

/**
 * Sets a user's admin right. The wanted value is sent (not a bare flip), so the one retry of a failed request can
 * never undo it. The users and the stats are fetched again afterwards (spec §7).
 */
export function useSetAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) => callRoute(restContract.adminSetAdmin, { params: { id }, body: { isAdmin } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

/** Deletes an account with everything it owns; the users and the stats are fetched again afterwards. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await callRoute(restContract.adminDeleteUser, { params: { id } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
