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
const agreementsKey = ['admin', 'agreements'] as const;
const changesKey = ['admin', 'colour-changes'] as const;
const backupsKey = ['admin', 'backups'] as const;
/** What a change of a catalog colour moves: the corrections, the agreements waiting, the record and the reports. */
const colourKeys = [correctionsKey, agreementsKey, changesKey, feedbackKey];

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

function useColourChange<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(colourKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/**
 * Corrects a catalog paint's hex, naming the reports it comes from (a report's suggestion, or an agreement the admin
 * accepts); colour reports show the new current colour afterwards.
 */
export function useCorrectColor() {
  return useColourChange(({ paintId, color, reportIds }: { paintId: string; color: string; reportIds: readonly string[] }) =>
    callRoute(restContract.adminCorrectColor, { params: { paintId }, body: { color, reportIds: [...reportIds] } }),
  );
}

/** Removes a correction: the paint has the data file's hex again, and only later reports count toward a new one. */
export function useRemoveCorrection() {
  return useColourChange((paintId: string) => callRoute(restContract.adminRemoveCorrection, { params: { paintId } }));
}

/** Painters' agreements on a colour that have not applied (yet): the soonest to apply first. */
export function useColourAgreements() {
  return useQuery({
    queryKey: agreementsKey,
    queryFn: ({ signal }) => callRoute(restContract.adminColourAgreements, { signal }),
  });
}

/** Turns an agreement down before it applies: its reports stop counting. */
export function useDismissAgreement() {
  return useColourChange((paintId: string) => callRoute(restContract.adminDismissAgreement, { params: { paintId } }));
}

/** The record of catalog colour changes, newest first. */
export function useColourChanges() {
  return useQuery({
    queryKey: changesKey,
    queryFn: ({ signal }) => callRoute(restContract.adminColourChanges, { signal }),
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
