import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restContract, type FeedbackStatus, type FeedbackType } from '@paintforge/sync-protocol';
import { callRoute } from '../server/rest-client';

/**
 * The admin's work beyond the overview (docs/admin-api.md): feedback triage, catalog colour corrections and
 * backups. Each change fetches again what it changed.
 */

export interface FeedbackFilters {
  status?: FeedbackStatus | undefined;
  type?: FeedbackType | undefined;
  /** true: colour reports only; false: everything else; undefined: both. */
  colorReport?: boolean | undefined;
}

const feedbackKey = ['admin', 'feedback'] as const;
const correctionsKey = ['admin', 'corrections'] as const;
const backupsKey = ['admin', 'backups'] as const;

/** Every user's feedback matching the filters, newest first. */
export function useAdminFeedback(filters: FeedbackFilters) {
  const query = {
    status: filters.status,
    type: filters.type,
    colorReport: filters.colorReport === undefined ? undefined : (String(filters.colorReport) as 'true' | 'false'),
  };
  return useQuery({
    queryKey: [...feedbackKey, query],
    queryFn: ({ signal }) => callRoute(restContract.adminFeedback, { query, signal }),
  });
}

/** Sets a status, a reply (null or blank removes it), or both. */
export function useTriageFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; status?: FeedbackStatus; adminReply?: string | null }) =>
      callRoute(restContract.adminTriageFeedback, { params: { id }, body: change }),
    onSettled: () => client.invalidateQueries({ queryKey: feedbackKey }),
  });
}

export function useCatalogCorrections() {
  return useQuery({
    queryKey: correctionsKey,
    queryFn: ({ signal }) => callRoute(restContract.adminCorrections, { signal }),
  });
}

/** Corrects a catalog paint's hex; colour reports show the new current colour afterwards. */
export function useCorrectColor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paintId, color }: { paintId: string; color: string }) =>
      callRoute(restContract.adminCorrectColor, { params: { paintId }, body: { color } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: correctionsKey }), client.invalidateQueries({ queryKey: feedbackKey })]),
  });
}

/** Removes a correction: the paint has the data file's hex again. */
export function useRemoveCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paintId: string) => callRoute(restContract.adminRemoveCorrection, { params: { paintId } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: correctionsKey }), client.invalidateQueries({ queryKey: feedbackKey })]),
  });
}

export function useBackups() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => callRoute(restContract.adminBackups, { signal }),
  });
}

/** Backs the database up now (joins a backup already running); the list and the stats' last backup follow. */
export function useBackupNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(restContract.adminBackupNow, {}),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: backupsKey }), client.invalidateQueries({ queryKey: ['admin', 'stats'] })]),
  });
}
