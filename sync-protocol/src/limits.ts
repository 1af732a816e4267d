/** Business constants of spec §9, shared by the client and the server. */
export const limits = {
  searchMinChars: 2,
  searchMaxSuggestions: 10,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastLimit: 1,
  toastSwipeThreshold: 50,
  miniatureImageMaxBytes: 20 * 1024 * 1024,
  profileImageMaxBytes: 5 * 1024 * 1024,
  adminStatsRefreshMs: 30_000,
} as const;
