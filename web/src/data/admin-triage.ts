import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminFeedbackEntrySchema,
  adminFeedbackListSchema,
  backupFileSchema,
  backupListSchema,
  catalogCorrectionAnswerSchema,
  catalogCorrectionListSchema,
  catalogPaintSchema,
  type FeedbackStatus,
  type FeedbackType,
} from '@paintforge/sync-protocol';
import { apiRequest } from './api-client';
import { getParsed, parseAnswer } from './query-client';

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

function feedbackPath(filters: FeedbackFilters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.type) query.set('type', filters.type);
  if (filters.colorReport !== undefined) query.set('colorReport', String(filters.colorReport));
  const text = query.toString();
  return `/api/admin/feedback${text ? `?${text}` : ''}`;
}

/** Every user's feedback matching the filters, newest first. */
export function useAdminFeedback(filters: FeedbackFilters) {
  const path = feedbackPath(filters);
  return useQuery({
    queryKey: [...feedbackKey, path],
    queryFn: ({ signal }) => getParsed(path, adminFeedbackListSchema, signal),
  });
}

/** Sets a status, a reply (null or blank removes it), or both. */
export function useTriageFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: { id: string; status?: FeedbackStatus; adminReply?: string | null }) => {
      const path = `/api/admin/feedback/${encodeURIComponent(id)}`;
      return parseAnswer(adminFeedbackEntrySchema, await apiRequest<unknown>('PATCH', path, { body: change }), path);
    },
    onSettled: () => client.invalidateQueries({ queryKey: feedbackKey }),
  });
}

export function useCatalogCorrections() {
  return useQuery({
    queryKey: correctionsKey,
    queryFn: ({ signal }) => getParsed('/api/admin/catalog/corrections', catalogCorrectionListSchema, signal),
  });
}

const colorPath = (paintId: string) => `/api/admin/catalog/${encodeURIComponent(paintId)}/color`;

/** Corrects a catalog paint's hex; colour reports show the new current colour afterwards. */
export function useCorrectColor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ paintId, color }: { paintId: string; color: string }) =>
      parseAnswer(catalogCorrectionAnswerSchema, await apiRequest<unknown>('PUT', colorPath(paintId), { body: { color } }), colorPath(paintId)),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: correctionsKey }), client.invalidateQueries({ queryKey: feedbackKey })]),
  });
}

/** Removes a correction: the paint has the data file's hex again. */
export function useRemoveCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (paintId: string) => parseAnswer(catalogPaintSchema, await apiRequest<unknown>('DELETE', colorPath(paintId)), colorPath(paintId)),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: correctionsKey }), client.invalidateQueries({ queryKey: feedbackKey })]),
  });
}

export function useBackups() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => getParsed('/api/admin/backups', backupListSchema, signal),
  });
}

/** Backs the database up now (joins a backup already running); the list and the stats' last backup follow. */
export function useBackupNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => parseAnswer(backupFileSchema, await apiRequest<unknown>('POST', '/api/admin/backups'), '/api/admin/backups'),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: backupsKey }), client.invalidateQueries({ queryKey: ['admin', 'stats'] })]),
  });
}
